import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PhoneType } from '@painel/domain';
import { expectNoAxeViolations } from '../../test/axe';
import { PhoneField } from './phone-field';

function Form({ type, invalidMessage }: { type?: PhoneType; invalidMessage?: string }) {
  const [phone, setPhone] = useState('');
  return (
    <>
      <PhoneField
        label="Telefone"
        value={phone}
        onChange={setPhone}
        type={type}
        invalidMessage={invalidMessage}
      />
      <p>Valor: {phone}</p>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Telefone' });

describe('PhoneField', () => {
  it.each([
    ['a landline', '1133334444', '(11) 3333-4444'],
    ['a mobile', '11987654321', '(11) 98765-4321'],
    ['a 0800 number', '08007771234', '0800 777 1234'],
    ['no more than 11 digits', '119876543219', '(11) 98765-4321'],
  ])('masks %s as it is typed', async (_what, typed, shown) => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), typed);
    expect(field()).toHaveValue(shown);
  });

  it('keeps the digits as the value and accepts a good number on leaving', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '(11) 98765-4321');
    await user.tab();
    expect(screen.getByText('Valor: 11987654321')).toBeInTheDocument();
    expect(field()).not.toBeInvalid();
    await expectNoAxeViolations();
  });

  it.each<[PhoneType | undefined, string, string | undefined, string]>([
    ['any', '1198765432', undefined, 'Informe um telefone válido.'],
    ['any', '2033334444', undefined, 'Informe um telefone válido.'],
    ['mobile', '1133334444', 'Informe um celular válido.', 'Informe um celular válido.'],
    ['landline', '11987654321', 'Informe um telefone fixo válido.', 'Informe um telefone fixo válido.'],
  ])('as %s refuses %s on leaving', async (type, typed, invalidMessage, message) => {
    const user = userEvent.setup();
    render(<Form type={type} invalidMessage={invalidMessage} />);
    await user.type(field(), typed);
    await user.tab();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(message);
  });
});
