import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { decodeNewPassword, decodeOldPassword } from '@painel/contracts';
import { json, maria, stubApi, unauthenticated, type Handler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe';
import { startTestClock } from '../../../test/test-clock';

const page = '/gestao-da-conta/privacidade-e-seguranca';
const changeKey = 'PUT /api/customers/users/profile/password';

/** Maria is signed in until her password changes; then every session of hers has ended. */
function renderPage(overrides: Partial<Record<string, Handler>> = {}) {
  let signedIn = true;
  const calls = stubApi({
    'GET /api/oauth2/session': () => (signedIn ? json(200, maria) : unauthenticated()),
    [changeKey]: () => {
      signedIn = false;
      return json(200, { message: 'Sua senha foi alterada com sucesso!' });
    },
    ...overrides,
  });
  return { ...renderApp(page), calls };
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'ALTERAR SENHA' }));
  return screen.findByRole('dialog', { name: 'Troca de senha' });
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('Senha atual'), current);
  if (next) await user.type(screen.getByLabelText('Nova Senha'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirmar nova senha'), confirm);
  await user.click(screen.getByRole('button', { name: 'CONFIRMAR' }));
}

describe('Privacidade e Segurança', () => {
  it('uses the column of every other account page, the breadcrumbs’', async () => {
    renderPage();
    const title = await screen.findByRole('heading', { level: 1, name: 'Privacidade e Segurança' });
    const column = (element: Element | null | undefined) =>
      [...(element?.closest('.MuiContainer-root')?.classList ?? [])].find((name) =>
        name.startsWith('MuiContainer-maxWidth'),
      );
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    expect(column(title)).toBe('MuiContainer-maxWidthLg');
    expect(column(trail)).toBe(column(title));
  });

  it('shows the title with a password card and the second-factor card', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacidade e Segurança' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Senha' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Autenticação por dois fatores' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('opens Troca de senha with its fields, the logout warning and focus in the first field', async () => {
    const { user } = renderPage();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/você será desconectado/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Senha atual')).toHaveFocus();
    expect(within(dialog).getByLabelText('Nova Senha')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirmar nova senha')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'ALTERAR SENHA' })).toHaveFocus();
  });

  it('asks for the three fields', async () => {
    const { user, calls } = renderPage();
    await openDialog(user);
    await fill(user, '', '', '');

    expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription('Senha atual é obrigatória.');
    expect(screen.getByLabelText('Nova Senha')).toHaveAccessibleDescription(
      expect.stringContaining('Nova senha é obrigatória.'),
    );
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'A confirmação da senha é obrigatória.',
    );
    expect(calls.map((call) => call.key)).not.toContain(changeKey);
    await expectNoAxeViolations();
  });

  it('refuses a new password outside the rules, or with the company’s name', async () => {
    const { user } = renderPage();
    await openDialog(user);
    await fill(user, 'Atual#2024x', 'Exemplo#2024x', 'Exemplo#2024x');

    expect(screen.getAllByText('A senha informada não atende os requisitos necessários.')).toHaveLength(2);
  });

  it('refuses a new password equal to the current one', async () => {
    const { user } = renderPage();
    await openDialog(user);
    await fill(user, 'Xy7#kLm2qRz!', 'Xy7#kLm2qRz!', 'Xy7#kLm2qRz!');
    expect(screen.getByText('A nova senha deve ser diferente em relação à senha atual.')).toBeInTheDocument();
  });

  it('refuses a confirmation that does not match', async () => {
    const { user } = renderPage();
    await openDialog(user);
    await fill(user, 'Atual#2024x', 'Xy7#kLm2qRz!', 'Xy7#kLm2qRz?');
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'As senhas informadas não são correspondentes.',
    );
  });

  it('shows a wrong current password under its field', async () => {
    const { user } = renderPage({
      [changeKey]: () =>
        json(400, { code: 'CURRENT_PASSWORD_INVALID', message: 'A senha atual está incorreta.' }),
    });
    await openDialog(user);
    await fill(user, 'Errada#2024x', 'Xy7#kLm2qRz!', 'Xy7#kLm2qRz!');
    await waitFor(() =>
      expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(
        'A senha atual está incorreta.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the encoded change, then signs out to the login with the message', async () => {
    const user = startTestClock();
    const { calls, router } = renderPage();
    await openDialog(user);
    window.localStorage.setItem('painel:qualquer', 'x');
    await fill(user, 'Atual#2024x', 'Xy7#kLm2qRz!', 'Xy7#kLm2qRz!');

    expect(await screen.findByText('Sua senha foi alterada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(window.localStorage.getItem('painel:qualquer')).toBeNull();
    // Signed out on purpose: no 'session ended' notice follows on the login page.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText(/Sua sessão expirou/)).not.toBeInTheDocument();

    const body = JSON.parse(String(calls.find((call) => call.key === changeKey)?.init.body)) as {
      oldPassword: string;
      newPassword: string;
    };
    expect(decodeOldPassword(body.oldPassword)).toEqual({ password: 'Atual#2024x', email: maria.email });
    expect(decodeNewPassword(body.newPassword)).toEqual({ password: 'Xy7#kLm2qRz!', matches: true });
  });
});
