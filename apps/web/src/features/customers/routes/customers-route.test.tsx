import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerOverview, SessionUser } from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { json, maria, stubApi } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { CustomerRoute } from './customer-route';
import { CustomersRoute } from './customers-route';

const staff: SessionUser = {
  ...maria,
  company: { ...maria.company, id: 1 },
  permissions: [P.backofficeGroupsView, P.backofficeProfilesView, P.backofficeUsersView],
};

const row = (id: number, customerName: string, extra: Partial<CustomerOverview> = {}): CustomerOverview => ({
  id,
  customerName,
  tradingName: null,
  document: '11222333000181',
  planType: 'PADRAO',
  blockedForNonPayment: false,
  trialDaysRemaining: null,
  trialExpired: false,
  usersCount: 4,
  ...extra,
});
const demo = row(2, 'Empresa Demonstração Ltda', { tradingName: 'Demo' });
const blocked = row(5, 'Inadimplente Distribuidora Ltda', { blockedForNonPayment: true, usersCount: 1 });
const trial = row(3, 'Teste Gratuito Comércio Ltda', {
  planType: 'TRIAL',
  trialDaysRemaining: 12,
  usersCount: 1,
});

const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  active: true,
  startTime: '00:00',
  endTime: '23:59',
}));

function setup(path = '/clientes', user: SessionUser = staff, more: Parameters<typeof stubApi>[0] = {}) {
  document.documentElement.dataset.environment = 'backoffice';
  const calls = stubApi({
    'GET /api/customers/overview?numPage=0&numPageSize=10': () =>
      json(200, { list: [demo, blocked, trial], numPage: 0, numPageSize: 10, totalPages: 1, totalItems: 3 }),
    'GET /api/customers/overview?numPage=0&numPageSize=10&filter=inadimplente': () =>
      json(200, { list: [blocked], numPage: 0, numPageSize: 10, totalPages: 1, totalItems: 1 }),
    'GET /api/customers/overview?numPage=0&numPageSize=10&filter=nada': () =>
      json(200, { list: [], numPage: 0, numPageSize: 10, totalPages: 0, totalItems: 0 }),
    'GET /api/customers/2/summary': () => json(200, demo),
    'GET /api/customers/2/access-hours': () => json(200, { accessLimitation: allWeek }),
    'PUT /api/customers/2/access-hours': (call) =>
      json(200, {
        message: 'Dias e horários padrão do cliente atualizados com sucesso!',
        ...(JSON.parse(call.init.body as string) as object),
      }),
    ...more,
  });
  const ui = (
    <Routes>
      <Route path="/clientes" element={<CustomersRoute />} />
      <Route path="/clientes/:customerId" element={<CustomerRoute />} />
    </Routes>
  );
  return { ...renderWithUser(ui, { path, user }), calls, events: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('Clientes (back office)', { timeout: 30_000 }, () => {
  it('lists customers with plan, status and users, searches, and says when nothing matches', async () => {
    const { events } = setup();
    const table = await screen.findByRole('table', { name: 'Clientes' });
    expect(
      await within(table).findByRole('link', { name: 'Abrir Empresa Demonstração Ltda' }),
    ).toHaveAttribute('href', '/clientes/2');
    expect(within(table).getByText('Bloqueado por inadimplência')).toBeInTheDocument();
    expect(within(table).getByText('Teste: 12 dias restantes')).toBeInTheDocument();
    expect(within(table).getByText('Teste grátis')).toBeInTheDocument();
    expect(within(table).getAllByText('11.222.333/0001-81')).toHaveLength(3);
    await expectNoAxeViolations();
    await events.type(screen.getByRole('textbox', { name: 'Buscar cliente' }), 'inadimplente');
    await events.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(await within(table).findByText('Inadimplente Distribuidora Ltda')).toBeInTheDocument();
    expect(within(table).queryByText('Empresa Demonstração Ltda')).not.toBeInTheDocument();
    await events.clear(screen.getByRole('textbox', { name: 'Buscar cliente' }));
    await events.type(screen.getByRole('textbox', { name: 'Buscar cliente' }), 'nada{Enter}');
    expect(await within(table).findByText('Nenhum cliente encontrado')).toBeInTheDocument();
  });

  it('opens a customer with its areas as links', async () => {
    const { events, router } = setup();
    await events.click(await screen.findByRole('link', { name: 'Abrir Empresa Demonstração Ltda' }));
    expect(router.state.location.pathname).toBe('/clientes/2');
    expect(await screen.findByRole('heading', { name: 'Empresa Demonstração Ltda' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Áreas do cliente' });
    expect(within(nav).getByRole('link', { name: 'Grupos' })).toHaveAttribute(
      'href',
      '/clientes/2/editar/grupos',
    );
    expect(within(nav).getByRole('link', { name: 'Usuários' })).toHaveAttribute(
      'href',
      '/clientes/2/editar/usuarios',
    );
    expect(within(nav).getByRole('link', { name: 'Perfis de acesso' })).toHaveAttribute(
      'href',
      '/clientes/2/editar/perfis',
    );
    expect(within(nav).getByRole('link', { name: 'Atividade' })).toHaveAttribute(
      'href',
      '/clientes/2/atividade',
    );
    await expectNoAxeViolations();
  });

  it('links an area only when its page may be opened: Atividade needs the users key, as its route and API do', async () => {
    const groupsOnly: SessionUser = { ...staff, permissions: [P.backofficeGroupsView] };
    setup('/clientes/2', groupsOnly);
    const nav = await screen.findByRole('navigation', { name: 'Áreas do cliente' });
    expect(within(nav).getByRole('link', { name: 'Grupos' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Atividade' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
  });

  describe('Dados fiscais', () => {
    const financial: SessionUser = {
      ...staff,
      permissions: [...staff.permissions, P.backofficePaymentsView, P.backofficeNfseRetry],
    };
    const saved = {
      postalCode: '20040020',
      street: 'Avenida Rio Branco',
      number: '156',
      complement: null,
      district: 'Centro',
      city: 'Rio de Janeiro',
      municipalityCode: '3304557',
      state: 'RJ',
      municipalRegistration: null,
      issWithheld: true,
      federalWithholding: false,
      updatedAt: '2026-11-28T12:00:00.000Z',
    };

    it('says what a missing one blocks; staff who may fix NFS-e fill it in and see it saved', async () => {
      let stored: typeof saved | null = null;
      const { events, calls } = setup('/clientes/2', financial, {
        'GET /api/customers/2/fiscal-data': () => json(200, { data: stored }),
        'PUT /api/customers/2/fiscal-data': (call) => {
          const body = JSON.parse(String(call.init.body)) as Record<string, unknown>;
          if (body.municipalityCode === '1234567')
            return json(400, {
              code: 'VALIDATION_FAILED',
              message: 'Dados inválidos.',
              fields: [{ path: 'body.municipalityCode', message: 'Município não encontrado.' }],
            });
          stored = saved;
          return json(200, { data: saved });
        },
      });

      const section = await screen.findByRole('region', { name: 'Dados fiscais' });
      expect(
        await within(section).findByText(
          /Dados fiscais não cadastrados: a NFS-e das faturas pagas não pode ser emitida/,
        ),
      ).toBeInTheDocument();
      await events.click(within(section).getByRole('button', { name: 'Editar dados fiscais' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar dados fiscais' });
      // Pasted, not typed key by key: what is checked is the form, not the keyboard.
      const fill = async (label: string, value: string) => {
        await events.click(within(dialog).getByLabelText(label));
        await events.paste(value);
      };
      await events.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await within(dialog).findByText('Informe um CEP válido.')).toBeInTheDocument();
      expect(within(dialog).getByText('Selecione a UF.')).toBeInTheDocument();

      await fill('CEP', '20040-020');
      await fill('Logradouro', 'Avenida Rio Branco');
      await fill('Número', '156');
      await fill('Bairro', 'Centro');
      await fill('Município', 'Rio de Janeiro');
      await fill('Código IBGE do município', '1234567');
      await events.click(within(dialog).getByRole('combobox', { name: 'UF' }));
      await events.click(await screen.findByRole('option', { name: 'RJ' }));
      await events.click(within(dialog).getByRole('checkbox', { name: 'ISS retido pelo tomador' }));
      await events.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      // The server's field message lands under its field; nothing typed is lost.
      expect(await within(dialog).findByText('Município não encontrado.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Logradouro')).toHaveValue('Avenida Rio Branco');
      await events.clear(within(dialog).getByLabelText('Código IBGE do município'));
      await fill('Código IBGE do município', '3304557');
      await events.click(within(dialog).getByRole('button', { name: 'Salvar' }));

      expect(await within(section).findByText('Avenida Rio Branco, 156')).toBeInTheDocument();
      expect(within(section).getByText('20040-020')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const puts = calls.filter((call) => call.key === 'PUT /api/customers/2/fiscal-data');
      expect(JSON.parse(String(puts.at(-1)?.init.body))).toEqual({
        postalCode: '20040020',
        street: 'Avenida Rio Branco',
        number: '156',
        complement: '',
        district: 'Centro',
        city: 'Rio de Janeiro',
        municipalityCode: '3304557',
        state: 'RJ',
        municipalRegistration: '',
        issWithheld: true,
        federalWithholding: false,
      });
      await expectNoAxeViolations();
    });

    it('is read-only for staff who read invoices but may not fix NFS-e', async () => {
      const reader: SessionUser = { ...staff, permissions: [...staff.permissions, P.backofficePaymentsView] };
      setup('/clientes/2', reader, {
        'GET /api/customers/2/fiscal-data': () => json(200, { data: saved }),
      });
      const section = await screen.findByRole('region', { name: 'Dados fiscais' });
      expect(await within(section).findByText('Avenida Rio Branco, 156')).toBeInTheDocument();
      expect(within(section).getByText('Não informada')).toBeInTheDocument();
      expect(within(section).getByText('Rio de Janeiro (RJ)')).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Editar dados fiscais' })).not.toBeInTheDocument();
    });

    it('is not on the page of staff who do not read invoices', async () => {
      setup('/clientes/2');
      expect(await screen.findByRole('heading', { name: 'Empresa Demonstração Ltda' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Dados fiscais' })).not.toBeInTheDocument();
    });
  });
  it("sets the customer's default access days and hours with the form's messages, for staff who edit groups", async () => {
    const editor: SessionUser = { ...staff, permissions: [...staff.permissions, P.backofficeGroupsEdit] };
    const { events, calls } = setup('/clientes/2', editor);
    const section = await screen.findByRole('region', { name: 'Dias e horários de acesso padrão' });
    await within(section).findByRole('checkbox', { name: 'Sábado' });
    await expectNoAxeViolations();
    await events.click(within(section).getByRole('checkbox', { name: 'Sábado' }));
    await events.click(within(section).getByRole('checkbox', { name: 'Domingo' }));
    // No weekend day left: the weekend range goes away.
    expect(within(section).queryByRole('group', { name: /sábado e domingo/ })).not.toBeInTheDocument();
    const weekday = within(section).getByRole('group', { name: /segunda a sexta/ });
    const start = within(weekday).getByRole('textbox', { name: 'Início' });
    const end = within(weekday).getByRole('textbox', { name: 'Fim' });
    await events.clear(start);
    await events.type(start, '1900');
    await events.clear(end);
    await events.type(end, '0800');
    await events.click(within(section).getByRole('button', { name: 'SALVAR' }));
    expect(
      await within(section).findByText('Horário inicial não pode ser maior que o horário final.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);

    await events.clear(start);
    await events.type(start, '0800');
    await events.clear(end);
    await events.type(end, '1800');
    await events.click(within(section).getByRole('button', { name: 'SALVAR' }));
    expect(
      await screen.findByText('Dias e horários padrão do cliente atualizados com sucesso!'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/customers/2/access-hours');
    expect(JSON.parse(put?.init.body as string)).toEqual({
      accessLimitation: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        day,
        active: day <= 5,
        startTime: day <= 5 ? '08:00' : '00:00',
        endTime: day <= 5 ? '18:00' : '23:59',
      })),
    });
  });

  it('shows the default hours without a way to change them to staff who only view groups', async () => {
    setup('/clientes/2');
    const section = await screen.findByRole('region', { name: 'Dias e horários de acesso padrão' });
    expect(await within(section).findByRole('checkbox', { name: 'Segunda' })).toBeDisabled();
    expect(within(section).getByRole('checkbox', { name: 'Segunda' })).toBeChecked();
    expect(within(section).queryByRole('button', { name: 'SALVAR' })).not.toBeInTheDocument();
  });
});
