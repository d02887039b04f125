import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEvent, ActivityPage } from '@painel/contracts';
import { json, maria, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { ActivityRoute } from './activity-route';

const event = (id: string, extra: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id,
  occurredAt: '2026-11-25T21:04:09.000Z',
  action: 'LOGIN',
  outcome: 'SUCCESS',
  actor: {
    person: { id: 7, name: 'Otávio Operador', email: 'operador@empresa.example' },
    email: 'operador@empresa.example',
    staff: false,
  },
  target: null,
  ip: '200.10.0.1',
  userAgent: 'Mozilla/5.0',
  changes: [],
  ...extra,
});

const staffChange = event('2', {
  action: 'PROFILE_UPDATE',
  actor: { person: null, email: null, staff: true },
  target: { id: 7, name: 'Otávio Operador', email: 'operador@empresa.example' },
  ip: null,
  userAgent: null,
  changes: [{ field: 'name', before: 'Operador', after: 'Operador de cadastro' }],
});
const refused = event('3', {
  action: 'LOGIN',
  outcome: 'INVALID_CREDENTIALS',
  actor: { person: null, email: 'quem@desconhecido.example', staff: false },
});

// Written by the portal itself: no person, no address.
const issued = event('4', {
  action: 'NFSE_ISSUED',
  outcome: 'ISSUED',
  actor: { person: null, email: null, staff: false },
  ip: null,
  userAgent: null,
});

const page = (list: ActivityEvent[], totalItems = list.length, numPageSize = 10): ActivityPage => ({
  list,
  numPage: 0,
  numPageSize,
  totalItems,
  totalPages: Math.ceil(totalItems / numPageSize),
  companyName: 'Empresa Demonstração',
});

function setup(path: string, handlers: Record<string, Handler>) {
  const calls = stubApi(handlers);
  const user = userEvent.setup({ delay: null });
  // The app's two addresses of the screen, as the router declares them.
  const view = renderWithUser(
    <Routes>
      <Route path="/clientes/:customerId/atividade" element={<ActivityRoute />} />
      <Route path="/gestao-da-conta/atividade" element={<ActivityRoute />} />
    </Routes>,
    { path, user: maria },
  );
  return { ...view, calls, user };
}

const urls = (calls: RecordedCall[]) => calls.map((call) => call.key);
const table = () => screen.findByRole('table', { name: 'Registro de atividade' });

afterEach(() => vi.unstubAllGlobals());

describe('Atividade', { timeout: 30_000 }, () => {
  it('shows who did what to whom, when, from where and the result', async () => {
    setup('/gestao-da-conta/atividade', {
      'GET /api/customers/audit?numPage=0&numPageSize=10': () =>
        json(200, page([event('1'), staffChange, refused, issued])),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Atividade' })).toBeInTheDocument();
    await screen.findByText('quem@desconhecido.example');
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Quando', 'Quem', 'Ação', 'Com quem', 'De onde', 'Resultado', 'Alterações']);
    const [login, change, failure, invoice] = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(login).toEqual([
      '25/11/2026 18:04:09',
      'Otávio Operadoroperador@empresa.example',
      'Tentativa de login',
      '—',
      '200.10.0.1Mozilla/5.0',
      'Concluída',
      '—',
    ]);
    expect(change?.slice(1, 6)).toEqual([
      'Equipe de atendimento',
      'Alteração de perfil de acesso',
      'Otávio Operadoroperador@empresa.example',
      'Não informado',
      'Concluída',
    ]);
    expect(failure?.slice(1, 2)).toEqual(['quem@desconhecido.example']);
    expect(failure?.[5]).toBe('Recusada');
    // Every action reads in Portuguese, and the portal's own rows name it, not 'Não identificado'.
    expect(invoice?.slice(1, 3)).toEqual(['Sistema (automático)', 'Nota fiscal emitida']);
    expect(screen.queryByText(/Outra ação|Não identificado/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows an admin change before and after', async () => {
    const { user } = setup('/gestao-da-conta/atividade', {
      'GET /api/customers/audit?numPage=0&numPageSize=10': () => json(200, page([staffChange])),
    });
    await user.click(
      await screen.findByRole('button', { name: /^Ver alterações: Alteração de perfil de acesso/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Alterações registradas' });
    const [, row] = within(dialog).getAllByRole('row');
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('name');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Operador', 'Operador de cadastro']);
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('filters by period, user and action through the URL, and says when nothing matches', async () => {
    const { user, calls, router } = setup('/gestao-da-conta/atividade', {
      'GET /api/customers/audit?numPage=0&numPageSize=10': () => json(200, page([event('1')])),
      'GET /api/customers/audit?numPage=0&numPageSize=10&from=2026-11-01&to=2026-11-25&user=operador&action=PASSWORD_CHANGE':
        () => json(200, page([])),
    });
    await screen.findByText('200.10.0.1');
    await user.click(screen.getByRole('button', { name: 'FILTROS' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.type(within(drawer).getByRole('textbox', { name: 'De' }), '25112026');
    await user.type(within(drawer).getByRole('textbox', { name: 'Até' }), '01112026');
    await user.click(within(drawer).getByRole('button', { name: 'FILTRAR' }));
    expect(within(drawer).getByRole('textbox', { name: 'Até' })).toHaveAccessibleDescription(
      'A data inicial deve ser anterior ou igual à final.',
    );

    await user.clear(within(drawer).getByRole('textbox', { name: 'De' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'De' }), '01112026');
    await user.clear(within(drawer).getByRole('textbox', { name: 'Até' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Até' }), '25112026');
    await user.type(within(drawer).getByRole('textbox', { name: 'Usuário (e-mail)' }), 'operador');
    await user.click(within(drawer).getByRole('combobox', { name: 'Ação' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Alteração de senha' }));
    await user.click(within(drawer).getByRole('button', { name: 'FILTRAR' }));

    expect(await screen.findByText('Nenhuma atividade encontrada')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      '?from=2026-11-01&to=2026-11-25&user=operador&action=PASSWORD_CHANGE&page=0',
    );
    expect(urls(calls)).toContain(
      'GET /api/customers/audit?numPage=0&numPageSize=10&from=2026-11-01&to=2026-11-25&user=operador&action=PASSWORD_CHANGE',
    );
    expect(
      screen.getByRole('button', { name: 'Remover filtro Ação: Alteração de senha' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('pages with the paging contract', async () => {
    const { user, calls } = setup('/gestao-da-conta/atividade', {
      'GET /api/customers/audit?numPage=0&numPageSize=10': () => json(200, page([event('1')], 12)),
      'GET /api/customers/audit?numPage=1&numPageSize=10': () =>
        json(200, { ...page([event('11'), event('12')], 12), numPage: 1 }),
    });
    expect(await screen.findByText('1 - 10 de 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /próxima/i }));
    await waitFor(() => expect(urls(calls)).toContain('GET /api/customers/audit?numPage=1&numPageSize=10'));
  });

  it("reads the back office's customer from the address and names it", async () => {
    const { calls } = setup('/clientes/42/atividade', {
      'GET /api/customers/42/audit?numPage=0&numPageSize=10': () => json(200, page([])),
    });
    expect(await screen.findByText('Nenhuma atividade encontrada')).toBeInTheDocument();
    expect(
      screen.getByText('Quem fez o quê, com quem, quando e de onde na conta de Empresa Demonstração.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cliente 42/)).not.toBeInTheDocument();
    expect(urls(calls)).toEqual(['GET /api/customers/42/audit?numPage=0&numPageSize=10']);
  });
});
