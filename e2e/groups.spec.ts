/**
 * Journeys of groups: an administrator narrows a group's access days and a member
 * signed in elsewhere is refused on their next request; a gerente creates a group and finds it in
 * his list; staff find a customer in the back office and open its groups. The day taken away is three days from today in São Paulo, so the journey
 * means the same whatever the hour it runs at (no clock edge near midnight).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { signInAs, signInToBackOffice } from './support/sign-in';

const WEEK_DAYS = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'];

/** Today's ISO weekday (1 Monday … 7 Sunday) in São Paulo. */
function isoWeekdayInSaoPaulo(now: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(
    now,
  );
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

test('an administrator narrows a group’s days and a signed-in member is refused on the next request', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, 'plantao@empresa.example', 'Paula');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin@empresa.example', 'Ana');
  await admin.goto('/grupos-e-usuarios/grupos');
  const grid = admin.getByRole('list', { name: 'Grupos' });
  await expect(grid.getByRole('heading', { name: 'Plantão' })).toBeVisible();
  await expectAccessible(admin);

  await admin.getByRole('button', { name: 'Editar grupo' }).click();
  await grid.getByRole('button', { name: /Plantão/ }).click();
  await expect(admin.getByRole('heading', { name: 'GRUPO PLANTÃO' })).toBeVisible();
  // Only one day stays open: three days from today, so today and its neighbours are closed.
  const kept = ((isoWeekdayInSaoPaulo(new Date()) + 2) % 7) + 1;
  for (const [index, day] of WEEK_DAYS.entries()) {
    const box = admin.getByRole('checkbox', { name: day });
    if (index + 1 === kept) await box.check();
    else await box.uncheck();
  }
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'SALVAR' }).click();
  await expect(admin.getByText('Grupo atualizado com sucesso!')).toBeVisible();
  await expect(admin).toHaveURL(/\/grupos-e-usuarios\/grupos$/);

  // The member's next request is refused: the login page says the access has expired.
  await member.reload();
  await expect(member).toHaveURL((url) => url.pathname === '/');
  await expect(member.getByText(/Seu acesso expirou porque o horário liberado/)).toBeVisible();
  await memberContext.close();
  await adminContext.close();
});

test('a gerente creates a group by clicking, with the restrictions of his group, and then sees it in the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Unique within a run, so a retry on the same database does not meet its own earlier group.
  const name = `Equipe Norte ${Date.now() % 100_000}`;
  // A Gerente no other journey signs in as: the group he creates stays in his company's database.
  await signInAs(page, 'gerente@delegada.example', 'Diego');
  await page.goto('/grupos-e-usuarios/grupos');
  await page.getByRole('button', { name: /Novo grupo/ }).click();
  await expect(page.getByText('O novo grupo terá o limite de consumo')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Limite de consumo/ })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Segunda' })).toBeDisabled();
  await page.getByRole('textbox', { name: /Nome do grupo/ }).fill(name);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Grupo criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/grupos-e-usuarios\/grupos$/);
  const grid = page.getByRole('list', { name: 'Grupos' });
  await expect(grid.getByRole('heading', { name })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Equipe Sul' })).toBeVisible();
  // Another group of the company, not managed by his, stays out of his list.
  await expect(grid.getByRole('heading', { name: 'Equipe Leste' })).toHaveCount(0);
});

test('staff find a customer in the back office and open its groups', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signInToBackOffice(browser, 'suporte@painel.example');
  await page.goto('/clientes');
  const table = page.getByRole('table', { name: 'Clientes' });
  await page.getByRole('textbox', { name: 'Buscar cliente' }).fill('11.444.777');
  await page.getByRole('button', { name: 'BUSCAR' }).click();
  const open = table.getByRole('link', { name: 'Abrir Empresa Demonstração Ltda' });
  await expect(open).toBeVisible();
  await expect(table.getByRole('link')).toHaveCount(1);
  await expectAccessible(page);

  await open.click();
  await expect(page.getByRole('heading', { name: 'Empresa Demonstração Ltda' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Áreas do cliente' })
    .getByRole('link', { name: 'Grupos' })
    .click();
  const grid = page.getByRole('list', { name: 'Grupos' });
  await expect(grid.getByRole('heading', { name: 'Campo' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Visualizar grupo' }).click();
  await grid.getByRole('button', { name: /Campo/ }).click();
  await expect(page.getByRole('heading', { name: 'GRUPO CAMPO' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'IPs' }).getByText('203.0.113.0/24')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'FECHAR' }).click();
  await expect(page).toHaveURL(/\/clientes\/\d+\/editar\/grupos$/);
  await context.close();
});
