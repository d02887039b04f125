import { ombudsmanMessages } from '@painel/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, stubApi, type Handler } from '../../../test/fake-api';
import { OmbudsmanButton } from './ombudsman-button';

const sendKey = 'POST /api/ouvidoria';
const REQUIRED = 'Campo obrigatório.';
const DIGITS = ombudsmanMessages.ticketAllDigits;
const NOT_REAL = ombudsmanMessages.ticketNotReal;
const TICKET_HINT = 'Obrigatório para reclamações: os 8 dígitos do protocolo (ex.: 00012345).';
const SUCCESS =
  'Sua solicitação foi enviada e será analisada pelo departamento responsável. Em breve entraremos em contato.';
const FAILURE =
  'Não foi possível registrar sua solicitação devido a um erro técnico. Tente novamente mais tarde e, se o problema persistir, entre em contato com o suporte.';

const sent = () => json(200, { statusCode: 200, message: SUCCESS });

function renderButton(handler: Handler = sent) {
  const calls = stubApi({ [sendKey]: handler });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <OmbudsmanButton />
    </AppProviders>,
  );
  return { calls, user };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Ouvidoria Assertiva' }));
  return screen.findByRole('dialog', { name: 'Ouvidoria Assertiva' });
}

/** The error toast: outside the dialog, so hidden from the accessibility tree while the modal is open. */
const toastOutside = (dialog: HTMLElement) =>
  screen.queryAllByRole('alert', { hidden: true }).find((element) => !dialog.contains(element));
const phone = () => screen.getByRole('textbox', { name: /Telefone/ });
const ticket = () => screen.getByRole('textbox', { name: /Número do protocolo/ });
const request = () => screen.getByRole('textbox', { name: /Solicitação/ });
const reasonGroup = () => screen.getByRole('radiogroup', { name: 'Tipo de solicitação' });

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  reason = 'Reclamação',
  ticketNumber = '00012345',
) {
  await user.type(phone(), '11987654321');
  await user.click(screen.getByRole('radio', { name: reason }));
  if (ticketNumber) await user.type(ticket(), ticketNumber);
  await user.type(request(), 'Fui mal atendido.');
}

