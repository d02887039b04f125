/**
 * What a product may ask of the portal's sign-in and logout, in Chromium (OpenID Connect): a fresh
 * sign-in (prompt=login, max_age) shows the login form to a person already signed in and returns
 * to the product, with no redirect loop; a logout the product cannot prove is its own asks the
 * person first. The product is the stand-in of apps/api modules/demo-product.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORTAL } from './playwright.config';
import { expectAccessible } from './fixtures';
import { signIn, signInAs } from './support/sign-in';

/** Where the server says product `id` lives (the stand-in in the journeys). */
async function productUrl(request: APIRequestContext, id: number): Promise<string> {
  const config = (await (await request.get(`${PORTAL}/api/config`)).json()) as {
    productUrls: Record<string, string>;
  };
  const url = config.productUrls[String(id)];
  if (!url) throw new Error(`no address for product ${id}`);
  return url;
}

const BASE_CERTA = 9;
const signedInBaseCerta = (page: Page) =>
  page.getByText('Você entrou no Base Certa pelo Painel como Gustavo Gerente Lima');

test.describe('a product asks for a fresh sign-in', () => {
  for (const ask of ['prompt=login', 'max_age=0']) {
    test(`${ask}: the signed-in person types the password again and lands on the product`, async ({
      page,
      request,
    }) => {
      const baseCerta = await productUrl(request, BASE_CERTA);
      await signInAs(page, 'gerente@empresa.example', 'Gustavo');
      await page.goto(`${baseCerta}/?${ask}`);
      // The form, although signed in, and why.
      await expect(page).toHaveURL(/\/\?redirectURL=%2Fapi%2Foauth2%2Foauth%2Fauthorize.*reautenticar=1/);
      await expect(page.getByRole('status')).toContainText(
        'Para continuar no produto, entre novamente com seu e-mail e senha.',
      );
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await expectAccessible(page);
      await signIn(page, 'gerente@empresa.example');
      await expect(page).toHaveURL(new RegExp(`^${baseCerta}/oauth/retorno\\?code=`));
      await expect(signedInBaseCerta(page)).toBeVisible();
    });
  }
});

test.describe('a product asks to end the session without its proof', () => {
  test('the person is asked: staying keeps the session, leaving ends it', async ({ page }) => {
    await signInAs(page, 'gerente@empresa.example', 'Gustavo');
    const logout = `${PORTAL}/api/oauth2/oauth/logout?client_id=produto-base-certa`;
    await page.goto(logout);
    await expect(page).toHaveURL(`${PORTAL}/sair?client_id=produto-base-certa`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deseja sair do Painel?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continuar conectado' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Gustavo!' })).toBeVisible();

    await page.goto(logout);
    // By keyboard: the first action is 'Sair'.
    await page.getByRole('button', { name: 'Sair' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.goto(`${PORTAL}/inicio`);
    await expect(page).toHaveURL(/\/\?redirectURL=%2Finicio/);
  });
});
