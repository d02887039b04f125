/**
 * The development mailbox (`/api/dev/caixa-de-saida`), for journeys that follow an e-mail or SMS.
 * The portal redirects that path to the mailbox's own loopback listener (PORTAL_PORT + 3), and the
 * request context follows the redirect.
 * - `lastMessage(request, to)`: the body of the newest message to `to` (an address or a phone's
 *   digits), polled until one arrives.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { PORTAL } from '../playwright.config';

export async function lastMessage(request: APIRequestContext, to: string) {
  let body = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${PORTAL}/api/dev/caixa-de-saida?to=${encodeURIComponent(to)}`);
      const { items } = (await res.json()) as { items: { body: string }[] };
      body = items[0]?.body ?? '';
      return body.length > 0;
    })
    .toBe(true);
  return body;
}
