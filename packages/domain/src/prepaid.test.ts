import { describe, expect, it } from 'vitest';
import {
  balanceWindowStart,
  defaultStatementPeriod,
  projectedBalanceDays,
  statementPeriodError,
} from './prepaid';

describe('projectedBalanceDays', () => {
  it.each([
    [106_830n, 3_420n, 30, 937],
    [1_000n, 1_000n, 30, 30],
    [999n, 1_000n, 30, 29],
    [1n, 30_000n, 30, 0],
    [0n, 3_420n, 30, 0],
    [-5_000n, 3_420n, 30, 0],
    [-5_000n, 0n, 30, 0],
    [10_000n, 0n, 30, null],
    [10_000n, 700n, 7, 100],
  ])('balance %s at %s per %s days lasts %s days', (balance, recent, days, expected) => {
    expect(projectedBalanceDays(balance, recent, days)).toBe(expected);
  });
});

describe('statement periods', () => {
  it.each([
    ['2026-06-17', '2026-04-01'],
    ['2026-01-31', '2025-11-01'],
    ['2026-03-01', '2026-01-01'],
  ])('today %s starts the default period on %s', (today, from) => {
    expect(defaultStatementPeriod(today)).toEqual({ from, to: today });
  });

  it.each([
    ['2026-06-17', '2026-05-19'],
    ['2026-03-01', '2026-01-31'],
    ['2024-03-01', '2024-02-01'],
  ])("the projection's 30 days ending %s start on %s", (today, from) => {
    expect(balanceWindowStart(today)).toBe(from);
  });

  it.each([
    ['2026-06-01', '2026-06-17', null],
    ['2026-06-17', '2026-06-17', null],
    ['2025-06-18', '2026-06-18', null],
    ['2023-03-02', '2024-03-01', null], // 366 days across a leap day
    ['2023-03-01', '2024-03-01', 'O período do extrato pode ter no máximo 366 dias.'],
    ['2026-06-18', '2026-06-17', 'A data inicial deve ser anterior ou igual à data final.'],
    ['2025-06-17', '2026-06-18', 'O período do extrato pode ter no máximo 366 dias.'],
    ['2026-02-30', '2026-03-01', 'Informe datas válidas.'],
    ['', '2026-03-01', 'Informe datas válidas.'],
  ])('%s to %s: %s', (from, to, error) => {
    expect(statementPeriodError(from, to)).toBe(error);
  });
});
