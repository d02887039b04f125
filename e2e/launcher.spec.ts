/**
 * The launcher and single sign-on of sibling products, and the login page's
 * footer, banner and terms (item 4). Products are the stand-in of apps/api modules/demo-product,
 * started by the journeys' server (PRODUCT_DEMO_PORT): a launch really goes through GET authorize,
 * the code exchange and the session read with the product's token.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PORTAL } from './playwright.config';
import { expectAccessible } from './fixtures';
import { signIn, signInAs } from './support/sign-in';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Where the server says product `id` lives (the stand-in in the journeys). */
async function productUrl(request: APIRequestContext, id: number): Promise<string> {
  const config = (await (await request.get(`${PORTAL}/api/config`)).json()) as {
    productUrls: Record<string, string>;
  };
  const url = config.productUrls[String(id)];
  if (!url) throw new Error(`no address for product ${id}`);
  return url;
}

const trail = (page: Page, title: string) => page.getByRole('region', { name: title });
const card = (page: Page, trailTitle: string, product: string) =>
  trail(page, trailTitle).getByRole('button', { name: new RegExp(`^${product}`) });

test.describe('launcher', () => {
  test('an administrator launches Localize from its card and lands signed in on the product', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, 'admin@empresa.example', 'Ana');
    for (const title of [
      'Cadastro e Onboarding',
      'Crédito e Fraude',
      'Relacionamento',
      'Recuperação',
      'Mais soluções',
    ]) {
      await expect(trail(page, title)).toBeVisible();
    }
    // Empresa Demonstração owns Análise 360, so its card is listed.
    await expect(card(page, 'Crédito e Fraude', 'Análise 360')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'inicio-1366');

    const localize = await productUrl(request, 1);
    await card(page, 'Cadastro e Onboarding', 'Localize').click();
    await expect(page).toHaveURL(new RegExp(`^${localize}/oauth/retorno\\?code=`));
    await expect(
      page.getByText('Você entrou no Localize pelo Painel como Ana Administradora Souza'),
    ).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'produto-localize');

    // Back at the start, the trail of the last choice is marked.
    await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
    await expect(trail(page, 'Cadastro e Onboarding').getByText('Sua última escolha')).toBeVisible();
    await expect(trail(page, 'Relacionamento').getByText('Sua última escolha')).toHaveCount(0);
  });

  test('a product the company does not own shows the info toast for 5 seconds', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'gerente@empresa.example', 'Gustavo');
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // Empresa Demonstração has no Webphone.
    await card(page, 'Relacionamento', 'Webphone').click();
    const toast = page.getByText('Ops! Parece que você não possui acesso ao produto escolhido.', {
      exact: false,
    });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/inicio$/);
    await page.clock.runFor(4_800);
    await expect(toast).toBeVisible();
    // The 5 s timer fires inside this second; the toast's exit transition is scheduled only when
    // React renders the close, which may be after runFor returns, so time flows again for it.
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await expect(toast).toHaveCount(0);
  });

  test('a company blocked for non-payment sees every card disabled, with the reason', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'bloqueado@inadimplente.example');
    const localize = card(page, 'Cadastro e Onboarding', 'Localize');
    await expect(localize).toHaveAttribute('aria-disabled', 'true');
    await expect(card(page, 'Relacionamento', 'SMS')).toHaveAttribute('aria-disabled', 'true');
    await expect(localize).toHaveAccessibleDescription(/Acesso suspenso por pendência de pagamento/);
    await localize.hover();
    await expect(page.getByRole('tooltip')).toContainText('Acesso suspenso por pendência de pagamento');
    await localize.click({ force: true });
    await expect(page).toHaveURL(/\/inicio$/);
    await expectAccessible(page);
    await shot(page, 'inicio-bloqueado');
  });

  test('the top-bar switcher lists the trails and launches from them; trial users do not have it', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await signIn(page, 'operador@empresa.example');
    await page.getByRole('button', { name: 'Em qual etapa você quer atuar?' }).click();
    const menu = page.getByRole('menu', { name: 'Em qual etapa você quer atuar?' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Recuperação')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'seletor-de-trilhas');
    await menu.getByRole('menuitem', { name: 'Autentica' }).first().click();
    const autentica = await productUrl(request, 10);
    await expect(page).toHaveURL(new RegExp(`^${autentica}/oauth/retorno`));
    await expect(
      page.getByText('Você entrou no Autentica pelo Painel como Otávio Operador Reis'),
    ).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, 'trial@teste.example', 'Tiago');
    await expect(page.getByText('Você está no período de teste')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Em qual etapa você quer atuar?' })).toHaveCount(0);
    // Teste Gratuito does not own Análise 360: its card is not listed.
    await expect(card(page, 'Crédito e Fraude', 'Análise 360')).toHaveCount(0);
  });
});

