import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TimeField } from './time-field';

function Form({ min, max }: { min?: string; max?: string }) {
  const [time, setTime] = useState('');
  return <TimeField label="Início" value={time} onChange={setTime} min={min} max={max} />;
}

const field = () => screen.getByRole('textbox', { name: 'Início' });

describe('TimeField', () => {
  it('adds the colon as the time is typed and accepts a 24-hour time', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '1830');
    expect(field()).toHaveValue('18:30');
    await user.tab();
    expect(field()).not.toBeInvalid();
    await expectNoAxeViolations();
  });

  it.each(['24:00', '12:60', '9'])('says "Horário inválido." for %s on leaving', async (typed) => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), typed);
    await user.tab();
    expect(field()).toHaveAccessibleDescription('Horário inválido.');
  });

  it.each([
    ['06:59', 'O horário não pode ser menor que 07:00.'],
    ['21:01', 'O horário não pode ser maior que 21:00.'],
  ])('keeps %s within the bounds', async (typed, message) => {
    const user = userEvent.setup();
    render(<Form min="07:00" max="21:00" />);
    await user.type(field(), typed);
    await user.tab();
    expect(field()).toHaveAccessibleDescription(message);
  });
});
