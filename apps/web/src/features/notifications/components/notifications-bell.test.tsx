import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalNotification } from '@painel/contracts';
import { json, stubApi, type Handler, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../test/render-with-user';
import { NotificationsBell, badgeText } from './notifications-bell';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Noon in São Paulo: 'an hour ago' is today and 'a day and an hour ago' yesterday at any hour the suite runs. */
const NOW = new Date('2026-11-20T15:00:00Z');

function notification(
  id: number,
  ageMs: number,
  overrides: Partial<PortalNotification> = {},
): PortalNotification {
  return {
    id,
    category: 'FINANCEIRO',
    date: new Date(NOW.getTime() - ageMs).toISOString(),
    content: `<p>Notificação ${id}</p>`,
    read: false,
    ...overrides,
  };
}

const firstPage = [
  notification(1, HOUR, { category: 'SEGURANÇA', content: '<p>Novo <strong>acesso</strong> à conta.</p>' }),
  notification(2, DAY + HOUR, { category: 'LOCALIZE' }),
  notification(3, 3 * DAY, { category: 'GEOTIMIZE', read: true }),
  notification(4, 10 * DAY, { category: 'MARKETING', read: true }),
];
const secondPage = [
  notification(5, 60 * DAY, { category: 'SMS', read: true }),
  notification(6, 400 * DAY, { read: true }),
];

interface Setup {
  count?: number;
  pages?: PortalNotification[][];
  handlers?: Record<string, Handler>;
}

function setup({ count = 2, pages = [firstPage, secondPage], handlers = {} }: Setup = {}) {
  let unread = count;
  const calls = stubApi({
    'GET /api/notifications/count': () => json(200, { count: unread }),
    ...Object.fromEntries(
      pages.map((list, numPage) => [
        `GET /api/notifications?numPage=${numPage}`,
        () =>
          json(200, {
            list,
            numPage,
            numPageSize: 10,
            totalPages: pages.length,
            totalItems: pages.flat().length,
          }),
      ]),
    ),
    'PATCH /api/notifications': (call: RecordedCall) => {
      const body = JSON.parse(String(call.init.body)) as unknown[];
      unread -= body.length;
      return json(200, { updated: body.length, count: unread });
    },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderWithUser(<NotificationsBell />);
  return { ...view, calls, user };
}

const keys = (calls: RecordedCall[]) => calls.map((call) => call.key);

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Notificações/ }));
  return screen.findByRole('dialog', { name: 'Notificações' });
}