test.describe('single sign-on from the product', () => {
  test('a visitor who opens a product signs in at the portal and comes back to the product', async ({
    page,
    request,
  }) => {
    const baseCerta = await productUrl(request, 9);
    await page.goto(`${baseCerta}/`);
    await expect(page).toHaveURL(/\/\?redirectURL=%2Fapi%2Foauth2%2Foauth%2Fauthorize/);
    await signIn(page, 'gerente@empresa.example');
    await expect(page).toHaveURL(new RegExp(`^${baseCerta}/oauth/retorno\\?code=`));
    await expect(
      page.getByText('Você entrou no Base Certa pelo Painel como Gustavo Gerente Lima'),
    ).toBeVisible();

    // Already signed in at the portal: straight in.
    await page.goto(`${baseCerta}/`);
    await expect(
      page.getByText('Você entrou no Base Certa pelo Painel como Gustavo Gerente Lima'),
    ).toBeVisible();
  });

  test('a product the company does not own ends on the access-denied page', async ({ page, request }) => {
    await signInAs(page, 'trial@teste.example', 'Tiago');
    await page.goto(`${await productUrl(request, 5)}/`);
    await expect(page).toHaveURL(`${PORTAL}/acesso-negado`);
    await expect(page.getByText('Parece que você não possui acesso ao produto escolhido!')).toBeVisible();
  });
});

test.describe('login page', () => {
  test('shows the contacts, the seal, the privacy policy and the terms, which open and close by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '0800 777 7777' })).toHaveAttribute(
      'href',
      'tel:08007777777',
    );
    await expect(footer.getByRole('link', { name: '(11) 3000-0000' })).toHaveAttribute(
      'href',
      'tel:1130000000',
    );
    await expect(footer.getByRole('link', { name: 'atendimento@painel.example' })).toHaveAttribute(
      'href',
      'mailto:atendimento@painel.example',
    );
    const privacy = footer.getByRole('link', { name: /Política de privacidade/ });
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Selo de site seguro/ })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'login-1366');

    const terms = footer.getByRole('button', { name: 'Termos e condições de uso' });
    await terms.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Termos e condições de uso' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('O suporte atende de segunda a sexta-feira, das 9h às 18h.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'login-termos');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(terms).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'FECHAR' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(terms).toBeFocused();
  });

  test('shows the campaign banner from 1280 px only', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const banner = page.getByRole('link', { name: /Campanha em destaque/ });
    await expect(banner).toHaveAttribute('href', 'https://painel.example/campanhas/analise-360');
    await expect(banner.getByRole('img')).toHaveJSProperty('complete', true);
    await expectAccessible(page);
    await shot(page, 'login-1440-banner');

    await page.setViewportSize({ width: 1279, height: 900 });
    await expect(banner).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: '0800 777 7777' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'login-390');
  });

  test('the launcher on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await signIn(page, 'admin@empresa.example');
    await expect(card(page, 'Cadastro e Onboarding', 'Localize')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Em qual etapa você quer atuar?' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'inicio-390');
  });
});
