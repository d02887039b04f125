/**
 * Stateless API processes on one PostgreSQL: every process runs the same background sweeps on a
 * timer, so each sweep must do its work once however many processes run it at the same moment.
 * Two application contexts, each with its own connection pool (what two processes are to the
 * database), run the overdue sweep, the NFS-e sweep and the back-channel logout sweep at once; the
 * notices, the block, each NFS-e and each product's logout notice happen once. A PostgreSQL proof (row locks and claims across connections): files named
 * *.postgres.test.ts run there only.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RpsRequest } from '@painel/contracts';
import { createAppContext, type AppContext } from './core/context';
import { openPostgres, type DatabaseHandle } from './db/database';
import { deliverBackchannelLogouts } from './modules/oidc/backchannel-logout';
import { companyId, userId } from './test/fixtures';
import { createHarness, type Harness } from './test/harness';
import { nfseConfig } from './modules/payments/nfse.config';
import type { NfseFetch } from './modules/payments/nfse.provider';
import { nfseRuntime, processNfseQueue } from './modules/payments/nfse.service';
import { nonPaymentSweep } from './modules/payments/payments.service';

let h: Harness;
let second: DatabaseHandle;
let portal: FastifyInstance;
let one: AppContext;
let other: AppContext;
const now = () => new Date('2026-11-25T15:00:00Z');

async function insertInvoice(companyId: number, period: string, paidAt: Date | null) {
  const row = await h.db
    .insertInto('invoices')
    .values({
      companyId,
      number: `${period}-${String(companyId).padStart(6, '0')}`,
      period: `${period}-01`,
      dueDate: '2026-11-10',
      usageAmount: '10.000',
      planFee: '1490.000',
      amount: '1500.000',
      amountCents: '150000',
      paidAt,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  return row;
}

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now });
  second = openPostgres(h.databaseUrl ?? '', 4);
  one = createAppContext({ db: h.db, config: h.config, environment: 'backoffice', now });
  other = createAppContext({ db: second.db, config: h.config, environment: 'backoffice', now });
  await h.db.deleteFrom('nfseIssuances').execute();
  await h.db.deleteFrom('paymentEvents').execute();
  await h.db.deleteFrom('invoices').execute();
}, 120_000);

afterAll(async () => {
  await second?.close();
  await h?.close();
});

describe('the background sweeps of two processes at the same moment', () => {
  it('the overdue sweep: one notice, one block and one audit row per invoice', async () => {
    const company = await companyId(h.db, '33000167000101');
    await h.db
      .updateTable('companies')
      .set({ blockedForNonPayment: false })
      .where('id', '=', company)
      .execute();
    // Due on the 10th, the 25th is past the block day: a notice and a block are due.
    await insertInvoice(company, '2026-10', null);
    const notificationsBefore = await countNotifications(company);

    const [a, b] = await Promise.all([nonPaymentSweep(one), nonPaymentSweep(other)]);

    expect(a.notified + b.notified).toBe(1);
    expect(a.blocked + b.blocked).toBe(1);
    expect((await countNotifications(company)) - notificationsBefore).toBe(2);
    const blocks = await h.db
      .selectFrom('auditEvents')
      .select('id')
      .where('action', '=', 'NON_PAYMENT_BLOCK_APPLIED')
      .where('companyId', '=', company)
      .execute();
    expect(blocks).toHaveLength(1);
    const row = await h.db
      .selectFrom('companies')
      .select('blockedForNonPayment')
      .where('id', '=', company)
      .executeTakeFirstOrThrow();
    expect(row.blockedForNonPayment).toBe(true);
  });

  it('the NFS-e sweep: each paid invoice is sent to the provider once', async () => {
    const paidAt = new Date('2026-11-25T14:00:00Z');
    const invoices = [
      await insertInvoice(await companyId(h.db, '11444777000161'), '2026-08', paidAt),
      await insertInvoice(await companyId(h.db, '11444777000161'), '2026-09', paidAt),
      await insertInvoice(await companyId(h.db, '33000167000101'), '2026-08', paidAt),
    ];
    const sent: string[] = [];
    // The demo's provider reached through app.inject: the same HTTP requests, without a listener.
    const recording: NfseFetch = async (url, init) => {
      if (init.method === 'POST' && typeof init.body === 'string')
        sent.push((JSON.parse(init.body) as RpsRequest).reference);
      const target = new URL(url);
      const res = await portal.inject({
        method: init.method as 'GET' | 'POST',
        url: `${target.pathname}${target.search}`,
        headers: init.headers as Record<string, string>,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    };
    const runtime = nfseRuntime(nfseConfig(h.config, {}), recording);

    const [a, b] = await Promise.all([processNfseQueue(one, runtime), processNfseQueue(other, runtime)]);

    expect(a.queued + b.queued).toBe(3);
    expect(a.issued + b.issued).toBe(3);
    expect(sent.toSorted()).toEqual(invoices.map((invoice) => invoice.number).toSorted());
    const issuances = await h.db.selectFrom('nfseIssuances').select(['invoiceId', 'status']).execute();
    expect(issuances.map((row) => row.status)).toEqual(['EMITIDA', 'EMITIDA', 'EMITIDA']);
  });
});

describe('the back-channel logout sweep of two processes at the same moment', () => {
  it('tells the product of each ended session once', async () => {
    const received: string[] = [];
    const product = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(new URLSearchParams(body).get('logout_token') ?? '');
        response.end();
      });
    });
    await new Promise<void>((resolve) => product.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = product.address() as AddressInfo;
      const client = await h.db
        .selectFrom('oauthClients')
        .select('id')
        .where('environment', '=', 'product')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await h.db
        .updateTable('oauthClients')
        .set({ backchannelLogoutUri: `http://127.0.0.1:${port}/logout` })
        .where('id', '=', client.id)
        .execute();
      const person = await userId(h.db, 'admin@empresa.example');
      const ended = new Date(now().getTime() - 60_000);
      const later = new Date(now().getTime() + 3_600_000);
      for (let i = 0; i < 3; i += 1)
        await h.db
          .insertInto('sessions')
          .values({
            userId: person,
            clientId: client.id,
            accessTokenHash: randomUUID(),
            lastRenewedAt: ended,
            expiresAt: later,
            absoluteExpiresAt: later,
            device: null,
            ip: null,
            userAgent: null,
            finalAccessAt: null,
            familyId: null,
            previousAccessTokenHash: null,
            previousValidUntil: null,
            parentSessionId: null,
            scope: null,
            authTime: null,
            amr: null,
            logoutNotifiedAt: null,
            revokedAt: ended,
            revokedReason: 'LOGOUT',
          })
          .execute();

      const [a, b] = await Promise.all([deliverBackchannelLogouts(one), deliverBackchannelLogouts(other)]);

      expect(a + b).toBe(3);
      expect(received).toHaveLength(3);
      expect(new Set(received).size).toBe(3);
    } finally {
      await new Promise((resolve) => product.close(resolve));
    }
  });
});

async function countNotifications(companyId: number) {
  const row = await h.db
    .selectFrom('notifications')
    .select(({ fn }) => fn.countAll<string>().as('count'))
    .where('companyId', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
