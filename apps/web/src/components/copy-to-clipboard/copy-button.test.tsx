import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('invites to copy, copies the text and says "Copiado"', async () => {
    const user = userEvent.setup();
    render(
      <p>
        ana@empresa.com.br <CopyButton text="ana@empresa.com.br" label="e-mail" />
      </p>,
    );
    const button = screen.getByRole('button', { name: 'Clique para copiar: e-mail' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Clique para copiar');
    await expectNoAxeViolations();

    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('ana@empresa.com.br');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copiado');
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
  });

  it('invites again the next time, after the tooltip has gone', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="123" />);
    const button = screen.getByRole('button', { name: 'Clique para copiar' });
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copiado');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Clique para copiar');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(
      new DOMException('negado', 'NotAllowedError'),
    );
    render(<CopyButton text="123" />);
    await user.click(screen.getByRole('button', { name: 'Clique para copiar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Não foi possível copiar.');
  });
});
