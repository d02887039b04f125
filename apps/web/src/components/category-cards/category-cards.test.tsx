import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BarChartIcon from '@mui/icons-material/BarChart';
import GroupIcon from '@mui/icons-material/Group';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CategoryCards } from './category-cards';

describe('CategoryCards', () => {
  it('lets a user choose an available card by mouse or keyboard, never one marked "Em breve"', async () => {
    const user = userEvent.setup();
    const onUsers = vi.fn();
    const onReports = vi.fn();
    render(
      <CategoryCards
        label="Relatórios"
        items={[
          {
            id: 'users',
            title: 'Usuários',
            description: 'Acessos por usuário.',
            icon: <GroupIcon />,
            onSelect: onUsers,
          },
          {
            id: 'usage',
            title: 'Consumo por API',
            description: 'Chamadas por dia.',
            icon: <BarChartIcon />,
            comingSoon: true,
            onSelect: onReports,
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Relatórios' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const available = screen.getByRole('button', { name: 'Usuários Acessos por usuário.' });
    const soon = screen.getByRole('button', { name: 'Em breve Consumo por API Chamadas por dia.' });
    expect(soon).toBeDisabled();
    expect(within(soon).getByText('Em breve')).toBeInTheDocument();
    expect(within(available).queryByText('Em breve')).not.toBeInTheDocument();

    await user.tab();
    expect(available).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onUsers).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(soon).not.toHaveFocus();
    await user.click(available);
    expect(onUsers).toHaveBeenCalledTimes(2);
    expect(onReports).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});
