import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { EmptyData } from './empty-data';

describe('EmptyData', () => {
  it('says there is nothing to show by default', async () => {
    const { container } = render(<EmptyData />);
    expect(container).toHaveTextContent(/^Nenhum dado encontrado\.$/);
    await expectNoAxeViolations();
  });

  it("shows a screen's own text, hint and action", () => {
    render(
      <EmptyData
        title="Sua busca não retornou nenhum resultado :("
        description="Tente pesquisar por outras informações associadas ao(s) usuário(s) ou limpe o filtro."
        action={<Button>Limpar filtros</Button>}
      />,
    );
    expect(screen.getByText('Sua busca não retornou nenhum resultado :(')).toBeInTheDocument();
    expect(screen.getByText(/Tente pesquisar por outras informações/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });
});
