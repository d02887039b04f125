import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCredential } from '@painel/contracts';
import { accountMessages, developerAreaMessages as m } from '@painel/domain';
import { json, maria, stubApi, type Handler } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { DeveloperAreaRoute } from './developer-area-route';

const erp: ApiCredential = {
  clientId: 'api-3-a1b2c3d4e5f6',
  name: 'ERP da matriz',
  status: 'ATIVA',
  ipAllowlist: ['203.0.113.0/24'],
  createdAt: '2026-11-20T13:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  previousSecretUntil: null,
};

function setup(handlers: Record<string, Handler> = {}) {
  document.documentElement.dataset.environment = 'portal';
  const calls = stubApi({
    'GET /api/config': () =>
      json(200, { apiDocsUrl: '/docs', productUrls: {}, loginContacts: { phones: [], emails: [] } }),
    'GET /api/reports/month-consumption': () =>
      json(200, {
        month: '2026-11',
        companyAmount: '12.500',
        companyLimit: null,
        byProduct: [{ id: 19, name: 'API', amount: '12.500' }],
        byGroup: [],
      }),
    ...handlers,
  });
  const events = userEvent.setup();
  renderWithUser(<DeveloperAreaRoute />, { path: '/gestao-da-conta/area-do-desenvolvedor', user: maria });
  return { calls, events };
}

afterEach(() => vi.unstubAllGlobals());

describe('Área do desenvolvedor', { timeout: 30_000 }, () => {
  it('shows the empty state, the month consumption and the documentation link', async () => {
    setup({ 'GET /api/developer/credentials': () => json(200, { list: [] }) });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: m.consumptionTitle })).toBeInTheDocument();
    expect(screen.getByText(/12,50/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.docsLink })).toHaveAttribute('href', '/docs');
    await expectNoAxeViolations();
  });

  it('creates a credential and shows its secret once, with a warning', async () => {
    let list: ApiCredential[] = [];
    const { calls, events } = setup({
      'GET /api/developer/credentials': () => json(200, { list }),
      'POST /api/developer/credentials': () => {
        list = [erp];
        return json(201, { credential: erp, secret: 'segredo-unico' });
      },
    });
    await screen.findByText(m.empty);
    await events.click(screen.getByRole('button', { name: m.create }));
    const dialog = await screen.findByRole('dialog', { name: m.create });
    await events.type(
      within(dialog).getByRole('textbox', { name: new RegExp(m.nameLabel) }),
      'ERP da matriz',
    );
    await events.type(within(dialog).getByLabelText(m.ipsLabel), '203.0.113.0/24{Enter}');
    await events.click(within(dialog).getByRole('button', { name: m.create }));
    const secret = await screen.findByRole('dialog', { name: m.secretTitle });
    expect(within(secret).getByText(m.secretWarning)).toBeInTheDocument();
    expect(within(secret).getByText('segredo-unico')).toBeInTheDocument();
    await expectNoAxeViolations();
    const body = JSON.parse(
      String(calls.find((c) => c.key === 'POST /api/developer/credentials')?.init.body),
    );
    expect(body).toEqual({ name: 'ERP da matriz', ipAllowlist: ['203.0.113.0/24'] });
    await events.click(within(secret).getByRole('button', { name: m.done }));
    await waitFor(() => expect(screen.queryByText('segredo-unico')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'ERP da matriz' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: m.neverUsed })).toBeInTheDocument();
  });

  it('judges the name once left and the addresses at each chip; the server’s field error shows under its field', async () => {
    const { calls, events } = setup({
      'GET /api/developer/credentials': () => json(200, { list: [] }),
      'POST /api/developer/credentials': () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
          fields: [{ path: 'body.name', message: 'Já existe uma credencial com este nome.' }],
        }),
    });
    await screen.findByText(m.empty);
    await events.click(screen.getByRole('button', { name: m.create }));
    const dialog = await screen.findByRole('dialog', { name: m.create });
    const name = within(dialog).getByRole('textbox', { name: new RegExp(m.nameLabel) });
    expect(name).toHaveAccessibleDescription(m.nameHelper);
    await events.tab();
    expect(name).toHaveAccessibleDescription(m.nameRequired);
    await events.type(within(dialog).getByLabelText(m.ipsLabel), '300.1.1.1{Enter}');
    expect(within(dialog).getByText(accountMessages.ipHint)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: /300\.1\.1\.1/ }));
    expect(within(dialog).queryByText(accountMessages.ipHint)).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: m.create }));
    expect(calls.some((c) => c.key === 'POST /api/developer/credentials')).toBe(false);

    await events.type(name, '  ERP  ');
    await events.click(within(dialog).getByRole('button', { name: m.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Já existe uma credencial com este nome.',
    );
    expect(name).toHaveAccessibleDescription('Já existe uma credencial com este nome.');
    const body = JSON.parse(
      String(calls.find((c) => c.key === 'POST /api/developer/credentials')?.init.body),
    );
    expect(body).toEqual({ name: 'ERP', ipAllowlist: [] });
    await expectNoAxeViolations();
  });

  it('revokes after a confirmation', async () => {
    let list: ApiCredential[] = [erp];
    const { calls, events } = setup({
      'GET /api/developer/credentials': () => json(200, { list }),
      [`POST /api/developer/credentials/${erp.clientId}/revoke`]: () => {
        list = [{ ...erp, status: 'REVOGADA', revokedAt: '2026-11-25T13:00:00.000Z' }];
        return json(200, list[0]);
      },
    });
    await events.click(await screen.findByRole('button', { name: `${m.revoke}: ${erp.name}` }));
    const confirm = await screen.findByRole('dialog', { name: m.revokeTitle });
    await events.click(within(confirm).getByRole('button', { name: m.revoke }));
    expect(await screen.findByText(m.statusRevoked)).toBeInTheDocument();
    expect(calls.some((c) => c.key === `POST /api/developer/credentials/${erp.clientId}/revoke`)).toBe(true);
  });

  it('at 20 live credentials disables Criar credencial and says why; pages the list by 10', async () => {
    const many: ApiCredential[] = Array.from({ length: 22 }, (_, i) => ({
      ...erp,
      clientId: `api-3-${String(i).padStart(12, '0')}`,
      name: `Sistema ${i + 1}`,
      // Two revoked: 20 live, the limit.
      ...(i >= 20 ? { status: 'REVOGADA' as const, revokedAt: '2026-11-25T13:00:00.000Z' } : {}),
    }));
    const { events } = setup({ 'GET /api/developer/credentials': () => json(200, { list: many }) });
    expect(await screen.findByText('Sistema 1')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: m.create });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      'Limite de 20 credenciais ativas atingido. Revogue uma para criar outra.',
    );
    expect(screen.getByText('Sistema 10')).toBeInTheDocument();
    expect(screen.queryByText('Sistema 11')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('Sistema 11')).toBeInTheDocument();
    expect(screen.queryByText('Sistema 1')).not.toBeInTheDocument();
  });

  it('below the limit Criar credencial opens its dialog', async () => {
    const { events } = setup({ 'GET /api/developer/credentials': () => json(200, { list: [erp] }) });
    await screen.findByText(erp.name);
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/Limite de 20/)).not.toBeInTheDocument();
  });
});
