import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LoadingButton } from './loading-button';

describe('LoadingButton', () => {
  it('is an ordinary button until it is busy', async () => {
    const onClick = vi.fn();
    render(<LoadingButton onClick={onClick}>SALVAR</LoadingButton>);
    const button = screen.getByRole('button', { name: 'SALVAR' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy shows a spinner, is disabled and says so', async () => {
    const onClick = vi.fn();
    function Saving() {
      const [saving, setSaving] = useState(false);
      return (
        <LoadingButton
          variant="contained"
          loading={saving}
          onClick={() => {
            onClick();
            setSaving(true);
          }}
        >
          SALVAR
        </LoadingButton>
      );
    }
    // The second click is made on purpose on a button that ignores pointers.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Saving />);
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    const button = screen.getByRole('button', { name: 'SALVAR' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('SALVAR');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });
});
