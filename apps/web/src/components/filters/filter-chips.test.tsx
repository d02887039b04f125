import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FilterChips } from './filter-chips';

describe('FilterChips', () => {
  it('shows nothing without filters', () => {
    const { container } = render(<FilterChips chips={[]} canRemove={() => true} onRemove={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the filters under "Filtros:", each removable only when the URL holds it', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(
      <FilterChips
        chips={[
          { key: 'status', label: 'Status', value: 'Ativo' },
          { key: 'group', label: 'Grupo', value: 'Comercial' },
        ]}
        canRemove={(key) => key === 'status'}
        onRemove={onRemove}
      />,
    );
    const group = screen.getByRole('group', { name: 'Filtros:' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Status: Ativo', 'Grupo: Comercial']);
    expect(within(group).getAllByRole('button')).toHaveLength(1);
    await user.click(within(group).getByRole('button', { name: 'Remover filtro Status: Ativo' }));
    expect(onRemove).toHaveBeenCalledWith('status');
    await expectNoAxeViolations();
  });
});