describe('Ouvidoria Assertiva', () => {
  it('opens from the top bar with its four fields and both buttons', async () => {
    const { user } = renderButton();
    const dialog = await openDialog(user);
    expect(phone()).toHaveFocus();
    expect(ticket()).toBeInTheDocument();
    expect(
      within(reasonGroup())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Denúncia', 'Elogio', 'Reclamação', 'Sugestão']);
    expect(request()).toHaveAccessibleDescription('0 / 2000');
    expect(within(dialog).getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CANCELAR' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('is not in the back office', () => {
    document.documentElement.dataset.environment = 'backoffice';
    renderButton();
    expect(screen.queryByRole('button', { name: 'Ouvidoria Assertiva' })).not.toBeInTheDocument();
  });

  it('masks the phone as it is typed and judges it on every change', async () => {
    const { user } = renderButton();
    await openDialog(user);
    await user.type(phone(), '119');
    expect(phone()).toHaveValue('(11) 9');
    expect(phone()).toHaveAccessibleDescription('Informe um telefone válido.');
    await user.type(phone(), '87654321');
    expect(phone()).toHaveValue('(11) 98765-4321');
    expect(phone()).not.toHaveAccessibleDescription();
    await user.clear(phone());
    expect(phone()).toHaveAccessibleDescription(REQUIRED);
  });

  it('asks for phone, type and request on send, and sends nothing', async () => {
    const { user, calls } = renderButton();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }));
    expect(phone()).toHaveAccessibleDescription(REQUIRED);
    expect(reasonGroup()).toHaveAccessibleDescription(REQUIRED);
    expect(request()).toHaveAccessibleDescription(`${REQUIRED} 0 / 2000`);
    expect(ticket()).toHaveAccessibleDescription(TICKET_HINT);
    expect(calls).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('makes the ticket required as soon as Reclamação is chosen', async () => {
    const { user } = renderButton();
    await openDialog(user);
    expect(ticket()).not.toBeRequired();
    await user.click(screen.getByRole('radio', { name: 'Reclamação' }));
    expect(ticket()).toBeRequired();
    expect(ticket()).toHaveAccessibleDescription(REQUIRED);
    await user.click(screen.getByRole('radio', { name: 'Elogio' }));
    expect(ticket()).toHaveAccessibleDescription(TICKET_HINT);
  });

  // The ticket rule: digits only, at most 8; all 8 for Reclamação; no repetition or sequence.
  it.each<[string, string, string, string | null]>([
    ['00012345', 'Reclamação', '00012345', null],
    ['', 'Reclamação', '', REQUIRED],
    ['0001234', 'Reclamação', '0001234', DIGITS],
    ['11111111', 'Reclamação', '11111111', NOT_REAL],
    ['12345678', 'Reclamação', '12345678', NOT_REAL],
    ['87654321', 'Sugestão', '87654321', NOT_REAL],
    ['', 'Elogio', '', null],
    ['4521', 'Denúncia', '4521', null],
    ['0001-2345a9', 'Sugestão', '00012345', null],
  ])('ticket %j with %s keeps %j and reads %j', async (typed, reason, kept, message) => {
    const { user, calls } = renderButton();
    await openDialog(user);
    await fillValid(user, reason, typed);
    expect(ticket()).toHaveValue(kept);
    await user.click(screen.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }));
    if (message) {
      expect(ticket()).toHaveAccessibleDescription(message);
      expect(calls).toHaveLength(0);
    } else {
      await waitFor(() => expect(calls.map((call) => call.key)).toEqual([sendKey]));
    }
  });

  it('counts the request: orange from 1500, red at 2000, and no further', async () => {
    const { user } = renderButton();
    await openDialog(user);
    const counter = () => screen.getByText(/ \/ 2000$/);
    await user.click(request());
    await user.paste('a'.repeat(1499));
    expect(counter()).toHaveTextContent('1499 / 2000');
    expect(counter()).toHaveAttribute('data-tone', 'normal');
    const colour = () => getComputedStyle(counter()).color;
    const neutral = colour();
    await user.paste('a');
    expect(counter()).toHaveTextContent('1500 / 2000');
    expect(counter()).toHaveAttribute('data-tone', 'warning');
    const orange = colour();
    expect(orange).not.toBe(neutral);
    await user.paste('a'.repeat(600));
    expect(request()).toHaveValue('a'.repeat(2000));
    expect(counter()).toHaveTextContent('2000 / 2000');
    expect(counter()).toHaveAttribute('data-tone', 'error');
    expect(colour()).toBe('rgb(211, 47, 47)');
  });

  it('counts an emoji as the one character the user sees, up to 2000 of them', async () => {
    const { user } = renderButton();
    await openDialog(user);
    const counter = () => screen.getByText(/ \/ 2000$/);
    await user.click(request());
    await user.paste('Ótimo 👍🏽');
    expect(counter()).toHaveTextContent('7 / 2000');
    await user.paste('😀'.repeat(2000));
    expect(counter()).toHaveTextContent('2000 / 2000');
    expect(request()).toHaveValue(`Ótimo 👍🏽${'😀'.repeat(1993)}`);
  });

  it('sends the request, shows the success text and offers FECHAR; the form empties 1 s after closing', async () => {
    const { user, calls } = renderButton();
    const dialog = await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }));

    expect(await within(dialog).findByText(SUCCESS)).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      phone: '11987654321',
      ticket: '00012345',
      reason: 3,
      request: 'Fui mal atendido.',
    });
    expect(within(dialog).queryByRole('button', { name: 'ENVIAR SOLICITAÇÃO' })).not.toBeInTheDocument();
    await expectNoAxeViolations();

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'FECHAR' }));
    act(() => vi.advanceTimersByTime(999));
    // Opened again before the second is up: still the same, sent request.
    fireEvent.click(screen.getByRole('button', { name: 'Ouvidoria Assertiva' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(SUCCESS);

    fireEvent.click(screen.getByRole('button', { name: 'FECHAR' }));
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.runOnlyPendingTimers()); // the exit transition
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvidoria Assertiva' }));
    expect(phone()).toHaveValue('');
    expect(request()).toHaveValue('');
    expect(within(reasonGroup()).getByRole('radio', { name: 'Reclamação' })).not.toBeChecked();
  });

  it('cancelling keeps what was typed for a second, then empties the form', async () => {
    const { user } = renderButton();
    await openDialog(user);
    await user.type(phone(), '1198');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'CANCELAR' }));
    act(() => vi.advanceTimersByTime(999));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvidoria Assertiva' }));
    expect(phone()).toHaveValue('(11) 98');
    fireEvent.click(screen.getByRole('button', { name: 'CANCELAR' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvidoria Assertiva' }));
    expect(phone()).toHaveValue('');
  });

  it('shows the failure as an error toast for 8 s and keeps the form', async () => {
    const { user } = renderButton(() => json(502, { code: 'OMBUDSMAN_NOT_SENT', message: 'Falhou.' }));
    const dialog = await openDialog(user);
    await fillValid(user);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }));
    await act(() => vi.advanceTimersByTimeAsync(10));

    expect(toastOutside(dialog)).toHaveTextContent(FAILURE);
    // Said inside the dialog too: the modal hides the toast from screen readers.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(FAILURE);
    expect(phone()).toHaveValue('(11) 98765-4321');
    act(() => vi.advanceTimersByTime(8000 - 11));
    expect(toastOutside(dialog)).toHaveTextContent(FAILURE);
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runOnlyPendingTimers());
    expect(toastOutside(dialog)).toBeUndefined();
  });

  it('treats a success without statusCode 200 as a failure', async () => {
    const { user } = renderButton(() => json(200, { statusCode: 500, message: 'Erro' }));
    const dialog = await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR SOLICITAÇÃO' }));
    expect(await within(dialog).findByText(FAILURE)).toBeInTheDocument();
    expect(toastOutside(dialog)).toHaveTextContent(FAILURE);
    expect(within(dialog).queryByText(SUCCESS)).not.toBeInTheDocument();
  });
});
