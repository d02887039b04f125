import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CurrencyField } from './currency-field';

function Form({ allowNegative, initial = null }: { allowNegative?: boolean; initial?: number | null }) {
  const [amount, setAmount] = useState<number | null>(initial);
  return (
    <>
      <CurrencyField
        label="Limite de consumo"
        value={amount}
        onChange={setAmount}
        allowNegative={allowNegative}
      />
      <p>Valor: {amount === null ? 'vazio' : String(amount)}</p>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Limite de consumo' });
const value = () => screen.getByText(/^Valor:/).textContent;

describe('CurrencyField', () => {
  it('fills from the right in cents, in the pt-BR format', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '1');
    expect(field()).toHaveValue('R$\u00a00,01');
    await user.type(field(), '2345');
    expect(field()).toHaveValue('R$\u00a0123,45');
    await user.type(field(), '678');
    expect(field()).toHaveValue('R$\u00a0123.456,78');
    expect(value()).toBe('Valor: 123456.78');
    await expectNoAxeViolations();
  });

  it('goes back digit by digit and is empty when no digit is left', async () => {
    const user = userEvent.setup();
    render(<Form initial={12.34} />);
    expect(field()).toHaveValue('R$\u00a012,34');
    await user.type(field(), '{Backspace}');
    expect(field()).toHaveValue('R$\u00a01,23');
    await user.type(field(), '{Backspace}{Backspace}{Backspace}');
    expect(field()).toHaveValue('');
    expect(value()).toBe('Valor: vazio');
  });

  it('takes zero when a 0 is typed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '0');
    expect(field()).toHaveValue('R$\u00a00,00');
    expect(value()).toBe('Valor: 0');
    await user.type(field(), '7');
    expect(field()).toHaveValue('R$\u00a00,07');
  });

  it('ignores the minus unless negatives are allowed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '-500');
    expect(field()).toHaveValue('R$\u00a05,00');
    expect(value()).toBe('Valor: 5');
  });

  it('takes a negative amount when allowed, and the minus back off', async () => {
    const user = userEvent.setup();
    render(<Form allowNegative />);
    await user.type(field(), '-');
    expect(field()).toHaveValue('-');
    await user.type(field(), '1050');
    expect(field()).toHaveValue('-R$\u00a010,50');
    expect(value()).toBe('Valor: -10.5');
    // Select the whole text and type it again without the minus.
    await user.tripleClick(field());
    await user.keyboard('R$ 10,50');
    expect(field()).toHaveValue('R$\u00a010,50');
    expect(value()).toBe('Valor: 10.5');
  });
});
