/**
 * EXTRAIR RELATÓRIO end to end: the export is asked for with the report's filter, the
 * answer is a signed link, and the file behind it is read back by real spreadsheet readers (the
 * CSV as pt-BR Excel reads it, the XLSX with exceljs). Also the 'Exportações' list and its new
 * links, the link's tampering and expiry, the back office's customer columns and group filter,
 * 'Preço Unitário' and the month's consumption.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MonthConsumption, PresignedLink, ReportExportList, UnitPrices } from '@painel/contracts';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { addPrice, clearUsage, userByEmail } from '../usage/usage.test-support';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
// Wednesday 17 June 2026, 12:00 in São Paulo; tests move it forward to expire links.
let now = new Date('2026-06-17T15:00:00Z');
let adminCookie: string;
let staffCookie: string;
let trialCookie: string;
let demo: { id: number; companyId: number; groupId: number | null };
let trickyGroupId: number;

async function rollup(
  companyId: number,
  day: string,
  groupId: number,
  functionalityId: number,
  unitPrice: string,
  quantity: number,
  amount: string,
) {
  await h.db
    .insertInto('usageDailyRollups')
    .values({
      companyId,
      usageDay: day,
      groupId,
      productId: 1,
      functionalityId,
      pricingKind: 'PER_USE',
      unitPrice,
      quantity,
      amount,
      eventCount: 1,
    })
    .execute();
}

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
  backoffice = await h.app('backoffice', { now: () => now });
  demo = await userByEmail(h.db, 'operador@empresa.example');
  await clearUsage(h.db);
  const tricky = await h.db
    .insertInto('groups')
    .values({ companyId: demo.companyId, name: '=HYPERLINK("http://x";"a;b")' })
    .returning('id')
    .executeTakeFirstOrThrow();
  trickyGroupId = tricky.id;
  await rollup(demo.companyId, '2026-06-02', demo.groupId ?? 0, 1001, '0.350', 3, '1.050');
  await rollup(demo.companyId, '2026-06-03', trickyGroupId, 1001, '1234.500', 2, '2469.000');
  await rollup(demo.companyId, '2026-06-04', 0, 1001, '0.400', -1, '-0.400');
  await rollup(demo.companyId, '2026-05-30', 0, 1001, '0.400', 9, '3.600');
  await addPrice(h.db, {
    companyId: demo.companyId,
    productId: 1,
    functionalityId: 1001,
    unitPrice: '0.350',
    validFrom: '2026-01-01',
    validUntil: '2026-06-10',
  });
  await addPrice(h.db, {
    companyId: demo.companyId,
    productId: 1,
    functionalityId: 1001,
    unitPrice: '0.400',
    validFrom: '2026-06-10',
  });
  adminCookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  trialCookie = await signIn(portal, h.config, 'trial@teste.example', DEMO_PASSWORD);
  staffCookie = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
}, 120_000);
afterAll(() => h?.close());

const get = (app: FastifyInstance, cookie: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

/** The link's path and query, as the browser would open it on the same host. */
function linkPath(link: PresignedLink): string {
  const url = new URL(link.presignedUrl);
  return `${url.pathname}${url.search}`;
}

