import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { ThemeProvider, darken, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { theme } from '../../theme/theme';
import { RemainingCharacters } from './remaining-characters';

function Description({ max = 20, warnAt }: { max?: number; warnAt?: number }) {
  const [text, setText] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <TextField
        label="Descrição"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: max, 'aria-describedby': 'description-count' } }}
        helperText={
          <RemainingCharacters id="description-count" length={text.length} max={max} warnAt={warnAt} />
        }
      />
    </ThemeProvider>
  );
}

const counter = () => document.getElementById('description-count');

describe('RemainingCharacters', () => {
  it('counts as the user types and is read with the field', async () => {
    const user = userEvent.setup();
    render(<Description />);
    const field = screen.getByRole('textbox', { name: 'Descrição' });
    expect(field).toHaveAccessibleDescription('0 / 20');
    await user.type(field, 'Grupo comercial');
    expect(field).toHaveAccessibleDescription('15 / 20');
    await expectNoAxeViolations();
  });

  it('turns orange from three quarters and red at the limit, which the field does not pass', async () => {
    const user = userEvent.setup();
    render(<Description />);
    const field = screen.getByRole('textbox', { name: 'Descrição' });
    await user.type(field, 'a'.repeat(14));
    expect(counter()).toHaveAttribute('data-tone', 'normal');
    await user.type(field, 'a');
    expect(counter()).toHaveAttribute('data-tone', 'warning');
    const orange = darken(theme.palette.warning.main, 0.3);
    expect(counter()).toHaveStyle({ color: orange });
    // Small text: the orange must still read against white (WCAG AA 4.5:1).
    expect(getContrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    await user.type(field, 'a'.repeat(10));
    expect(counter()).toHaveTextContent('20 / 20');
    expect(counter()).toHaveAttribute('data-tone', 'error');
    expect(counter()).toHaveStyle({ color: theme.palette.error.main });
  });

  it('follows the thresholds of the ombudsman request (orange from 1500, red at 2000)', () => {
    render(<Description max={2000} warnAt={1500} />);
    const field = screen.getByRole('textbox', { name: 'Descrição' });
    fireEvent.change(field, { target: { value: 'a'.repeat(1499) } });
    expect(counter()).toHaveAttribute('data-tone', 'normal');
    fireEvent.change(field, { target: { value: 'a'.repeat(1500) } });
    expect(counter()).toHaveTextContent('1500 / 2000');
    expect(counter()).toHaveAttribute('data-tone', 'warning');
  });
});
