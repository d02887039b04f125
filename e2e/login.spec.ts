import { expect, test } from '@playwright/test';
import { BACKOFFICE } from './playwright.config';
import { expectAccessible } from './fixtures';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

test.describe('login journey', () => {
  test('an administrator signs in, is greeted by first name and signs out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueci minha senha?' })).toBeVisible();
    await expect(page.getByText('BACKOFFICE')).toHaveCount(0);
    await expectAccessible(page);
    // The form comes before the banner: the first Tab reaches the e-mail field.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();

    await signIn(page, 'admin@empresa.example');
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    await expectAccessible(page);

    // The session token lives in an HttpOnly cookie: page scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('painel_sessao');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'painel_sessao')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByText('Sua sessão foi encerrada com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/\?redirectURL=%2Finicio$/);
  });

  test('the form explains what is missing and each message clears on focus', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail é obrigatório.')).toBeVisible();
    await expect(page.getByText('Senha é obrigatória.')).toBeVisible();
    await page.getByLabel('E-mail').focus();
    await expect(page.getByText('E-mail é obrigatório.')).toHaveCount(0);
    await expect(page.getByText('Senha é obrigatória.')).toBeVisible();

    await page.getByLabel('E-mail').fill('nao-e-email');
    await page.getByLabel('Senha', { exact: true }).fill('curta');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail inválido.')).toBeVisible();
    await expect(page.getByText('Senha deve possuir no mínimo 8 caracteres.')).toBeVisible();

    const password = page.getByLabel('Senha', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the server message split into lines', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin@empresa.example', 'Errada#Senha99');
    const toast = page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' });
    await expect(toast).toBeVisible();
    await expect(toast.getByText('E-mail ou senha incorretos.', { exact: true })).toBeVisible();
    await expect(toast.getByText('Verifique os dados e tente novamente.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Once the user gets in, the old failure is no longer on screen.
    await signIn(page, 'admin@empresa.example');
    await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    await expect(toast).toHaveCount(0);
  });

  test('a tampered state is rejected before any token is requested', async ({ page }) => {
    let tokenCalls = 0;
    await page.route('**/api/oauth2/oauth/token', (route) => {
      tokenCalls += 1;
      return route.continue();
    });
    await page.route('**/api/oauth2/oauth/authorize', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, state: 'estado-forjado-por-um-atacante' } });
    });
    await page.goto('/');
    await signIn(page, 'admin@empresa.example');
    await expect(
      page.getByText('A conexão com o servidor foi rejeitada por motivos de segurança.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(tokenCalls).toBe(0);
  });

  test('after signing in the user returns to the page asked for', async ({ page }) => {
    await page.goto('/inicio');
    await expect(page).toHaveURL(/redirectURL=%2Finicio/);
    await signIn(page, 'gerente@empresa.example');
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('heading', { name: 'Olá, Gustavo!' })).toBeVisible();
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/caminho/que/nao/existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expectAccessible(page);
  });

  // financeiro@ is signed in by the recovery journey (with the new password it sets) and
  // mfa@/sms@ by the second-factor journeys (identity.spec.ts).
  for (const [email, firstName] of [
    ['operador@empresa.example', 'Otávio'],
    ['trial@teste.example', 'Tiago'],
    ['bloqueado@inadimplente.example', 'Bruno'],
  ] as const) {
    test(`demo account ${email} signs in to the portal`, async ({ page }) => {
      await page.goto('/');
      await signIn(page, email, DEMO_PASSWORD);
      await expect(page.getByRole('heading', { name: `Olá, ${firstName}!` })).toBeVisible();
    });
  }
});

test.describe('back office', () => {
  test('shows BACKOFFICE, admits staff and turns customers away', async ({ page }) => {
    await page.goto(BACKOFFICE);
    await expect(page.getByText('BACKOFFICE')).toBeVisible();
    await expectAccessible(page);

    await signIn(page, 'admin@empresa.example');
    await expect(
      page.getByText('Este acesso não está disponível para a sua conta neste ambiente.'),
    ).toBeVisible();

    await signIn(page, 'suporte@painel.example');
    await expect(page.getByRole('heading', { name: 'Olá, Sofia!' })).toBeVisible();
    await expect(page).toHaveURL(`${BACKOFFICE}/inicio`);
  });
});