/** The CSV as pt-BR Excel reads it: BOM, ';' fields, '"' quoting, CRLF. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return rows;
}

describe('GET /api/reports/consolidated-usage/export (portal)', () => {
  it('answers a signed link whose CSV is pt-BR Excel: BOM, semicolons, decimal comma, formulas neutralised', async () => {
    const res = await get(
      portal,
      adminCookie,
      '/api/reports/consolidated-usage/export?date=2026-06-01&format=csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<PresignedLink>();
    expect(link.presignedUrl).toMatch(
      /^http:\/\/.+\/api\/reports\/exports\/\d+\/file\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(link.expiresAt).toBe('2026-06-17T15:05:00.000Z');
    // No session: the signature is the credential.
    const file = await portal.inject({ method: 'GET', url: linkPath(link) });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="consumo-consolidado-2026-06-01-a-2026-06-17.csv"',
    );
    const rows = parseCsv(file.body);
    expect(rows).toEqual([
      ['Data', 'Grupo', 'Produto', 'Funcionalidade', 'Valor unitário', 'Quantidade', 'Valor total'],
      ['02/06/2026', expect.any(String), 'Localize', 'Consulta por CPF', '0,350', '3', '1,050'],
      [
        '03/06/2026',
        `'=HYPERLINK("http://x";"a;b")`,
        'Localize',
        'Consulta por CPF',
        '1234,500',
        '2',
        '2469,000',
      ],
      ['04/06/2026', 'Sem grupo', 'Localize', 'Consulta por CPF', '0,400', '-1', '-0,400'],
    ]);
  });

  it('writes the same rows to an XLSX that a spreadsheet reader opens, with only the asked columns', async () => {
    const res = await get(
      portal,
      adminCookie,
      '/api/reports/consolidated-usage/export?date=2026-06-01&format=xlsx&columns=date,groupName,amount',
    );
    const file = await portal.inject({ method: 'GET', url: linkPath(res.json<PresignedLink>()) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Consumo');
    const values = sheet
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Data', 'Grupo', 'Valor total'],
      [new Date(Date.UTC(2026, 5, 2)), expect.any(String), 1.05],
      [new Date(Date.UTC(2026, 5, 3)), '=HYPERLINK("http://x";"a;b")', 2469],
      [new Date(Date.UTC(2026, 5, 4)), 'Sem grupo', -0.4],
    ]);
    expect(sheet?.getCell('A2').numFmt).toBe('dd/mm/yyyy');
  });

  it('refuses a tampered or expired link, and the other environment', async () => {
    const link = (
      await get(portal, adminCookie, '/api/reports/consolidated-usage/export?date=2026-06-01')
    ).json<PresignedLink>();
    const path = linkPath(link);
    const tampered = await portal.inject({
      method: 'GET',
      url: path.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 60}`),
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({
      code: 'EXPORT_LINK_INVALID',
      message: 'Link de download expirado ou inválido. Gere um novo link em Exportações.',
    });
    expect((await backoffice.inject({ method: 'GET', url: path })).statusCode).toBe(403);
    const saved = now;
    now = new Date(now.getTime() + 6 * 60 * 1000);
    try {
      expect((await portal.inject({ method: 'GET', url: path })).statusCode).toBe(403);
      // 'Exportações' signs a new one, which works.
      const again = await portal.inject({
        method: 'POST',
        url: `/api/reports/exports/${link.exportId}/link`,
        headers: { cookie: adminCookie },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(
        (await portal.inject({ method: 'GET', url: linkPath(again.json<PresignedLink>()) })).statusCode,
      ).toBe(200);
    } finally {
      now = saved;
    }
  });

  it("refuses another company's id, an empty column list and a month out of range", async () => {
    const trial = await userByEmail(h.db, 'trial@teste.example');
    expect(
      (await get(portal, adminCookie, `/api/reports/consolidated-usage/export?customerId=${trial.companyId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(portal, adminCookie, '/api/reports/consolidated-usage/export?columns=customerName'))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(portal, adminCookie, '/api/reports/consolidated-usage/export?columns=senha')).statusCode,
    ).toBe(400);
    const old = await get(portal, adminCookie, '/api/reports/consolidated-usage/export?date=2025-11-01');
    expect(old.json().fields).toEqual([
      { path: 'date', message: 'Data não permitida. Informe uma data maior.' },
    ]);
  });

  it("refuses a date range in the portal and another company's group, creating no export", async () => {
    const before = await h.db.selectFrom('reportExports').select('id').execute();
    const range = await get(
      portal,
      adminCookie,
      '/api/reports/consolidated-usage/export?startDate=2026-06-01&endDate=2026-06-10',
    );
    expect(range.statusCode).toBe(400);
    expect(range.json().fields).toEqual([
      { path: 'startDate', message: 'No portal, o relatório é por mês: informe o mês e o ano.' },
    ]);
    const trial = await userByEmail(h.db, 'trial@teste.example');
    const foreignGroup = await get(
      portal,
      adminCookie,
      `/api/reports/consolidated-usage/export?groupId=${trial.groupId}`,
    );
    expect(foreignGroup.statusCode).toBe(404);
    expect(foreignGroup.json()).toMatchObject({ code: 'NOT_FOUND' });
    const posted = await portal.inject({
      method: 'POST',
      url: '/api/reports/exports',
      headers: { cookie: adminCookie },
      payload: { groupId: trial.groupId },
    });
    expect(posted.statusCode, posted.body).toBe(404);
    expect(await h.db.selectFrom('reportExports').select('id').execute()).toHaveLength(before.length);
  });

  it("lists the user's exports of the last week, newest first, and no one else's", async () => {
    const list = (await get(portal, adminCookie, '/api/reports/exports')).json<ReportExportList>();
    expect(list.list.length).toBeGreaterThanOrEqual(3);
    expect(list.list[0]).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-17',
      customerName: 'Empresa Demonstração',
    });
    const staffList = (await get(backoffice, staffCookie, '/api/reports/exports')).json<ReportExportList>();
    expect(staffList.list).toEqual([]);
    const foreign = await backoffice.inject({
      method: 'POST',
      url: `/api/reports/exports/${list.list[0]?.id}/link`,
      headers: { cookie: staffCookie },
    });
    expect(foreign.statusCode).toBe(404);
    // A week later they are gone from the list, and no new link is signed for them.
    await sql`update report_exports set created_at = created_at - interval '8 days'`.execute(h.db);
    expect((await get(portal, adminCookie, '/api/reports/exports')).json<ReportExportList>().list).toEqual(
      [],
    );
    const stale = await portal.inject({
      method: 'POST',
      url: `/api/reports/exports/${list.list[0]?.id}/link`,
      headers: { cookie: adminCookie },
    });
    expect(stale.statusCode).toBe(404);
  });
});

describe('the back office', () => {
  it('exports a date range of the chosen customer with ID cliente and Cliente, narrowed by group', async () => {
    const none = await get(backoffice, staffCookie, '/api/reports/consolidated-usage/export?date=2026-06-01');
    expect(none.json().fields).toEqual([{ path: 'customerId', message: 'Informe o cliente.' }]);
    const res = await get(
      backoffice,
      staffCookie,
      `/api/reports/consolidated-usage/export?customerId=${demo.companyId}&startDate=2026-05-25&endDate=2026-06-03`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const file = await backoffice.inject({ method: 'GET', url: linkPath(res.json<PresignedLink>()) });
    const rows = parseCsv(file.body);
    expect(rows[0]).toEqual([
      'Data',
      'ID cliente',
      'Cliente',
      'Grupo',
      'Produto',
      'Funcionalidade',
      'Valor unitário',
      'Quantidade',
      'Valor total',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['30/05/2026', '02/06/2026', '03/06/2026']);
    expect(rows[1]).toEqual([
      '30/05/2026',
      String(demo.companyId),
      'Empresa Demonstração',
      'Sem grupo',
      'Localize',
      'Consulta por CPF',
      '0,400',
      '9',
      '3,600',
    ]);
    const grouped = await get(
      backoffice,
      staffCookie,
      `/api/reports/consolidated-usage/export?customerId=${demo.companyId}&startDate=2026-05-25&endDate=2026-06-03&groupId=${trickyGroupId}`,
    );
    const groupFile = await backoffice.inject({
      method: 'GET',
      url: linkPath(grouped.json<PresignedLink>()),
    });
    expect(
      parseCsv(groupFile.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['03/06/2026']);
  });

  it("lists the customer's groups for the group filter", async () => {
    const res = await get(backoffice, staffCookie, `/api/reports/groups?customerId=${demo.companyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ list: { id: number; name: string }[] }>().list.map((g) => g.id)).toContain(
      trickyGroupId,
    );
    expect((await get(backoffice, staffCookie, '/api/reports/groups')).statusCode).toBe(400);
  });
});

describe('Preço Unitário', () => {
  it("answers the company's prices in force and their history", async () => {
    const res = await get(portal, adminCookie, '/api/customers/unit-prices');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UnitPrices>();
    expect(body.current.map((p) => [p.unitPrice, p.validFrom, p.validUntil])).toEqual([
      ['0.400', '2026-06-10', null],
    ]);
    expect(body.history.map((p) => [p.unitPrice, p.validFrom, p.validUntil])).toEqual([
      ['0.350', '2026-01-01', '2026-06-10'],
    ]);
    expect(body.current[0]).toMatchObject({
      productName: 'Localize',
      functionality: 'Consulta por CPF',
      pricingKind: 'PER_USE',
    });
  });

  it('is refused to a trial user and read by staff for a customer', async () => {
    expect((await get(portal, trialCookie, '/api/customers/unit-prices')).statusCode).toBe(403);
    const staff = await get(backoffice, staffCookie, `/api/customers/${demo.companyId}/unit-prices`);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json<UnitPrices>().current).toHaveLength(1);
  });
});

describe('the chart', () => {
  it('sums the period per product with the same filter as the table', async () => {
    const res = await get(portal, adminCookie, '/api/reports/consolidated-usage/by-product?date=2026-06-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      list: [{ productId: 1, productName: 'Localize', quantity: 4, amount: '2469.650' }],
    });
  });
});

describe("'Consumo': the month so far", () => {
  it('sums the month by product and by group against the limits', async () => {
    await h.db
      .insertInto('groupMonthTotals')
      .values({ companyId: demo.companyId, month: '2026-06-01', groupId: trickyGroupId, amount: '2469.000' })
      .execute();
    await h.db
      .insertInto('companyMonthTotals')
      .values({ companyId: demo.companyId, month: '2026-06-01', amount: '2469.650' })
      .execute();
    const res = await get(portal, adminCookie, '/api/reports/month-consumption');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MonthConsumption>();
    expect(body).toMatchObject({
      month: '2026-06-01',
      companyAmount: '2469.650',
      byProduct: [{ id: 1, name: 'Localize', amount: '2469.650' }],
    });
    expect(body.byGroup.find((g) => g.id === trickyGroupId)).toMatchObject({
      amount: '2469.000',
      limit: null,
    });
  });
});
