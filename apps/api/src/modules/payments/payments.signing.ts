/**
 * Two small HMAC-SHA256 uses: the expiring PDF link (a token naming invoice, company and expiry)
 * and the provider webhook's signature over the raw body. Both compare in constant time.
 * (The reports engineer builds signed export links too: one signer for both is a later merge.)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function hmac(secret: string, data: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

function equal(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export type DocumentKind = 'invoice' | 'serviceInvoice';

export interface LinkClaims {
  readonly kind: DocumentKind;
  readonly invoiceId: number;
  readonly companyId: number;
  /** Seconds since the epoch. */
  readonly expires: number;
}

export function signLink(secret: string, claims: LinkClaims): string {
  const body = Buffer.from(
    JSON.stringify([claims.invoiceId, claims.companyId, claims.expires, claims.kind === 'invoice' ? 0 : 1]),
  ).toString('base64url');
  return `${body}.${hmac(secret, `pdf:${body}`).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired token; null otherwise. */
export function verifyLink(secret: string, token: string, now: Date): LinkClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  // The text is compared, not the decoded bytes: base64url's last character has spare bits, so
  // a neighbour character decodes to the same signature and a changed link would still open.
  if (!equal(Buffer.from(signature), Buffer.from(hmac(secret, `pdf:${body}`).toString('base64url'))))
    return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || !parsed.every((n) => Number.isSafeInteger(n)))
    return null;
  const [invoiceId, companyId, expires, kind] = parsed as [number, number, number, number];
  if (expires * 1000 <= now.getTime() || (kind !== 0 && kind !== 1)) return null;
  return { kind: kind === 0 ? 'invoice' : 'serviceInvoice', invoiceId, companyId, expires };
}

/** `sha256=<hex>` of the raw body. */
export function webhookSignature(secret: string, rawBody: Buffer | string): string {
  return `sha256=${hmac(secret, rawBody).toString('hex')}`;
}

export function verifyWebhookSignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  return equal(Buffer.from(header.slice(7), 'hex'), hmac(secret, rawBody));
}
