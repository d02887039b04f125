import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { EmailChangeRoute } from './email-change-route';

afterEach(() => vi.unstubAllGlobals());

describe("'Confirmação de e-mail'", () => {
  it('confirms the link once and sends the user to sign in with the new address', async () => {
    const calls = stubApi({
      'POST /api/users/email-change/confirmation': () =>
        json(200, {
          message:
            'E-mail confirmado! Por segurança, as sessões abertas foram encerradas: entre no Painel com o novo endereço.',
        }),
    });
    renderWithUser(<EmailChangeRoute />, { path: '/confirmacao-de-email?hash=abc' });
    expect(await screen.findByText(/E-mail confirmado!/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IR PARA O LOGIN' })).toHaveAttribute('href', '/');
    expect(calls.filter((c) => c.key === 'POST /api/users/email-change/confirmation')).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ hash: 'abc' });
    await expectNoAxeViolations();
  });

  it('says a used or expired link is no longer valid', async () => {
    stubApi({
      'POST /api/users/email-change/confirmation': () =>
        json(400, { code: 'EMAIL_CHANGE_LINK_INVALID', message: 'x' }),
    });
    renderWithUser(<EmailChangeRoute />, { path: '/confirmacao-de-email?hash=used' });
    expect(
      await screen.findByText(
        'O link de confirmação de e-mail é inválido ou expirou. Peça ao administrador da sua empresa uma nova troca.',
      ),
    ).toBeInTheDocument();
  });
});
