/**
 * Journey of a customer's default access hours: staff close one day of
 * the demo customer's defaults on its back-office page, by keyboard; the customer's administrator
 * then finds that day locked in a group's form, with what the customer allows said above the days.
 * The day closed is three days from today in São Paulo, so nobody signed in now is shut out and the
 * journey means the same whatever the hour it runs at; the defaults are opened again at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { customerIdByDocument } from './support/customers';
import { signInAs, signInToBackOffice } from './support/sign-in';

const WEEK_DAYS = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'];

function isoWeekdayInSaoPaulo(now: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(
    now,
  );
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

/** Toggles a day of the defaults and saves them, with the keyboard only. */
async function toggleAndSave(page: Page, day: string) {
  const section = page.getByRole('region', { name: 'Dias e horários de acesso padrão' });
  await section.getByRole('checkbox', { name: day }).focus();
  await page.keyboard.press('Space');
  await section.getByRole('button', { name: 'SALVAR' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dias e horários padrão do cliente atualizados com sucesso!')).toBeVisible();
}

test('staff close a day of a customer’s defaults and the administrator finds it locked in the group form', async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const closed = WEEK_DAYS[((isoWeekdayInSaoPaulo(new Date()) + 2) % 7) + 1 - 1]!;
  const { context: staffContext, page: staff } = await signInToBackOffice(browser, 'suporte@painel.example', {
    viewport: { width: 1366, height: 800 },
  });
  const demoId = await customerIdByDocument(staff, '11444777000161');
  await staff.goto(`/clientes/${demoId}`);
  const section = staff.getByRole('region', { name: 'Dias e horários de acesso padrão' });
  await expect(section.getByRole('checkbox', { name: closed })).toBeChecked();
  await expectAccessible(staff);
  await staff.screenshot({ path: info.outputPath('cliente-horarios-1366.png'), fullPage: true });
  await toggleAndSave(staff, closed);
  await expect(section.getByRole('checkbox', { name: closed })).not.toBeChecked();
  await staff.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(staff);
  await staff.screenshot({ path: info.outputPath('cliente-horarios-390.png'), fullPage: true });

  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin@empresa.example', 'Ana');
  await admin.goto('/grupos-e-usuarios/grupos');
  await admin.getByRole('button', { name: 'Editar grupo' }).click();
  await admin
    .getByRole('list', { name: 'Grupos' })
    .getByRole('button', { name: /Plantão/ })
    .click();
  await expect(admin.getByRole('heading', { name: 'GRUPO PLANTÃO' })).toBeVisible();
  // Plantão was open every day: the closed day is unticked and locked, and the form says why.
  await expect(admin.getByRole('checkbox', { name: closed })).toBeDisabled();
  await expect(admin.getByRole('checkbox', { name: closed })).not.toBeChecked();
  await expect(admin.getByText(/^Dias e horários permitidos pelo cliente: /)).toBeVisible();
  await expect(admin.getByText(/foram ajustados aos dias e horários padrão do cliente/)).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: info.outputPath('grupo-dias-travados-1366.png'), fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(admin);
  await admin.screenshot({ path: info.outputPath('grupo-dias-travados-390.png'), fullPage: true });
  await adminContext.close();

  // Open again, so the customer is as the other journeys expect it.
  await toggleAndSave(staff, closed);
  await expect(section.getByRole('checkbox', { name: closed })).toBeChecked();
  await staffContext.close();
});
