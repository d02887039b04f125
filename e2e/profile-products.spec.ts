/**
 * End to end: the products a custom profile grants are the products its holders
 * get. An administrator builds a profile from Operador with only Localize and Gestão de Cobrança
 * in the wizard, invites a new user with it (the 'Cadastrar Senha' link from the development
 * mailbox), and that user sees only those products in 'Minhas Soluções', opens Localize through
 * single sign-on (the stand-in product), and gets the access-denied page when opening SMS by its
 * address. The journey makes its own profile and user (unique names), so it depends on no other.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORTAL } from './playwright.config';
import { expectAccessible } from './fixtures';
import { lastMessage } from './support/mailbox';
import { signIn, signInAs } from './support/sign-in';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu lateral' });
/** The entries of 'Minhas Soluções' (PF 2 'Shell'), as the side menu names them. */
const SOLUTION_NAMES = [
  'Análise 360',
  'Assinaturas',
  'Autentica',
  'Base Certa',
  'Crédito Mix',
  'Dossiê',
  'Geotimize',
  'Gestão de Cobrança',
  'Localize',
  'SMS',
  'Veículos',
  'Webphone',
];

/** Where the server says product `id` lives (the stand-in in the journeys). */
async function productUrl(request: APIRequestContext, id: number): Promise<string> {
  const config = (await (await request.get(`${PORTAL}/api/config`)).json()) as {
    productUrls: Record<string, string>;
  };
  const url = config.productUrls[String(id)];
  if (!url) throw new Error(`no address for product ${id}`);
  return url;
}

test("a custom profile's products are the only ones its holder opens", async ({ page, request }) => {
  // A bound for a hang, not a speed target: the wizard, an invitation and two sign-ins on a shared 2-core machine.
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const profileName = `Cobranca ${run}`;
  const email = `cobranca.${run}@empresa.example`;

  // The administrator's wizard: from Operador, only Localize and Gestão de Cobrança.
  await signInAs(page, 'admin@empresa.example', 'Ana');
  await page.goto('/grupos-e-usuarios/perfis');
  await page.getByRole('button', { name: 'Criar novo perfil' }).click();
  const drawer = page.getByRole('dialog', { name: 'Criar perfil personalizado' });
  await drawer.getByLabel('Nome do perfil').fill(profileName);
  await drawer.getByRole('radio', { name: 'Operador' }).check();
  await drawer.getByRole('button', { name: 'AVANÇAR' }).click();
  await expect(drawer.getByText('Selecione os produtos que o perfil poderá utilizar.')).toBeVisible();
  for (const product of ['SMS', 'Base Certa', 'Autentica'])
    await drawer.getByRole('checkbox', { name: product }).uncheck();
  await drawer.getByRole('checkbox', { name: 'Gestão de Cobrança' }).check();
  await expect(drawer.getByRole('checkbox', { name: 'Localize' })).toBeChecked();
  await drawer.getByRole('button', { name: 'AVANÇAR' }).click();
  await drawer.getByRole('button', { name: 'AVANÇAR' }).click();
  await drawer.getByRole('button', { name: 'CRIAR PERFIL' }).click();
  await page
    .getByRole('dialog', { name: 'Perfil criado com sucesso!' })
    .getByRole('button', { name: 'AGORA NÃO' })
    .click();

  // The invitation with that profile.
  await page.goto('/grupos-e-usuarios/usuarios');
  await page.getByRole('button', { name: 'ADICIONAR USUÁRIO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar usuário(s)' });
  await dialog.getByLabel(/E-mails/).fill(email);
  await dialog.getByLabel(/E-mails/).press('Enter');
  await dialog.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: 'Comercial', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Perfil de acesso' }).click();
  await page.getByRole('option', { name: profileName, exact: true }).click();
  await dialog.getByRole('button', { name: 'ADICIONAR' }).click();
  await expect(page.getByText(`${email}: Convite enviado`)).toBeVisible();

  // The new user accepts and signs in.
  const mail = await lastMessage(request, email);
  const link = /https?:\/\/\S+\/cadastro-de-senha\?hash=[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link).toContain('/cadastro-de-senha?hash=');
  await page.context().clearCookies();
  await page.goto(link);
  const password = 'Basalto!Claro93';
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'CONFIRMAR CADASTRO DE SENHA' }).click();
  await page.getByRole('button', { name: 'ACESSAR PLATAFORMA ASSERTIVA' }).click();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/inicio$/);

  // 'Minhas Soluções' lists the profile's products only, in the spec's order.
  const solutions = sideMenu(page).getByRole('button', { name: 'Minhas Soluções' });
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  const solutionsListed = async () => {
    const entries = await sideMenu(page)
      .locator('a[href], [role="button"]')
      .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
    return entries
      .slice(entries.indexOf('Minhas Soluções') + 1)
      .filter((name) => SOLUTION_NAMES.includes(name));
  };
  await expect.poll(solutionsListed).toEqual(['Gestão de Cobrança', 'Localize']);
  await expectAccessible(page);

  // Localize opens through single sign-on; SMS, opened by its address, ends on the access-denied page.
  const localize = await productUrl(request, 1);
  await sideMenu(page).getByRole('button', { name: 'Localize', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${localize}/oauth/retorno\\?code=`));
  await expect(page.getByText(/Você entrou no Localize pelo Painel como/)).toBeVisible();

  await page.goto(`${await productUrl(request, 5)}/`);
  await expect(page).toHaveURL(`${PORTAL}/acesso-negado`);
  await expect(page.getByRole('heading', { name: 'Acesso Negado!' })).toBeVisible();
  await expect(page.getByText('Parece que você não possui acesso ao produto escolhido!')).toBeVisible();
});
