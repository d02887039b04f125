import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnProfile, SessionUser } from '@painel/contracts';
import { REVERSE_PERMISSIONS, baseProfilePermissions } from '@painel/domain';
import { json, maria, stubApi, unauthenticated, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { expectNoAxeViolations } from '../../test/axe';

const page = '/gestao-da-conta/editar/perfil';
const changeKey = 'PUT /api/customers/users/profile/password';
const codeKey = 'POST /api/mfa/code';

const profile: OwnProfile = {
  name: 'Maria Souza',
  email: maria.email,
  cpf: '11144477735',
  birthdate: '10/05/1985',
  mobile: '11987654321',
  phone: null,
  groupName: 'Comercial',
  profileName: 'Administrador',
  mobileLocked: true,
  securityQuestion: null,
};
const totpChallenge = {
  mfa: { type: 'TOTP', subject: 'Aplicativo autenticador', maxRemainingTime: 17 },
  token: 'password-challenge',
};

/** Maria with a second factor: the change answers a challenge, '123456' is the right code. */
function renderPage(
  user: SessionUser = maria,
  overrides: Partial<Record<string, Handler>> = {},
  path = page,
) {
  let signedIn = true;
  const calls = stubApi({
    'GET /api/oauth2/session': () => (signedIn ? json(200, user) : unauthenticated()),
    'GET /api/customers/users/profile': () => json(200, profile),
    'GET /api/users/profile': () =>
      json(200, {
        ...profile,
        name: user.name,
        groupName: 'Suporte',
        profileName: 'Administrativo',
        mobileLocked: false,
      }),
    [changeKey]: () => json(200, totpChallenge),
    [codeKey]: ({ init }) => {
      const { code } = JSON.parse(String(init.body)) as { code: string };
      if (code !== '123456') {
        return json(422, {
          code: 'MFA_CODE_INVALID',
          message: 'Código inválido. Você ainda tem 2 tentativas.',
          errors: [{ key: 'attempts', errorMsg: 'Código inválido. Você ainda tem 2 tentativas.' }],
        });
      }
      signedIn = false;
      return json(200, { message: 'Sua senha foi alterada com sucesso!' });
    },
    ...overrides,
  });
  return { ...renderApp(path), calls };
}

afterEach(() => {
  document.documentElement.dataset.environment = 'portal';
});

/** The page once its data is in (the form is drawn anew with it). */
async function loaded() {
  await screen.findByDisplayValue('Comercial');
  return screen.getByRole('button', { name: 'ALTERAR SENHA' });
}

async function askForChange(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await loaded());
  const dialog = await screen.findByRole('dialog', { name: 'Troca de senha' });
  await user.type(within(dialog).getByLabelText('Senha atual'), 'Atual#2024x');
  await user.type(within(dialog).getByLabelText('Nova Senha'), 'Xy7#kLm2qRz!');
  await user.type(within(dialog).getByLabelText('Confirmar nova senha'), 'Xy7#kLm2qRz!');
  await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
}

describe('Perfil: ALTERAR SENHA', { timeout: 30_000 }, () => {
  it("opens 'Troca de senha' with the logout warning", async () => {
    const { user } = renderPage();
    await user.click(await loaded());
    const dialog = await screen.findByRole('dialog', { name: 'Troca de senha' });
    expect(within(dialog).getByText(/você será desconectado/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Senha atual')).toHaveFocus();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the same initials as the top bar and marks the fixed fields read-only', async () => {
    const ana = { ...maria, name: 'Ana Administradora Souza' };
    renderPage(ana, { 'GET /api/customers/users/profile': () => json(200, { ...profile, name: ana.name }) });
    await loaded();
    // The top bar's avatar and the profile card's, from one function: 'AS', never 'AA'.
    await waitFor(() => expect(screen.getAllByText('AS')).toHaveLength(2));
    expect(screen.queryByText('AA')).not.toBeInTheDocument();
    for (const name of ['Grupo', 'E-mail', 'CPF']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveAttribute('readonly');
      // The theme draws a read-only field filled and dotted (MuiInputBase-readOnly), not as an editable one.
      expect(field.closest('.MuiInputBase-root')).toHaveClass('MuiInputBase-readOnly');
    }
  });

  it('is hidden from a user holding the reverse permission', async () => {
    renderPage({
      ...maria,
      permissions: [...maria.permissions, REVERSE_PERMISSIONS.ownPasswordChangeDenied],
    });
    expect(await screen.findByRole('button', { name: 'SALVAR' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ALTERAR SENHA' })).not.toBeInTheDocument();
  });

  it("with a second factor, verifies the code in 'Validação autenticação por dois fatores', then signs out with the message", async () => {
    const { calls, router, user } = renderPage();
    await askForChange(user);

    const mfaDialog = await screen.findByRole('dialog', { name: 'Validação autenticação por dois fatores' });
    expect(screen.queryByRole('dialog', { name: 'Troca de senha' })).not.toBeInTheDocument();
    const code = await within(mfaDialog).findByLabelText('Código de verificação');
    expect(within(mfaDialog).getByText(/Para concluir a troca de senha/)).toBeInTheDocument();
    expect(within(mfaDialog).getByText('Aplicativo autenticador')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.type(code, '000000');
    await user.click(within(mfaDialog).getByRole('button', { name: 'CONFIRMAR' }));
    expect(
      await within(mfaDialog).findByText('Código inválido. Você ainda tem 2 tentativas.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(page);

    await user.type(within(mfaDialog).getByLabelText('Código de verificação'), '123456');
    await user.click(within(mfaDialog).getByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText('Sua senha foi alterada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const codeCalls = calls.filter((call) => call.key === codeKey);
    expect(codeCalls.map((call) => new Headers(call.init.headers).get('authorization'))).toEqual([
      'Bearer password-challenge',
      'Bearer password-challenge',
    ]);
  });

  it('VOLTAR leaves the code for the password form, as typed', async () => {
    const { user } = renderPage();
    await askForChange(user);
    const mfaDialog = await screen.findByRole('dialog', { name: 'Validação autenticação por dois fatores' });
    await user.click(await within(mfaDialog).findByRole('button', { name: 'VOLTAR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Troca de senha' });
    expect(within(dialog).getByLabelText('Nova Senha')).toHaveValue('Xy7#kLm2qRz!');
  });

  it("is the back office's 'Meu perfil', from its own profile call", async () => {
    document.documentElement.dataset.environment = 'backoffice';
    const staff: SessionUser = {
      ...maria,
      name: 'Sofia Suporte Andrade',
      profile: {
        id: 5,
        name: 'Administrativo',
        isCustomProfile: false,
        base: { id: 5, name: 'Administrativo' },
      },
      company: { ...maria.company, id: 1 },
      permissions: [...baseProfilePermissions(5)],
      systemId: 2,
    };
    const { calls } = renderPage(
      staff,
      {
        'PUT /api/users/profile/password': () =>
          json(200, { message: 'Sua senha foi alterada com sucesso!' }),
      },
      '/backoffice/meu-perfil',
    );
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Suporte')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ALTERAR SENHA' })).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'GET /api/users/profile')).toBe(true);
    await expectNoAxeViolations();
  });
});
