import { describe, expect, it } from 'vitest';
import { reportPeriod } from './usage-report';

// 17 June 2026, 12:00 in São Paulo.
const now = new Date('2026-06-17T15:00:00Z');

describe('the consolidated report period', () => {
  it.each([
    [{}, { ok: true, from: '2026-06-01', to: '2026-06-17' }],
    [{ date: '2026-05-20' }, { ok: true, from: '2026-05-01', to: '2026-05-31' }],
    [{ date: '2025-12-01' }, { ok: true, from: '2025-12-01', to: '2025-12-31' }],
    [
      { date: '2025-11-30' },
      { ok: false, errors: [{ path: 'date', message: 'Data não permitida. Informe uma data maior.' }] },
    ],
    [
      { date: '2026-07-01' },
      { ok: false, errors: [{ path: 'date', message: 'Data não permitida. Informe uma data maior.' }] },
    ],
    [{ date: '2026-02-30' }, { ok: false, errors: [{ path: 'date', message: 'Data inválida.' }] }],
    [
      { startDate: '2026-06-01', endDate: '2026-06-10' },
      {
        ok: false,
        errors: [{ path: 'startDate', message: 'No portal, o relatório é por mês: informe o mês e o ano.' }],
      },
    ],
    [
      { date: '2026-06-01', endDate: '2026-06-10' },
      {
        ok: false,
        errors: [{ path: 'endDate', message: 'No portal, o relatório é por mês: informe o mês e o ano.' }],
      },
    ],
  ])('customer %j', (query, period) => {
    expect(reportPeriod('portal', query, now)).toEqual(period);
  });

  it.each([
    [{ date: '2026-06-03' }, { ok: true, from: '2026-06-01', to: '2026-06-17' }],
    [
      { startDate: '2026-05-10', endDate: '2026-06-10' },
      { ok: true, from: '2026-05-10', to: '2026-06-10' },
    ],
    [
      { startDate: '2026-05-10', endDate: '2026-06-11' },
      { ok: false, errors: [{ path: 'endDate', message: 'O período não pode ser maior que 31 dias.' }] },
    ],
    [
      { startDate: '2026-06-10', endDate: '2026-06-18' },
      {
        ok: false,
        errors: [{ path: 'endDate', message: 'A data final não pode ser maior que 17/06/2026.' }],
      },
    ],
    [
      { startDate: '2025-12-16', endDate: '2025-12-20' },
      {
        ok: false,
        errors: [{ path: 'startDate', message: 'A data inicial não pode ser menor que 17/12/2025.' }],
      },
    ],
    [
      { startDate: '2026-06-10', endDate: '2026-06-01' },
      {
        ok: false,
        errors: [{ path: 'startDate', message: 'A data inicial não pode ser maior que a data final.' }],
      },
    ],
    [{}, { ok: false, errors: [{ path: 'date', message: 'Informe o mês ou o período.' }] }],
    [
      { startDate: '2026-06-01' },
      { ok: false, errors: [{ path: 'endDate', message: 'Informe o mês ou o período.' }] },
    ],
  ])('back office %j', (query, period) => {
    expect(reportPeriod('backoffice', query, now)).toEqual(period);
  });
});
