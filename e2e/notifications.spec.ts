/**
 * Journeys of the notifications: the bell's counter, the menu and its pages, the virtual
 * seller's timing, and a notification written in the back office reaching a customer's bell. The
 * demo data is db/seed/demo-services.ts; other journeys may add notifications, so counts are read
 * from the page rather than assumed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BACKOFFICE, PORTAL } from './playwright.config';
import { expectAccessible } from './fixtures';
import { signInAs, signInToBackOffice } from './support/sign-in';

// Hidden included: while the menu (a modal popover) is open, the rest of the page is aria-hidden.
const bell = (page: Page) => page.getByRole('button', { name: /^Notificações, /, includeHidden: true });

/** The unread count, from the API with the page's session. */
async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get(`${PORTAL}/api/notifications/count`);
  return ((await response.json()) as { count: number }).count;
}

/** What the bell says for `count` unread: the badge's text, '9+' above nine. */
function bellName(count: number): string {
  if (count === 0) return 'Notificações, nenhuma não lida';
  return `Notificações, ${count > 9 ? '9+' : count} não lida${count === 1 ? '' : 's'}`;
}

async function openMenu(page: Page): Promise<Locator> {
  await bell(page).click();
  const menu = page.getByRole('dialog', { name: 'Notificações' });
  await expect(menu.getByRole('listitem').first()).toBeVisible();
  return menu;
}

test('the admin reads a notification, the counter drops, and more notifications load below', async ({
  page,
}) => {
  await signInAs(page, 'admin@empresa.example', 'Ana');
  const before = await unreadCount(page);
  expect(before).toBeGreaterThan(0);
  await expect(bell(page)).toHaveAccessibleName(bellName(before));

  const menu = await openMenu(page);
  await expect(menu.getByRole('tab', { name: 'Todas', selected: true })).toBeVisible();
  await expect(menu.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);

  const unread = menu.getByRole('listitem').filter({ hasText: 'Não lida' }).first();
  const text = (await unread.innerText()).split('\n').at(-1) ?? '';
  await unread.click();
  // Under the open menu the bell is aria-hidden: its label is read as an attribute.
  await expect(bell(page)).toHaveAttribute('aria-label', bellName(before - 1));
  expect(await unreadCount(page)).toBe(before - 1);
  await expect(menu.getByRole('listitem').filter({ hasText: text }).getByText('Não lida')).toHaveCount(0);

  await menu.getByRole('button', { name: 'Ver mais notificações' }).click();
  await expect(menu.getByRole('listitem').nth(10)).toBeFocused();
  await expect(menu.getByRole('listitem').filter({ hasText: 'CARTÃO DE CRÉDITO' })).toContainText('1 ano');
  await expect(menu.getByRole('button', { name: 'Ver mais notificações' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // The read state is the server's: it survives a reload.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(bellName(before - 1));
});

test('the virtual sellers come one at a time: 5 s after load, the next 1.5 s after closing', async ({
  page,
}) => {
  await page.clock.install();
  // An administrator: the demo's banner leads to Relatórios, which only such users may open.
  await signInAs(page, 'admin@empresa.example', 'Ana');
  const first = page.getByRole('complementary', { name: 'Conheça o Análise 360' });
  const second = page.getByRole('complementary', { name: 'Contratos assinados em minutos' });
  // The banner comes with the extra notifications, about 650 ms after load.
  const banner = page.getByRole('status').filter({ hasText: 'relatório de consumo consolidado' });
  await expect(banner).toBeVisible();
  // Demo content points at what exists: the consolidated consumption report, in Relatórios.
  await expect(banner).toContainText('Veja em Gestão da conta › Relatórios');
  await expect(banner.getByRole('link', { name: 'Saiba mais' })).toHaveCount(0);
  await expect(first).toHaveCount(0);

  await page.clock.fastForward(5_000);
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: 'QUERO CONHECER' })).toBeVisible();
  await expect(second).toHaveCount(0);
  await expectAccessible(page);

  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await first.getByRole('button', { name: 'Fechar sugestão' }).click();
  await expect(first).toHaveCount(0);
  await page.clock.runFor(1_400);
  await expect(second).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(second).toBeVisible();
  await page.clock.resume();

  // Closed is remembered for the session: after a reload only the second one comes back.
  await page.reload();
  await page.clock.fastForward(5_000);
  await expect(second).toBeVisible();
  await expect(first).toHaveCount(0);
});

