import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MultiSelect } from './multi-select';

const PRODUCTS = [
  { value: '1', label: 'Localize' },
  { value: '5', label: 'SMS' },
  { value: '10', label: 'Autentica' },
];

function Products({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect label="Produtos" options={PRODUCTS} value={value} onChange={setValue} />
      <output>{value.join('|')}</output>
    </>
  );
}

// The open menu hides the rest of the page from assistive technology; the test reads it anyway.
const chosen = () => screen.getByRole('status', { hidden: true }).textContent;

describe('MultiSelect', () => {
  it('marks options one by one and lists them, in the options’ order', async () => {
    const user = userEvent.setup();
    render(<Products />);
    await user.click(screen.getByRole('combobox', { name: 'Produtos' }));
    const list = screen.getByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Autentica' }));
    await user.click(within(list).getByRole('option', { name: 'Localize' }));
    expect(chosen()).toBe('1|10');
    expect(within(list).getByRole('option', { name: 'Localize' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Produtos' })).toHaveTextContent('Localize, Autentica');
  });

  it('marks all, then offers to unmark all', async () => {
    const user = userEvent.setup();
    render(<Products initial={['5']} />);
    await user.click(screen.getByRole('combobox', { name: 'Produtos' }));
    await user.click(screen.getByRole('option', { name: 'Marcar todas' }));
    expect(chosen()).toBe('1|5|10');
    await user.click(screen.getByRole('option', { name: 'Desmarcar todas' }));
    expect(chosen()).toBe('');
    expect(screen.getByRole('option', { name: 'Marcar todas' })).toBeInTheDocument();
  });

  it('offers to unmark all as soon as every option is marked by hand', async () => {
    const user = userEvent.setup();
    render(<Products initial={['1', '5']} />);
    await user.click(screen.getByRole('combobox', { name: 'Produtos' }));
    await user.click(screen.getByRole('option', { name: 'Autentica' }));
    expect(screen.getByRole('option', { name: 'Desmarcar todas' })).toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Products />);
    screen.getByRole('combobox', { name: 'Produtos' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Marcar todas' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('1|5|10');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toBe('5|10');
  });
});
