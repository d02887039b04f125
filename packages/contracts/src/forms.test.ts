import { describe, expect, it } from 'vitest';
import { activityQuerySchema } from './audit';
import { mfaEnrolFormSchema } from './mfa';
import { ownPasswordFormSchema, setPasswordFormSchema } from './passwords';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('mfaEnrolFormSchema', () => {
  it.each([
    [{ type: 'TOTP', phone: '' }, []],
    [{ type: 'SMS', phone: '11987654321' }, []],
    [{ type: 'SMS', phone: '(11) 98765-4321' }, []],
    [{ type: 'SMS', phone: '' }, [['phone', 'Informe um celular válido.']]],
    [{ type: 'SMS', phone: '1140041234' }, [['phone', 'Informe um celular válido.']]],
  ])('%j', (form, expected) => expect(issues(mfaEnrolFormSchema.safeParse(form))).toEqual(expected));
});

describe('setPasswordFormSchema and ownPasswordFormSchema', () => {
  it('put each rule’s message on its own field', () => {
    expect(
      issues(setPasswordFormSchema.safeParse({ password: 'Xy7#kLm2qRz!', passwordCheck: 'outra' })),
    ).toEqual([['passwordCheck', 'As senhas não conferem.']]);
    expect(
      setPasswordFormSchema.safeParse({ password: 'Xy7#kLm2qRz!', passwordCheck: 'Xy7#kLm2qRz!' }).success,
    ).toBe(true);
    const own = ownPasswordFormSchema({ companyName: 'Acme' });
    expect(
      own.safeParse({ current: 'Velha#Senha1', next: 'Xy7#kLm2qRz!', confirm: 'Xy7#kLm2qRz!' }).success,
    ).toBe(true);
    expect(
      issues(own.safeParse({ current: '', next: 'Xy7#kLm2qRz!', confirm: 'Xy7#kLm2qRz!' })).map(
        ([path]) => path,
      ),
    ).toEqual(['current']);
  });
});

describe('activityQuerySchema', () => {
  it('takes the paging contract, São Paulo days and the filters', () => {
    expect(
      activityQuerySchema.parse({ from: '2026-11-01', to: '2026-11-25', user: ' ana ', action: 'LOGIN' }),
    ).toEqual({
      numPage: 0,
      numPageSize: 10,
      from: '2026-11-01',
      to: '2026-11-25',
      user: 'ana',
      action: 'LOGIN',
    });
  });

  it.each([
    [{ from: '2026-11-26', to: '2026-11-25' }, 'to'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: '25/11/2026' }, 'from'],
    [{ action: 'login' }, 'action'],
    [{ other: '1' }, ''],
  ])('refuses %j', (query, path) =>
    expect(issues(activityQuerySchema.safeParse(query)).map(([at]) => at)).toContain(path),
  );
});
