/**
 * Every action the API writes to the trail has a pt-BR label in domain (messages/audit.ts), so
 * 'Atividade' never shows 'Outra ação (CODE)'. Every writer (recordAudit, and the login's
 * AuditEvent rows, writeAudit) takes an AuditAction, the keys of the labels: an action written without a label
 * does not compile, and the first test fails `npm run typecheck` if that type is ever widened.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel, type AuditAction } from '@painel/domain';
import type { writeAudit } from '../auth/auth-audit';
import { recordAudit } from '../../core/audit/record-audit';

describe('labels of the audit trail', () => {
  it('recordAudit and the login rows take only an action with a label', () => {
    expectTypeOf<Parameters<typeof writeAudit>[1]['action']>().toEqualTypeOf<AuditAction>();
    expectTypeOf(recordAudit).parameter(2).toEqualTypeOf<AuditAction>();
    // @ts-expect-error an action without a label is not written
    const unlabelled: Parameters<typeof recordAudit>[2] = 'NOT_LABELLED';
    expect(unlabelled).toBe('NOT_LABELLED');
  });

  it.each(AUDIT_ACTIONS)('%s reads as Portuguese, not as its code', (action) => {
    expect(auditActionLabel(action)).not.toMatch(/Outra ação|[A-Z]{2,}_/);
  });
});
