import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVERSE_PERMISSIONS } from '@painel/domain';
import { json, maria, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('Privacidade e Segurança: the reverse permission of AA 2.2', () => {
  it('hides ALTERAR SENHA from a user who may not change their own password', async () => {
    stubApi({
      'GET /api/oauth2/session': () =>
        json(200, {
          ...maria,
          permissions: [...maria.permissions, REVERSE_PERMISSIONS.ownPasswordChangeDenied],
        }),
    });
    renderApp('/gestao-da-conta/privacidade-e-seguranca');
    expect(await screen.findByRole('region', { name: 'Senha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ALTERAR SENHA' })).not.toBeInTheDocument();
  });
});
