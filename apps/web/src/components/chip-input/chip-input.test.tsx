import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ChipInput } from './chip-input';

function Emails({
  initial = [],
  onSubmit = () => {},
}: {
  initial?: string[];
  onSubmit?: (emails: string[]) => void;
}) {
  const [emails, setEmails] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(emails);
      }}
    >
      <ChipInput
        label="E-mails"
        value={emails}
        onChange={setEmails}
        isValid={(chip) => chip.includes('@')}
        helperText="Separe os e-mails por espaço, vírgula ou ponto e vírgula."
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

const chips = () => screen.queryAllByRole('button', { name: /^Remover / }).map((chip) => chip.textContent);

describe('ChipInput', () => {
  it('makes a chip at each space, comma or semicolon and keeps what is still being typed', async () => {
    const user = userEvent.setup();
    render(<Emails />);
    const input = screen.getByLabelText('E-mails');
    await user.type(input, 'ana@x.com bia@x.com,caio@x.com;davi');
    expect(chips()).toEqual(['ana@x.com', 'bia@x.com', 'caio@x.com']);
    expect(input).toHaveValue('davi');
    await expectNoAxeViolations();
  });

  it('drops repeated chips, e-mails in any case', async () => {
    const user = userEvent.setup();
    render(<Emails initial={['ana@x.com']} />);
    await user.type(screen.getByLabelText('E-mails'), 'ANA@x.com bia@x.com bia@x.com ');
    expect(chips()).toEqual(['ana@x.com', 'bia@x.com']);
  });

  it('turns a pasted list into chips at once', async () => {
    const user = userEvent.setup();
    render(<Emails />);
    await user.click(screen.getByLabelText('E-mails'));
    await user.paste('ana@x.com;bia@x.com\ncaio@x.com, ana@x.com');
    expect(chips()).toEqual(['ana@x.com', 'bia@x.com', 'caio@x.com']);
    expect(screen.getByLabelText('E-mails')).toHaveValue('');
  });

  it('makes a chip with Enter without submitting the form, which Enter then submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Emails onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-mails'), 'ana@x.com{Enter}');
    expect(chips()).toEqual(['ana@x.com']);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(['ana@x.com']);
  });

  it('keeps what was typed when the field is left', async () => {
    const user = userEvent.setup();
    render(<Emails />);
    await user.type(screen.getByLabelText('E-mails'), 'ana@x.com');
    await user.tab();
    expect(chips()).toEqual(['ana@x.com']);
  });

  it('removes the last chip with Backspace in the empty field, and any chip from its button', async () => {
    const user = userEvent.setup();
    render(<Emails initial={['ana@x.com', 'bia@x.com', 'caio@x.com']} />);
    await user.click(screen.getByLabelText('E-mails'));
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['ana@x.com', 'bia@x.com']);
    await user.click(screen.getByRole('button', { name: 'Remover ana@x.com' }));
    expect(chips()).toEqual(['bia@x.com']);
    screen.getByRole('button', { name: 'Remover bia@x.com' }).focus();
    await user.keyboard('{Delete}');
    expect(chips()).toEqual([]);
  });

  it('marks the chips that are not valid', async () => {
    const user = userEvent.setup();
    render(<Emails />);
    await user.type(screen.getByLabelText('E-mails'), 'ana@x.com ana ');
    expect(screen.getByRole('button', { name: 'Remover ana' })).toHaveClass('MuiChip-colorError');
    expect(screen.getByRole('button', { name: 'Remover ana@x.com' })).not.toHaveClass('MuiChip-colorError');
  });
});
