/**
 * Finding a customer company from a staff back-office page:
 * - `customerIdByDocument(page, document)`: the id of the customer whose CNPJ/CPF digits are
 *   `document` (fails the test when there is none), for `/clientes/<id>/…` addresses.
 */
import { expect, type Page } from '@playwright/test';
import { BACKOFFICE } from '../playwright.config';

export async function customerIdByDocument(page: Page, document: string): Promise<number | undefined> {
  const customers = await page.request.get(`${BACKOFFICE}/api/customers/list?numPage=0&numPageSize=50`);
  const list = ((await customers.json()) as { list: { id: number; document: string }[] }).list;
  const customer = list.find((candidate) => candidate.document === document);
  expect(customer).toBeDefined();
  return customer?.id;
}
