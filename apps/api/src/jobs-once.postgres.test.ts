/**
 * Stateless API processes on one PostgreSQL: every process runs the same background sweeps on a
 * timer, so each sweep must do its work once however many processes run it at the same moment.
 * Two application contexts, each with its own connection pool (what two processes are to the
 * database), run the overdue sweep, the NFS-e sweep and the back-channel logout sweep at once; the
 * notices, the block, each NFS-e and each product's logout notice happen once. A background report
 * export asked for on one process is written once and downloaded, the same bytes, from the other,
 * whose export folder is not the first's. A PostgreSQL proof (row locks and claims across
 * connections): files named *.postgres.test.ts run there only.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresignedLink, ReportExportJob, RpsRequest } from '@painel/contracts';
import { buildApp } from './app';
import { createAppContext, type AppContext } from './core/context';
import { openPostgres, type DatabaseHandle } from './db/database';
import { deliverBackchannelLogouts } from './modules/oidc/backchannel-logout';
import { exportStream, exportWorkersIdle } from './modules/reports/report-export-worker';
import { findExport } from './modules/reports/report-exports.repository';
import { companyId, userId } from './test/fixtures';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from './test/harness';
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

describe('a background report export on two processes', () => {
  const folders = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'painel-exports-')));
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('is asked for on one process, written once, and downloaded from the other with the same bytes', async () => {
    // Two processes, each with its own pool and its own export folder: only the database is shared.
    const [a, b] = await Promise.all(
      [h.db, second.db].map((db, i) =>
        buildApp({
          config: { ...h.config, reportExportsDir: folders[i]! },
          db,
          environment: 'portal',
          logger: false,
          now,
        }),
      ),
    );
    try {
      const company = await companyId(h.db, '11444777000161');
      // 20,000 more lines in November: a file of several database chunks.
      await sql`insert into usage_daily_rollups (company_id, usage_day, group_id, product_id, functionality_id, pricing_kind, unit_price, quantity, amount, event_count)
        select ${company}, date '2026-11-01' + (g % 20), 200000 + g, 1, 1001, 'PER_USE', 0.350, g, g * 0.350, 1
        from generate_series(1, 20000) g`.execute(h.db);
      await Promise.all([a!.ready(), b!.ready()]);
      const cookie = await signIn(a!, h.config, 'admin@empresa.example', DEMO_PASSWORD);

      const queued = await a!.inject({
        method: 'POST',
        url: '/api/reports/exports',
        headers: { cookie },
        payload: { date: '2026-11-01', format: 'csv' },
      });
      expect(queued.statusCode, queued.body).toBe(202);
      const { exportId } = queued.json<ReportExportJob>();
      await exportWorkersIdle();

      const row = await findExport(h.db, exportId);
      expect(row).toMatchObject({ status: 'done', attempts: 1, fileStore: 'database' });
      // The demo's own usage of the month, and the 20,000 lines above.
      const lines = Number(row!.rowsTotal);
      expect(lines).toBeGreaterThanOrEqual(20000);
      expect(row!.rowsWritten).toBe(String(lines));
      const chunks = await h.db
        .selectFrom('reportExportChunks')
        .select('seq')
        .where('exportId', '=', exportId)
        .execute();
      expect(chunks.length).toBeGreaterThan(1);
      expect(folders.flatMap((folder) => readdirSync(folder))).toEqual([]);

      const link = await b!.inject({
        method: 'POST',
        url: `/api/reports/exports/${exportId}/link`,
        headers: { cookie },
      });
      expect(link.statusCode, link.body).toBe(200);
      const url = new URL(link.json<PresignedLink>().presignedUrl);
      const file = await b!.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');

      // The same bytes as the export's writer gives over the same rollups.
      const expected: Buffer[] = [];
      for await (const chunk of exportStream(one, row!)) expected.push(chunk as Buffer);
      expect(file.rawPayload.equals(Buffer.concat(expected))).toBe(true);
      expect(file.body.split('\r\n')).toHaveLength(lines + 2);
    } finally {
      await Promise.all([a?.close(), b?.close()]);
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
