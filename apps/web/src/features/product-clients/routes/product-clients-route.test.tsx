import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CreateProductClientBody, ProductClient, SessionUser } from '@painel/contracts';
import { productClientMessages } from '@painel/domain';
import { AppProviders } from '../../../app/providers';
import { CurrentUserContext } from '../../../lib/current-user';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoAxeViolations } from '../../../test/axe';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { ProductClientsRoute } from './product-clients-route';
import { stubPhoneWidth } from '../../../test/phone-width';

const page = '/backoffice/produtos-integrados';
const listKey = 'GET /api/product-clients';
const createKey = 'POST /api/product-clients';

const staff = {
  ...maria,
  id: 2,
  name: 'Sandra Suporte',
  userTypeId: 2,
  systemId: 2,
  company: { ...maria.company, id: 1, name: 'Painel Serviços de Dados' },
  permissions: ['BACKOFFICE:FEATUREFLAGS:GERENCIAR'],
} satisfies SessionUser;

const signatures: ProductClient = {
  id: 'produto-assinaturas',
  name: 'Assinaturas (servidor)',
  productId: 16,
  confidential: true,
  redirectUris: ['https://assinaturas.painel.example/oauth/retorno', 'https://assinaturas.painel.example/b'],
  postLogoutRedirectUris: [],
  allowedOrigins: [],
  backchannelLogoutUri: null,
  idTokenSignedResponseAlg: null,
  resourceUri: null,
  previousSecretUntil: null,
  createdAt: '2026-11-20T13:00:00.000Z',
};
const mobile: ProductClient = {
  ...signatures,
  id: 'produto-api-app',
  name: 'API (aplicativo)',
  productId: 19,
  confidential: false,
  redirectUris: ['https://api.painel.example/retorno'],
};

