import { act, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_MS, TOP_BAR_HEIGHT_PX } from '@painel/domain';
import { useToast, useToastsBelowTopBar, type Toaster } from './toast-context';
import { ToastProvider } from './toast-provider';
import { showInviteResults } from './invite-results';

function renderToaster(): Toaster {
  let toaster: Toaster | null = null;
  function Capture() {
    toaster = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  if (!toaster) throw new Error('no toaster');
  return toaster;
}

describe('toasts', () => {
  // On the login page (no top bar) a toast at the top bar's height covered the logo.
  it('sit at the top of a page without a top bar, and below the shell’s top bar', () => {
    const toast = renderToaster();
    act(() => toast.error('Falhou.'));
    expect(screen.getByTestId('toasts')).toHaveStyle({ top: '8px' });
    function Shell() {
      useToastsBelowTopBar();
      return null;
    }
    let toaster: Toaster | null = null;
    function Capture() {
      toaster = useToast();
      return null;
    }
    render(
      <ToastProvider>
        <Shell />
        <Capture />
      </ToastProvider>,
    );
    act(() => toaster?.error('Falhou de novo.'));
    expect(screen.getAllByTestId('toasts')[1]).toHaveStyle({ top: `${TOP_BAR_HEIGHT_PX + 8}px` });
  });

  it('puts each line of a message on its own line', () => {
    const toast = renderToaster();
    act(() => toast.error(['Primeira linha.', 'Segunda linha.']));
    const lines = within(screen.getByRole('alert')).getAllByText(/linha/);
    expect(lines.map((line) => line.textContent)).toEqual(['Primeira linha.', 'Segunda linha.']);
    expect(lines[0]).not.toBe(lines[1]);
    expect(lines.every((line) => line.tagName === 'SPAN' && getComputedStyle(line).display === 'block')).toBe(
      true,
    );
  });

  it('announces errors as alerts and the rest as status', () => {
    const toast = renderToaster();
    act(() => {
      toast.success('Salvo.');
      toast.error('Falhou.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Salvo.');
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou.');
  });

  it('dismisses only the error toasts when asked', async () => {
    const toast = renderToaster();
    act(() => {
      toast.info('Aviso.');
      toast.error('Falhou.');
    });
    act(() => toast.dismissErrors());
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'));
    expect(screen.getByRole('status')).toHaveTextContent('Aviso.');
  });

  it('keeps at most three, dropping the oldest', () => {
    const toast = renderToaster();
    act(() => ['Um.', 'Dois.', 'Três.', 'Quatro.'].forEach((text) => toast.info(text)));
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual([
      'Dois.',
      'Três.',
      'Quatro.',
    ]);
  });

  it.each([
    ['error', TOAST_MS.error],
    ['success', TOAST_MS.default],
    ['info', TOAST_MS.info],
  ] as const)('hides a %s toast after %i ms', (variant, duration) => {
    vi.useFakeTimers();
    const toast = renderToaster();
    act(() => toast[variant]('Mensagem.'));

    act(() => vi.advanceTimersByTime(duration - 1));
    expect(screen.getByText('Mensagem.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runOnlyPendingTimers()); // the exit transition
    expect(screen.queryByText('Mensagem.')).not.toBeInTheDocument();
  });

  it('honours a given duration', () => {
    vi.useFakeTimers();
    const toast = renderToaster();
    act(() => toast.success('Até logo.', { durationMs: TOAST_MS.sessionEnd }));
    act(() => vi.advanceTimersByTime(TOAST_MS.sessionEnd - 1));
    expect(screen.getByText('Até logo.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByText('Até logo.')).not.toBeInTheDocument();
  });

  it("keeps an invitation's answer 6 seconds, a second longer than other success toasts", () => {
    vi.useFakeTimers();
    const toast = renderToaster();
    act(() =>
      showInviteResults(toast, {
        message: 'Convite(s) processado(s).',
        results: [{ email: 'novo@empresa.example', profileId: 3, outcome: 'sent' }],
      }),
    );
    expect(screen.getByText('novo@empresa.example: Convite enviado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText('novo@empresa.example: Convite enviado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByText('novo@empresa.example: Convite enviado')).not.toBeInTheDocument();
  });
});
