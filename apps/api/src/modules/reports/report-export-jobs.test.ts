/**
 * Background report exports: POST /reports/exports queues a job that the API's
 * worker writes to disk while 'Exportações' shows its rows; the link appears when it is done, and
 * the file reads back as the synchronous one. Also the per-company limit, a job's link before it is
 * done, whose exports a user sees and signs, a restart's interrupted job queued again (and a job a
 * live process still writes left to it until its lease runs out), and a file
 * written on disk (REPORT_EXPORT_STORAGE=disk, or before the database stored them) still served
 * after the setting changes.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PresignedLink, ReportExportJob, ReportExportList } from '@painel/contracts';
import { REPORT_EXPORT_LEASE_MS, REPORT_EXPORTS_PENDING_PER_COMPANY, reportMessages } from '@painel/domain';
import { buildApp } from '../../app';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { clearUsage, userByEmail } from '../usage/usage.test-support';
import { exportWorkersIdle } from './report-export-worker';
import { finishExport, setExportProgress } from './report-exports.repository';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
const now = new Date('2026-06-17T15:00:00Z');
const dir = mkdtempSync(path.join(tmpdir(), 'painel-exports-'));
let adminCookie: string;
let financeCookie: string;
let staffCookie: string;
let demo: { id: number; companyId: number; groupId: number | null };
const ROWS = 2500;

beforeAll(async () => {
  h = await createHarness({ reportExportsDir: dir });
  portal = await h.app('portal', { now: () => now });
  backoffice = await h.app('backoffice', { now: () => now });
  demo = await userByEmail(h.db, 'admin@empresa.example');
  await clearUsage(h.db);
  // ROWS daily rollups in June (one per group id), enough for several pages of the job.
  await sql`insert into usage_daily_rollups (company_id, usage_day, group_id, product_id, functionality_id, pricing_kind, unit_price, quantity, amount, event_count)
    select ${demo.companyId}, date '2026-06-01' + (g % 16), 100000 + g, 1, 1001, 'PER_USE', 0.350, g, g * 0.350, 1
    from generate_series(1, ${ROWS}) g`.execute(h.db);
  adminCookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  financeCookie = await signIn(portal, h.config, 'financeiro@empresa.example', DEMO_PASSWORD);
  staffCookie = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
}, 120_000);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = (app: FastifyInstance, cookie: string, body: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/reports/exports', headers: { cookie }, payload: body });
const list = async (cookie: string) =>
  (
    await portal.inject({ method: 'GET', url: '/api/reports/exports', headers: { cookie } })
  ).json<ReportExportList>().list;
const relink = (app: FastifyInstance, cookie: string, id: string) =>
  app.inject({ method: 'POST', url: `/api/reports/exports/${id}/link`, headers: { cookie } });
const linkPath = (link: PresignedLink) => {
  const url = new URL(link.presignedUrl);
  return `${url.pathname}${url.search}`;
};

describe('background report exports', () => {
  it('queues a job, counts its rows while it runs, and signs the stored file once done', async () => {
    const res = await start(portal, adminCookie, {
      date: '2026-06-01',
      format: 'csv',
      columns: 'date,quantity,amount',
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json<ReportExportJob>();
    expect(job).toEqual({ exportId: expect.any(String), status: 'queued', rowsTotal: ROWS });

    await exportWorkersIdle();
    const done = (await list(adminCookie)).find((e) => e.id === job.exportId);
    expect(done).toMatchObject({ status: 'done', rowsWritten: ROWS, rowsTotal: ROWS, format: 'csv' });

    const link = await relink(portal, adminCookie, job.exportId);
    expect(link.statusCode, link.body).toBe(200);
    const file = await portal.inject({ method: 'GET', url: linkPath(link.json<PresignedLink>()) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFData;Quantidade;Valor total');
    expect(lines).toHaveLength(ROWS + 2);
    expect(lines).toContain('02/06/2026;1;0,350');
  });

  it("refuses a job's link before it is done, and a third pending export of the company", async () => {
    const pending = await Promise.all(
      Array.from({ length: REPORT_EXPORTS_PENDING_PER_COMPANY }, () =>
        h.db
          .insertInto('reportExports')
          .values({
            companyId: demo.companyId,
            requestedBy: demo.id,
            environment: 'backoffice',
            format: 'xlsx',
            periodFrom: '2026-06-01',
            periodTo: '2026-06-17',
            groupId: null,
            productId: null,
            columns: ['date'],
            createdAt: now,
            status: 'queued',
            stored: true,
            rowsTotal: 10,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    const refused = await start(portal, adminCookie, { date: '2026-06-01', format: 'xlsx' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'EXPORT_LIMIT_REACHED',
      message: reportMessages.exportLimitReached,
    });
    // The synchronous export (small) is not a job and is not limited.
    const small = await portal.inject({
      method: 'GET',
      url: '/api/reports/consolidated-usage/export?date=2026-06-01&format=csv',
      headers: { cookie: adminCookie },
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json<PresignedLink>().presignedUrl).toMatch(/\/file\?/);

    await sql`update report_exports set environment = 'portal' where id = ${pending[0]!.id}`.execute(h.db);
    const early = await relink(portal, adminCookie, pending[0]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'EXPORT_NOT_READY' });
    await h.db.deleteFrom('reportExports').where('status', '=', 'queued').execute();
  });

  it("shows and signs only the requester's jobs, and a link only in its own environment", async () => {
    const res = await start(portal, adminCookie, { date: '2026-06-01', format: 'xlsx', columns: 'date' });
    const { exportId } = res.json<ReportExportJob>();
    await exportWorkersIdle();
    expect((await list(financeCookie)).map((e) => e.id)).not.toContain(exportId);
    expect((await relink(portal, financeCookie, exportId)).statusCode).toBe(404);
    expect((await relink(backoffice, staffCookie, exportId)).statusCode).toBe(404);
    const link = (await relink(portal, adminCookie, exportId)).json<PresignedLink>();
    const other = await backoffice.inject({ method: 'GET', url: linkPath(link) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'EXPORT_LINK_INVALID' });
    const file = await portal.inject({ method: 'GET', url: linkPath(link) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('queues again, at start, a job a stopped process left running, and writes it', async () => {
    const row = await h.db
      .insertInto('reportExports')
      .values({
        companyId: demo.companyId,
        requestedBy: demo.id,
        environment: 'portal',
        format: 'csv',
        periodFrom: '2026-06-01',
        periodTo: '2026-06-17',
        groupId: null,
        productId: null,
        columns: ['quantity'],
        createdAt: now,
        status: 'running',
        stored: true,
        rowsTotal: ROWS,
        rowsWritten: 700,
        attempts: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A new process: its worker starts with the app.
    const restarted = await h.app('portal', { now: () => now });
    await restarted.ready();
    await exportWorkersIdle();
    const after = await h.db
      .selectFrom('reportExports')
      .select(['status', 'rowsWritten', 'attempts'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'done', rowsWritten: String(ROWS), attempts: 2 });
  });

  it("leaves a job a live process is writing to it, takes it once the lease runs out, and the first worker's late writes change nothing", async () => {
    const row = await h.db
      .insertInto('reportExports')
      .values({
        companyId: demo.companyId,
        requestedBy: demo.id,
        environment: 'portal',
        format: 'csv',
        periodFrom: '2026-06-01',
        periodTo: '2026-06-17',
        groupId: null,
        productId: null,
        columns: ['quantity'],
        createdAt: now,
        status: 'running',
        stored: true,
        rowsTotal: ROWS,
        rowsWritten: 700,
        attempts: 1,
        heartbeatAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const state = () =>
      h.db
        .selectFrom('reportExports')
        .select(['status', 'rowsWritten', 'attempts'])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
    // A second process starts during a rolling restart while the first still writes the job.
    const second = await h.app('portal', { now: () => new Date(now.getTime() + 30_000) });
    await second.ready();
    await exportWorkersIdle();
    expect(await state()).toEqual({ status: 'running', rowsWritten: '700', attempts: 1 });

    // The first process stopped: no progress for longer than the lease, and a running worker takes it.
    const later = new Date(now.getTime() + REPORT_EXPORT_LEASE_MS + 1000);
    const third = await h.app('portal', { now: () => later });
    await third.ready();
    await exportWorkersIdle();
    expect(await state()).toEqual({ status: 'done', rowsWritten: String(ROWS), attempts: 2 });

    // The first worker, had it only stalled, finds its claim gone: its progress and its end are refused.
    const stale = { id: row.id, attempts: 1 };
    expect(await setExportProgress(h.db, stale, 900, later)).toBe(false);
    await finishExport(h.db, stale, { status: 'failed' }, 900, later);
    expect(await state()).toEqual({ status: 'done', rowsWritten: String(ROWS), attempts: 2 });
  });

  it('serves a file written on disk after the setting moved to the database, and one from before file_store', async () => {
    const onDisk = await buildApp({
      config: { ...h.config, reportExportStorage: 'disk' },
      db: h.db,
      environment: 'portal',
      logger: false,
      now: () => now,
    });
    try {
      const res = await start(onDisk, adminCookie, {
        date: '2026-06-01',
        format: 'csv',
        columns: 'quantity',
      });
      expect(res.statusCode, res.body).toBe(202);
      const { exportId } = res.json<ReportExportJob>();
      await exportWorkersIdle();
      expect(readdirSync(dir)).toContain(`${exportId}.csv`);
      const download = async () => {
        const link = (await relink(portal, adminCookie, exportId)).json<PresignedLink>();
        return portal.inject({ method: 'GET', url: linkPath(link) });
      };
      // The portal app stores new files in the database; this one names the disk.
      const file = await download();
      expect(file.statusCode).toBe(200);
      expect(file.body.split('\r\n')).toHaveLength(ROWS + 2);
      // A row written by the release before file_store: null, read from disk.
      await h.db.updateTable('reportExports').set({ fileStore: null }).where('id', '=', exportId).execute();
      expect((await download()).body).toBe(file.body);
      // Its file gone (another process's folder): a 404, not a broken download.
      rmSync(path.join(dir, `${exportId}.csv`));
      const missing = await download();
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await onDisk.close();
    }
  });
});