function renderPage(handlers: Record<string, Handler> = {}, user: SessionUser = staff) {
  document.documentElement.dataset.environment = 'backoffice';
  const calls = stubApi({ [listKey]: () => json(200, { list: [signatures, mobile] }), ...handlers });
  const router = createMemoryRouter(
    [
      { path: page, Component: ProductClientsRoute },
      { path: '/acesso-negado', element: <p>Acesso negado</p> },
    ],
    { initialEntries: [page] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <CurrentUserContext value={user}>
        <RouterProvider router={router} />
      </CurrentUserContext>
    </AppProviders>,
  );
  return { calls, router, user: userEvent.setup() };
}

const bodiesOf = (calls: RecordedCall[], key: string) =>
  calls.filter((call) => call.key === key).map((call) => JSON.parse(String(call.init.body)) as unknown);

describe('back office: product clients', () => {
  it('lists the clients with their product, type, redirect count and registration date', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Produtos integrados' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: productClientMessages.tableLabel });
    await within(table).findByText('Assinaturas (servidor)');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Assinaturas (servidor)',
        'produto-assinaturas',
        'Assinaturas',
        'Confidencial',
        '2',
        '20/11/2026 10:00:00',
      ],
      ['API (aplicativo)', 'produto-api-app', 'API', 'Pública', '1', '20/11/2026 10:00:00'],
    ]);
    await expectNoAxeViolations();
    // A public client has no secret to rotate; nothing to revoke without a rotation.
    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Ações de API (aplicativo)' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Alterar']);
    await user.keyboard('{Escape}');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Ações de Assinaturas (servidor)' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Alterar',
      'Gerar novo segredo',
    ]);
  });

  it('stacks the clients as cards on a phone, the type and the actions beside the name', async () => {
    stubPhoneWidth();
    renderPage();
    const cards = await screen.findByRole('list', { name: productClientMessages.tableLabel });
    await within(cards).findByText('Assinaturas (servidor)');
    const [first] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByText('Confidencial')).toBeInTheDocument();
    expect(
      within(first!).getByRole('button', { name: 'Ações de Assinaturas (servidor)' }),
    ).toBeInTheDocument();
    expect(within(first!).getByText('Identificador (client_id)').nextSibling).toHaveTextContent(
      'produto-assinaturas',
    );
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says so when no product is registered yet', async () => {
    renderPage({ [listKey]: () => json(200, { list: [] }) });
    expect(await screen.findByText('Nenhum produto integrado ainda.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('registers a client from the keyboard: the schema’s messages, the server’s under its field, then the secret once', async () => {
    let attempts = 0;
    const { user, calls } = renderPage({
      [createKey]: ({ init }) => {
        attempts += 1;
        const body = JSON.parse(String(init.body)) as CreateProductClientBody;
        if (attempts === 1)
          return json(400, {
            code: 'VALIDATION_FAILED',
            message: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
            fields: [{ path: 'body.id', message: productClientMessages.idTaken }],
          });
        return json(201, {
          client: { ...signatures, ...body, createdAt: '2026-11-28T12:00:00.000Z' },
          secret: 'segredo-mostrado-uma-vez',
        });
      },
    });
    await screen.findByRole('table', { name: productClientMessages.tableLabel });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cadastrar produto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar produto integrado' });
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar produto' }));
    expect(await within(dialog).findByText('Escolha o produto.')).toBeInTheDocument();
    expect(within(dialog).getByText(productClientMessages.redirectRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Dossiê (servidor)');
    await user.click(within(dialog).getByRole('combobox', { name: 'Produto' }));
    await user.click(await screen.findByRole('option', { name: 'Dossiê' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Identificador (client_id)' }),
      'produto-dossie',
    );
    // Addresses one a line; a blank line is dropped.
    await user.click(within(dialog).getByRole('textbox', { name: 'Endereços de retorno' }));
    await user.paste('https://dossie.painel.example/retorno\n\nhttps://dossie.painel.example/b');
    await user.click(within(dialog).getByRole('textbox', { name: 'Origens permitidas (CORS)' }));
    await user.paste('https://dossie.painel.example');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar produto' }));
    expect(await within(dialog).findByText(productClientMessages.idTaken)).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Identificador (client_id)' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Identificador (client_id)' }),
      'produto-dossie-2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar produto' }));

    const secret = await screen.findByRole('dialog', { name: 'Segredo da aplicação cliente' });
    expect(within(secret).getByTestId('product-client-secret')).toHaveTextContent('segredo-mostrado-uma-vez');
    expect(within(secret).getByRole('button', { name: 'Clique para copiar: Segredo' })).toBeInTheDocument();
    expect(within(secret).getByText(productClientMessages.secretOnce)).toBeInTheDocument();
    expect(bodiesOf(calls, createKey)[1]).toEqual({
      id: 'produto-dossie-2',
      name: 'Dossiê (servidor)',
      productId: 18,
      confidential: true,
      redirectUris: ['https://dossie.painel.example/retorno', 'https://dossie.painel.example/b'],
      postLogoutRedirectUris: [],
      allowedOrigins: ['https://dossie.painel.example'],
      backchannelLogoutUri: null,
      idTokenSignedResponseAlg: null,
      resourceUri: null,
    });
    await expectNoAxeViolations();
    await user.click(within(secret).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a client’s addresses without sending its id or type', async () => {
    const putKey = 'PUT /api/product-clients/produto-assinaturas';
    const { user, calls } = renderPage({
      [putKey]: ({ init }) => json(200, { ...signatures, ...(JSON.parse(String(init.body)) as object) }),
    });
    const table = await screen.findByRole('table', { name: productClientMessages.tableLabel });
    await user.click(await within(table).findByRole('button', { name: 'Ações de Assinaturas (servidor)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Alterar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar produto integrado' });
    expect(
      within(dialog).queryByRole('textbox', { name: 'Identificador (client_id)' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Saída por back-channel' }));
    await user.paste('https://assinaturas.painel.example/sair');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    expect(bodiesOf(calls, putKey)).toEqual([
      {
        name: 'Assinaturas (servidor)',
        productId: 16,
        redirectUris: signatures.redirectUris,
        postLogoutRedirectUris: [],
        allowedOrigins: [],
        backchannelLogoutUri: 'https://assinaturas.painel.example/sair',
        idTokenSignedResponseAlg: null,
        resourceUri: null,
      },
    ]);
  });

  it('rotates a secret after confirming, says until when the old one works, then revokes the old one', async () => {
    const until = '2026-11-29T15:30:00.000Z';
    const { user, calls } = renderPage({
      'POST /api/product-clients/produto-assinaturas/secret': () =>
        json(200, { client: { ...signatures, previousSecretUntil: until }, secret: 'novo-segredo' }),
      'DELETE /api/product-clients/produto-assinaturas/secret/previous': () => json(200, signatures),
    });
    const table = await screen.findByRole('table', { name: productClientMessages.tableLabel });
    const actions = await within(table).findByRole('button', { name: 'Ações de Assinaturas (servidor)' });
    // From the keyboard: the row's menu, then its second entry.
    actions.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Gerar novo segredo?' });
    expect(calls.some((c) => c.key.startsWith('POST /api/product-clients/'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Gerar novo segredo' }));
    const secret = await screen.findByRole('dialog', { name: 'Segredo da aplicação cliente' });
    expect(within(secret).getByTestId('product-client-secret')).toHaveTextContent('novo-segredo');
    expect(secret).toHaveTextContent('O segredo anterior continua valendo até 29/11/2026 12:30:00.');
    await user.click(within(secret).getByRole('button', { name: 'Fechar' }));

    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Revogar segredo anterior' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revogar o segredo anterior?' });
    expect(revoke).toHaveTextContent('O segredo anterior vale até 29/11/2026 12:30:00.');
    await user.click(within(revoke).getByRole('button', { name: 'Revogar segredo anterior' }));
    expect(await screen.findByText('Segredo anterior revogado.')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(
      'DELETE /api/product-clients/produto-assinaturas/secret/previous',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(actions);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Alterar',
      'Gerar novo segredo',
    ]);
  });

  it('sends staff without the key to the access-denied page', async () => {
    const { router } = renderPage({}, { ...staff, permissions: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/acesso-negado'));
  });
});
