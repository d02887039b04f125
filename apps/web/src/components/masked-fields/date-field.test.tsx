import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DateField, type DateFieldBounds } from './date-field';

function Form({ bounds }: { bounds?: DateFieldBounds }) {
  const [date, setDate] = useState('');
  return <DateField label="Data de nascimento" value={date} onChange={setDate} bounds={bounds} />;
}

const field = () => screen.getByRole('textbox', { name: 'Data de nascimento' });
// 10:00 on 15/03/2026 in Sao Paulo.
const NOW = new Date('2026-03-15T13:00:00Z');

describe('DateField', () => {
  it('adds the slashes as the date is typed, up to DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(field()).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await user.type(field(), '230');
    expect(field()).toHaveValue('23/0');
    await user.type(field(), '4198012');
    expect(field()).toHaveValue('23/04/1980');
    await user.tab();
    expect(field()).not.toBeInvalid();
    await expectNoAxeViolations();
  });

  it.each(['23/04', '31/02/2024', '00/01/2020'])('says "Data inválida." for %s on leaving', async (typed) => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), typed);
    await user.tab();
    expect(field()).toHaveAccessibleDescription('Data inválida.');
    // Said aloud: the focus has moved on to the next field.
    expect(screen.getByRole('alert')).toHaveTextContent('Data inválida.');
  });

  it.each([
    ['01/09/2025', 'O mês e ano não podem ser menores que 10/2025.'],
    ['01/04/2026', 'O mês e ano não podem ser maiores que o mês e ano atuais.'],
  ])('applies the single-date bounds to %s', async (typed, message) => {
    const user = userEvent.setup();
    render(<Form bounds={{ now: NOW }} />);
    await user.type(field(), typed);
    await user.tab();
    expect(field()).toHaveAccessibleDescription(message);
  });

  it('accepts a date inside the bounds', async () => {
    const user = userEvent.setup();
    render(<Form bounds={{ now: NOW }} />);
    await user.type(field(), '10/10/2025');
    await user.tab();
    expect(field()).not.toBeInvalid();
  });
});
