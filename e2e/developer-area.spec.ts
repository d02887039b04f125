/**
 * Área do desenvolvedor: the demo administrator (Empresa Demonstração, API flag)
 * creates an API credential, copies the secret shown once, obtains a client_credentials token with
 * it and makes a call that token allows (introspection of the token by its own client).
 */
import { expect, test, type Page } from '@playwright/test';
import { PORTAL } from './playwright.config';
import { expectAccessible } from './fixtures';
import { signInAs } from './support/sign-in';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the API administrator creates a credential and calls the API with it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'admin@empresa.example', 'Ana');
  await page.goto('/gestao-da-conta/area-do-desenvolvedor');
  await expect(page.getByRole('heading', { level: 1, name: 'Área do desenvolvedor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consumo da API no mês' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'developer-area-desktop');

  await page.getByRole('button', { name: 'Criar credencial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar credencial' });
  await dialog.getByLabel('Nome da credencial').fill('Integração do ERP');
  await dialog.getByRole('button', { name: 'Criar credencial' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Guarde o segredo da credencial' });
  await expect(
    secretDialog.getByText('Este segredo não será mostrado novamente.', { exact: false }),
  ).toBeVisible();
  const codes = secretDialog.locator('code');
  const clientId = (await codes.nth(0).textContent()) ?? '';
  const secret = (await codes.nth(1).textContent()) ?? '';
  expect(clientId).toMatch(/^api-\d+-[0-9a-f]+$/);
  await expectAccessible(page);
  await shot(page, 'developer-area-secret');
  await secretDialog.getByRole('button', { name: 'Já guardei o segredo' }).click();
  await expect(page.getByRole('cell', { name: 'Integração do ERP', exact: true })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  const basic = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  const token = await request.post(`${PORTAL}/api/oauth2/oauth/token`, {
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'grant_type=client_credentials',
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const introspection = await request.post(`${PORTAL}/api/oauth2/oauth/introspect`, {
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    data: `token=${encodeURIComponent(accessToken)}`,
  });
  expect(introspection.status()).toBe(200);
  expect(await introspection.json()).toMatchObject({ active: true, client_id: clientId });

  // The last use shows once the page reads the list again.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Integração do ERP' });
  await expect(row.getByRole('cell', { name: 'Nunca usada' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await shot(page, 'developer-area-phone');
});
