import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, maria, stubApi, type Handler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe';

const page = '/gestao-da-conta/privacidade-e-seguranca';
const enrolKey = 'POST /api/mfa';
const confirmKey = 'POST /api/mfa/confirmacao';

const enrolling = {
  ...maria,
  permissions: [...maria.permissions, 'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:MFA:CADASTRAR:USUARIO'],
};
const qrCode = 'data:image/png;base64,iVBORw0KGgo=';

function renderCard(user: object = enrolling, overrides: Partial<Record<string, Handler>> = {}) {
  const calls = stubApi({
    'GET /api/oauth2/session': () => json(200, user),
    [enrolKey]: ({ init }) => {
      const body = JSON.parse(String(init.body)) as { type: string };
      return body.type === 'TOTP'
        ? json(200, {
            type: 'TOTP',
            subject: 'Aplicativo autenticador',
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            otpauthUrl: 'otpauth://totp/Painel:maria',
            qrCode,
            maxRemainingTime: 12,
          })
        : json(200, { type: 'SMS', subject: '(11) *****-4321', maxRemainingTime: 60 });
    },
    [confirmKey]: ({ init }) => {
      const body = JSON.parse(String(init.body)) as { code: string };
      return body.code === '123456'
        ? json(200, {
            message: 'Autenticação por dois fatores cadastrada com sucesso!',
            mfa: { status: 'ATIVO', type: 'TOTP' },
          })
        : json(422, {
            code: 'MFA_CODE_INVALID',
            message: 'Código inválido.',
            errors: [
              {
                key: 'attempts',
                errorMsg: 'Código inválido. Você ainda tem 2 tentativas antes do bloqueio do acesso.',
              },
            ],
          });
    },
    ...overrides,
  });
  return { ...renderApp(page), calls };
}

async function card() {
  return screen.findByRole('region', { name: 'Autenticação por dois fatores' });
}

