/**
 * Field errors read as the domain's pt-BR messages, never zod's technical texts ('Texto inválido:
 * deve corresponder ao padrão /^\d{4}…/', 'recebeu undefined', 'Pequeno demais…').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountMessages, validationMessages } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../test/harness';

let h: Harness;
let portal: FastifyInstance;
let admin: string;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
});
afterAll(() => h?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  portal.inject({ method, url: `/api${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  active: true,
  startTime: '00:00',
  endTime: '23:59',
}));
const technical = /padrão|recebeu|Pequeno demais|Grande demais|esperava|\^\\d/;

describe('validation messages through the API', () => {
  it("a date that is no day reads 'Informe uma data válida.'", async () => {
    for (const url of [
      '/reports/consolidated-usage?date=2026-10',
      '/reports/consolidated-usage/export?date=2026-10',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toEqual([
        { path: 'querystring.date', message: validationMessages.invalidDate },
      ]);
    }
  });

  it("a missing field reads 'Campo obrigatório.', a wrong type 'Valor inválido.'", async () => {
    const res = await call('POST', '/customers/groups', { ips: [], accessLimitation: week });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path: 'body.name', message: validationMessages.required });
    const wrong = await call('POST', '/customers/groups', { name: 42, ips: [], accessLimitation: week });
    expect(wrong.json().fields).toContainEqual({
      path: 'body.name',
      message: validationMessages.invalidValue,
    });
    for (const r of [res, wrong]) expect(r.body).not.toMatch(technical);
  });

  it("a group name of spaces reads the domain's name-required message", async () => {
    const res = await call('POST', '/customers/groups', {
      name: '   ',
      limitationPrice: '1000.00',
      ips: [],
      accessLimitation: week,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'body.name', message: accountMessages.groupNameRequired }]);
  });
});
