import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FiltersButton } from './filters-button';

describe('FiltersButton', () => {
  it('is FILTROS alone while no filter is on', async () => {
    render(<FiltersButton activeCount={0} onOpen={() => {}} onClear={() => {}} />);
    const button = screen.getByRole('button', { name: 'FILTROS' });
    expect(button).toHaveTextContent(/^FILTROS$/);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('shows the count, opens the drawer and clears all from the icon beside it', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onClear = vi.fn();
    render(<FiltersButton activeCount={3} expanded onOpen={onOpen} onClear={onClear} />);
    const button = screen.getByRole('button', { name: 'FILTROS 3 filtros ativos' });
    expect(button).toHaveTextContent('FILTROS 3 filtros ativos');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });
});