describe('second-factor enrolment', () => {
  it('enrols an authenticator: QR code, manual key, then the first code', async () => {
    const { user, calls } = renderCard();
    const region = await card();
    expect(within(region).getByRole('radio', { name: /Aplicativo autenticador/ })).toBeChecked();
    await user.click(within(region).getByRole('button', { name: 'CADASTRAR' }));

    expect(await within(region).findByRole('img', { name: /QR Code/ })).toHaveAttribute('src', qrCode);
    expect(within(region).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Clique para copiar' })).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(JSON.parse(String(calls.find((call) => call.key === enrolKey)?.init.body))).toEqual({
      type: 'TOTP',
      origin: 'PAINEL',
    });

    const code = within(region).getByLabelText('Código de verificação');
    const confirm = within(region).getByRole('button', { name: 'CONFIRMAR' });
    expect(confirm).toBeDisabled();
    await user.type(code, '000000');
    await user.click(confirm);
    expect(
      await within(region).findByText(
        'Código inválido. Você ainda tem 2 tentativas antes do bloqueio do acesso.',
      ),
    ).toBeInTheDocument();
    expect(code).toHaveValue('');

    await user.type(code, '123456{Enter}');
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Método cadastrado: Aplicativo autenticador',
    );
    expect(within(region).getByText('Situação: Ativo')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'CADASTRAR NOVAMENTE' })).toBeInTheDocument();
  });

  it('shows a refused field under the first code (VALIDATION_FAILED)', async () => {
    const { user } = renderCard(enrolling, {
      [confirmKey]: () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
          fields: [{ path: 'body.code', message: 'O código deve ter 6 dígitos.' }],
        }),
    });
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'CADASTRAR' }));
    const code = await within(region).findByLabelText('Código de verificação');
    await user.type(code, '123456{Enter}');
    expect(await within(region).findByRole('alert')).toHaveTextContent('O código deve ter 6 dígitos.');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('O código deve ter 6 dígitos.'));
    expect(within(region).getByRole('button', { name: 'CANCELAR' })).toBeInTheDocument();
  });

  it('asks before leaving with a phone typed', async () => {
    const { user, router } = renderCard();
    const region = await card();
    await user.click(within(region).getByRole('radio', { name: /SMS/ }));
    await user.type(within(region).getByLabelText('Celular'), '11987654321');
    void router.navigate('/inicio');
    expect(await screen.findByRole('dialog', { name: 'Atenção' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONTINUAR EDITANDO' }));
    expect(router.state.location.pathname).toBe(page);
    expect(within(region).getByLabelText('Celular')).toHaveValue('(11) 98765-4321');
  });

  it('enrols a phone for SMS, asking for a valid mobile first', async () => {
    const { user, calls } = renderCard();
    const region = await card();
    await user.click(within(region).getByRole('radio', { name: /SMS/ }));
    const phone = within(region).getByLabelText('Celular');
    await user.click(within(region).getByRole('button', { name: 'CADASTRAR' }));
    expect(phone).toHaveAccessibleDescription('Informe um celular válido.');
    await expectNoAxeViolations();

    await user.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
    await user.click(within(region).getByRole('button', { name: 'CADASTRAR' }));

    expect(
      await within(region).findByText('Enviamos um código de 6 dígitos por SMS para (11) *****-4321.'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Você poderá reenviar o SMS em 60 segundos.')).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.key === enrolKey)?.init.body))).toEqual({
      type: 'SMS',
      origin: 'PAINEL',
      phone: '11987654321',
    });

    await user.click(within(region).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'CADASTRAR' })).toBeInTheDocument(),
    );
  });

  it('shows the status the session tells: pending when the company requires MFA and it is not active', async () => {
    renderCard({
      ...maria,
      company: { ...maria.company, mfa: true },
      mfa: { status: 'pending', type: null },
      blockedState: 'mfaPending',
    });
    const region = await card();
    expect(within(region).getByText('Situação: Pendente')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'CADASTRAR' })).toBeInTheDocument();
  });

  it('shows an active second factor even where the company does not require one', async () => {
    renderCard({ ...maria, mfa: { status: 'active', type: 'TOTP' } });
    const region = await card();
    expect(within(region).getByText('Situação: Ativo')).toBeInTheDocument();
  });

  it('only describes the second factor to a user who may not enrol', async () => {
    renderCard(maria);
    const region = await card();
    expect(within(region).queryByRole('button', { name: 'CADASTRAR' })).not.toBeInTheDocument();
  });

  describe('replacing an active factor', () => {
    const active = { ...enrolling, mfa: { status: 'active', type: 'TOTP' } };
    const reauthKey = 'POST /api/mfa/reautenticacao';
    const codeKey = 'POST /api/mfa/code';

    it('asks for the current password, then the current code, and only then starts the new enrolment', async () => {
      const { user, calls } = renderCard(active, {
        [reauthKey]: ({ init }) => {
          const { password } = JSON.parse(String(init.body)) as { password: string };
          return password === 'Senha#Atual1'
            ? json(200, {
                mfa: { type: 'TOTP', subject: 'Aplicativo autenticador', maxRemainingTime: 20 },
                token: 'prova',
              })
            : json(400, { code: 'CURRENT_PASSWORD_INVALID', message: 'A senha atual está incorreta.' });
        },
        [codeKey]: ({ init }) => {
          const { code } = JSON.parse(String(init.body)) as { code: string };
          return code === '654321'
            ? json(200, { message: 'Identidade confirmada.' })
            : json(422, {
                code: 'MFA_CODE_INVALID',
                message: 'Código inválido.',
                errors: [{ key: 'attempts', errorMsg: 'Código inválido. Você ainda tem 2 tentativas.' }],
              });
        },
      });
      const region = await card();
      await user.click(within(region).getByRole('button', { name: 'CADASTRAR NOVAMENTE' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirme sua identidade' });
      expect(calls.some((c) => c.key === enrolKey)).toBe(false);
      expect(within(dialog).getByText(/Perdeu o acesso ao celular ou ao aplicativo\?/)).toBeInTheDocument();
      // The password is required, and a wrong one is told under its field.
      await user.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
      expect(await within(dialog).findByText('Senha atual é obrigatória.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Senha atual'), 'Errada#2026');
      await user.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
      expect(await within(dialog).findByText('A senha atual está incorreta.')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText('Senha atual'));
      await user.type(within(dialog).getByLabelText('Senha atual'), 'Senha#Atual1');
      await user.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
      // Then the code of the factor in use.
      expect(
        await within(dialog).findByText('Agora, confirme com o código do fator que você usa hoje.'),
      ).toBeInTheDocument();
      await expectNoAxeViolations();
      await user.type(within(dialog).getByLabelText('Código de verificação'), '000000');
      await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
      expect(
        await within(dialog).findByText('Código inválido. Você ainda tem 2 tentativas.'),
      ).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Código de verificação'), '654321');
      await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
      // Proven: the enrolment starts by itself.
      expect(await within(region).findByRole('img', { name: /QR Code/ })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Confirme sua identidade' })).not.toBeInTheDocument();
      const code = calls.find((c) => c.key === codeKey);
      expect(code?.init.headers).toMatchObject({ Authorization: 'Bearer prova' });
      expect(calls.filter((c) => c.key === enrolKey)).toHaveLength(1);
    });

    it('asks again when the server says the proof is missing or old', async () => {
      let proven = false;
      const { user } = renderCard(active, {
        [enrolKey]: () =>
          proven
            ? json(200, { type: 'SMS', subject: '(11) *****-4321', maxRemainingTime: 60 })
            : json(403, {
                code: 'MFA_REAUTHENTICATION_REQUIRED',
                message:
                  'Para trocar ou reiniciar a autenticação por dois fatores, confirme sua identidade com a senha atual e o código do fator atual.',
              }),
        [reauthKey]: () => {
          proven = true;
          return json(200, { verified: true, message: 'Identidade confirmada.' });
        },
      });
      const region = await card();
      await user.click(within(region).getByRole('button', { name: 'CADASTRAR NOVAMENTE' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirme sua identidade' });
      await user.type(within(dialog).getByLabelText('Senha atual'), 'Senha#Atual1');
      await user.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Confirme sua identidade' })).not.toBeInTheDocument(),
      );
      expect(
        await within(region).findByText('Enviamos um código de 6 dígitos por SMS para (11) *****-4321.'),
      ).toBeInTheDocument();
    });
  });
});