describe('badgeText', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i reads %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('NotificationsBell', () => {
  // Only the date is fixed (timers stay real for the user events); test/setup.ts puts it back.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('shows the unread count on the badge and says it to screen readers', async () => {
    setup({ count: 3 });
    const bell = await screen.findByRole('button', { name: 'Notificações, 3 não lidas' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations();
  });

  it('shows 9+ above nine', async () => {
    setup({ count: 12 });
    // The name holds what the badge shows (WCAG 2.5.3, label in name).
    const bell = await screen.findByRole('button', { name: 'Notificações, 9+ não lidas' });
    expect(bell).toHaveTextContent('9+');
    expect(bell).not.toHaveTextContent('12');
  });

  it('hides the badge when all are read', async () => {
    setup({ count: 0 });
    const bell = await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' });
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it('is not in the back office, which has no notifications menu', () => {
    document.documentElement.dataset.environment = 'backoffice';
    const { calls } = setup();
    expect(screen.queryByRole('button', { name: /Notificações/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens Notificações with the tab Todas and the first page: chip, relative date, content, unread marker', async () => {
    const { user, calls } = setup();
    const menu = await openMenu(user);
    expect(within(menu).getByRole('tab', { name: 'Todas', selected: true })).toBeInTheDocument();
    const items = await within(menu).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('SEGURANÇA');
    expect(items[0]).toHaveTextContent('Hoje');
    expect(items[0]).toHaveTextContent('Novo acesso à conta.');
    expect(within(items[0] as HTMLElement).getByText('acesso').tagName).toBe('STRONG');
    expect(within(items[0] as HTMLElement).getByText('Não lida')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Ontem');
    expect(items[2]).toHaveTextContent('3 dias atrás');
    expect(items[2]).not.toHaveTextContent('Não lida');
    expect(items[3]).toHaveTextContent('1 semana');
    expect(keys(calls)).toContain('GET /api/notifications?numPage=0');
    expect(screen.getByRole('button', { name: /^Notificações/, hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoAxeViolations();
  });

  it('marks an unread notification read on click, and the counter drops to what the server answers', async () => {
    const { user, calls } = setup({ count: 2 });
    const menu = await openMenu(user);
    const [first] = await within(menu).findAllByRole('listitem');
    await user.click(within(first as HTMLElement).getByText('acesso'));

    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Notificações, 1 não lida', hidden: true }),
      ).toBeInTheDocument(),
    );
    const patch = calls.find((call) => call.key === 'PATCH /api/notifications');
    expect(JSON.parse(String(patch?.init.body))).toEqual([{ id: 1, read: true }]);
    expect(within(first as HTMLElement).queryByText('Não lida')).not.toBeInTheDocument();

    // A read one sends nothing.
    const [, , third] = within(menu).getAllByRole('listitem');
    await user.click(third as HTMLElement);
    expect(calls.filter((call) => call.key === 'PATCH /api/notifications')).toHaveLength(1);
  });

  it('marks read with Enter, moves between notifications with the arrow keys, and Escape returns to the bell', async () => {
    const { user, calls } = setup();
    const menu = await openMenu(user);
    const items = await within(menu).findAllByRole('listitem');
    (items[0] as HTMLElement).focus();
    expect(items[0]).toHaveAccessibleDescription('Clique ou pressione Enter para marcar como lida.');
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(keys(calls)).toContain('PATCH /api/notifications'));
    expect(
      JSON.parse(String(calls.find((call) => call.key === 'PATCH /api/notifications')?.init.body)),
    ).toEqual([{ id: 2, read: true }]);
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Notificações/ })).toHaveFocus();
  });

  it('puts the menu back and the counter as it was when marking fails', async () => {
    const { user } = setup({
      handlers: {
        'PATCH /api/notifications': () => json(500, { code: 'INTERNAL', message: 'Falhou. Tente de novo.' }),
      },
    });
    const menu = await openMenu(user);
    const [first] = await within(menu).findAllByRole('listitem');
    await user.click(first as HTMLElement);
    expect(await screen.findByText('Falhou.')).toBeInTheDocument();
    await waitFor(() => expect(within(first as HTMLElement).getByText('Não lida')).toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Notificações, 2 não lidas', hidden: true }),
    ).toBeInTheDocument();
  });

  it('appends the next page on Ver mais notificações, focuses its first item, and hides the button on the last page', async () => {
    const { user, calls } = setup();
    const menu = await openMenu(user);
    await within(menu).findAllByRole('listitem');
    await user.click(within(menu).getByRole('button', { name: 'Ver mais notificações' }));

    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(6));
    const items = within(menu).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Novo acesso');
    expect(items[4]).toHaveTextContent('SMS');
    expect(items[4]).toHaveTextContent('2 meses');
    expect(items[5]).toHaveTextContent('1 ano');
    await waitFor(() => expect(items[4]).toHaveFocus());
    expect(within(menu).queryByRole('button', { name: 'Ver mais notificações' })).not.toBeInTheDocument();
    expect(keys(calls).filter((key) => key.startsWith('GET /api/notifications?'))).toEqual([
      'GET /api/notifications?numPage=0',
      'GET /api/notifications?numPage=1',
    ]);
  });

  it('shows each notification once when a new one shifted the pages', async () => {
    const { user } = setup({ pages: [firstPage, [firstPage[3] as PortalNotification, ...secondPage]] });
    const menu = await openMenu(user);
    await within(menu).findAllByRole('listitem');
    await user.click(within(menu).getByRole('button', { name: 'Ver mais notificações' }));
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(6));
  });

  it('clears the list on closing: the next opening starts again from page 0', async () => {
    const { user, calls } = setup();
    let menu = await openMenu(user);
    await within(menu).findAllByRole('listitem');
    await user.click(within(menu).getByRole('button', { name: 'Ver mais notificações' }));
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(6));
    await user.click(within(menu).getByRole('button', { name: 'Fechar notificações' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    menu = await openMenu(user);
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(4));
    expect(keys(calls).filter((key) => key === 'GET /api/notifications?numPage=0')).toHaveLength(2);
  });

  it('says when there is nothing yet', async () => {
    const { user } = setup({ count: 0, pages: [[]] });
    const menu = await openMenu(user);
    expect(await within(menu).findByText('Sem notificações por enquanto.')).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Ver mais notificações' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and RECARREGAR A PÁGINA tries again', async () => {
    let fail = true;
    const { user } = setup({
      handlers: {
        'GET /api/notifications?numPage=0': () =>
          fail
            ? json(500, { code: 'INTERNAL' })
            : json(200, {
                list: firstPage,
                numPage: 0,
                numPageSize: 10,
                totalPages: 1,
                totalItems: firstPage.length,
              }),
      },
    });
    const menu = await openMenu(user);
    expect(await within(menu).findByText('Não conseguimos carregar suas notificações.')).toBeInTheDocument();
    await expectNoAxeViolations();
    fail = false;
    await user.click(within(menu).getByRole('button', { name: 'RECARREGAR A PÁGINA' }));
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(4));
  });

  it('shows the content cleaned: no script, no handler, no javascript: link', async () => {
    const { user } = setup({
      pages: [
        [
          notification(9, HOUR, {
            content:
              '<p onclick="roubar()">Veja <a href="javascript:alert(1)">isto</a> e <a href="https://painel.example">aquilo</a><script>alert(1)</script></p>',
          }),
        ],
      ],
    });
    const menu = await openMenu(user);
    const [item] = await within(menu).findAllByRole('listitem');
    expect(item?.querySelector('script')).toBeNull();
    expect(item?.querySelector('[onclick]')).toBeNull();
    expect(within(item as HTMLElement).getAllByRole('link')).toHaveLength(1);
    expect(within(item as HTMLElement).getByRole('link', { name: 'aquilo' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(item as HTMLElement).getByText(/isto/)).toBeInTheDocument();
  });
});
