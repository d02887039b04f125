import { render, screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the one level-1 heading, then the subtitle', async () => {
    const { container } = render(<PageHeader title="Pagamentos" subtitle="Suas faturas mensais." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Pagamentos' });
    expect(screen.getAllByRole('heading')).toEqual([heading]);
    expect(container).toHaveTextContent(/^PagamentosSuas faturas mensais\.$/);
    await expectNoAxeViolations();
  });

  it('puts the breadcrumb before the heading, the status beside it, the caption before the subtitle', async () => {
    const { container } = render(
      <PageHeader
        title="Grupo Vendas"
        breadcrumb={<Link href="/relatorios">Relatórios</Link>}
        status={<Chip label="Ativo" />}
        caption={<span>Cliente Alfa</span>}
        subtitle="Limites e horários."
        actions={<Button>Editar</Button>}
      />,
    );
    expect(container).toHaveTextContent(
      /^RelatóriosGrupo VendasAtivoCliente AlfaLimites e horários\.Editar$/,
    );
    expect(screen.getByRole('link', { name: 'Relatórios' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Grupo Vendas$/);
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows only the title when given only the title', () => {
    const { container } = render(<PageHeader title="Relatórios" />);
    expect(within(container).queryByRole('button')).toBeNull();
    expect(container).toHaveTextContent(/^Relatórios$/);
  });
});
