import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditOutcomeLabel,
  auditPeriod,
  formatAuditInstant,
  saoPauloDayStart,
} from './audit';

describe('auditActionLabel', () => {
  it.each([
    ['PASSWORD_CHANGE', 'Alteração de senha'],
    ['PROFILE_UPDATE', 'Alteração de perfil de acesso'],
    ['SOMETHING_NEW', 'Outra ação (SOMETHING_NEW)'],
    ['toString', 'Outra ação (toString)'],
  ])('%s reads %s', (action, label) => expect(auditActionLabel(action)).toBe(label));
});

describe('auditOutcomeLabel', () => {
  it.each([
    ['SUCCESS', 'Concluída'],
    ['STARTED', 'Concluída'],
    ['FORBIDDEN', 'Recusada'],
    ['ACCOUNT_LOCKED', 'Recusada'],
  ])('%s reads %s', (outcome, label) => expect(auditOutcomeLabel(outcome)).toBe(label));
});

describe('saoPauloDayStart', () => {
  it.each([
    ['2026-11-25', '2026-11-25T03:00:00.000Z'],
    ['2026-01-01', '2026-01-01T03:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => expect(saoPauloDayStart(day)?.toISOString()).toBe(instant));

  it.each(['2026-02-31', '25/11/2026', '2026-13-01', ''])('refuses %s', (day) =>
    expect(saoPauloDayStart(day)).toBeNull(),
  );
});

describe('auditPeriod', () => {
  it('takes both days whole, the end exclusive at the next day', () => {
    expect(auditPeriod('2026-11-01', '2026-11-25')).toEqual({
      since: new Date('2026-11-01T03:00:00.000Z'),
      until: new Date('2026-11-26T03:00:00.000Z'),
    });
  });

  it('takes an open start or end', () => {
    expect(auditPeriod(undefined, '2026-11-25')).toEqual({ until: new Date('2026-11-26T03:00:00.000Z') });
    expect(auditPeriod('2026-11-25')).toEqual({ since: new Date('2026-11-25T03:00:00.000Z') });
    expect(auditPeriod()).toEqual({});
  });

  it('refuses an inverted or invalid period', () => {
    expect(auditPeriod('2026-11-26', '2026-11-25')).toBeNull();
    expect(auditPeriod('2026-02-30')).toBeNull();
  });
});

describe('formatAuditInstant', () => {
  it('reads the instant in São Paulo', () => {
    expect(formatAuditInstant('2026-11-25T21:04:09.000Z')).toBe('25/11/2026 18:04:09');
    expect(formatAuditInstant('2026-01-01T02:30:00.000Z')).toBe('31/12/2025 23:30:00');
  });
});