test('staff write a notification to one user, found by name, and that user’s bell shows it, cleaned', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const { context: staffContext, page: staff } = await signInToBackOffice(browser, 'suporte@painel.example');
  // The back office has no bell.
  await expect(bell(staff)).toHaveCount(0);
  await staff.goto(`${BACKOFFICE}/backoffice/notificacoes`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(
    staff.getByRole('table', { name: 'Notificações enviadas' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectAccessible(staff);

  await staff.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }).click();
  await expect(staff.getByText('Campo obrigatório.')).toHaveCount(2);

  // Only Otávio, found by part of his name typed without the accent (no typed code).
  await staff.getByRole('radio', { name: 'Um usuário' }).click();
  const recipient = staff.getByRole('combobox', { name: 'Usuário' });
  await recipient.fill('otavio reis');
  const option = staff.getByRole('option', { name: /Otávio Operador Reis/ });
  await expect(option).toContainText('operador@empresa.example · Empresa Demonstração Ltda');
  await expectAccessible(staff);
  await option.click();
  await expect(recipient).toHaveValue('Otávio Operador Reis');

  await staff.getByRole('combobox', { name: 'Categoria' }).click();
  await staff.getByRole('option', { name: 'ATUALIZAÇÕES' }).click();
  await staff
    .getByLabel('Conteúdo (HTML)')
    .fill(
      `<p onclick="alert(1)">Aviso ${stamp}: <strong>nova versão</strong> no ar. <a href="https://painel.example/novidades">Veja</a><script>alert(1)</script></p>`,
    );
  const preview = staff
    .getByRole('heading', { name: 'Pré-visualização' })
    .locator('xpath=following-sibling::*[1]');
  await expect(preview.getByText('nova versão')).toBeVisible();
  await expect(preview.locator('script, [onclick]')).toHaveCount(0);
  await staff.getByRole('button', { name: 'PUBLICAR NOTIFICAÇÃO' }).click();
  await expect(staff.getByText('Notificação criada com sucesso!')).toBeVisible();
  const sent = staff.getByRole('table', { name: 'Notificações enviadas' }).getByRole('row').nth(1);
  await expect(sent).toContainText(`Aviso ${stamp}`);
  await expect(sent).toContainText('Usuário: Otávio Operador Reis');
  await expect(sent).toContainText('Sofia Suporte Andrade');
  await staffContext.close();

  await signInAs(page, 'operador@empresa.example', 'Otávio', PORTAL);
  const menu = await openMenu(page);
  const newest = menu.getByRole('listitem').first();
  await expect(newest).toContainText(`Aviso ${stamp}: nova versão no ar. Veja`);
  await expect(newest).toContainText('ATUALIZAÇÕES');
  await expect(newest).toContainText('Hoje');
  await expect(newest).toContainText('Não lida');
  await expect(newest.getByRole('link', { name: 'Veja' })).toHaveAttribute('target', '_blank');
  await expect(newest.locator('script, [onclick]')).toHaveCount(0);
});

test('the announcement that leads to Relatórios does not reach a gerente, who may not open it', async ({
  page,
}) => {
  const extras = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/extra') && response.ok(),
  );
  await signInAs(page, 'gerente@empresa.example', 'Gustavo');
  const answered = (await (await extras).json()) as { targetRoute: string | null }[];
  // The server sends it to everyone; the portal keeps it from who cannot follow it.
  expect(answered.some((extra) => extra.targetRoute === '/gestao-da-conta/relatorios')).toBe(true);
  await expect(page.getByRole('complementary', { name: 'Conheça o Análise 360' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'relatório de consumo consolidado' })).toHaveCount(
    0,
  );
});
