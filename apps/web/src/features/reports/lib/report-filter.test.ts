import { describe, expect, it } from 'vitest';
import {
  addressOf,
  changeFilter,
  filterErrors,
  filterFromAddress,
  filterQuery,
  initialFilter,
} from './report-filter';

const now = new Date('2026-06-17T15:00:00Z');
const chosen = {
  ...initialFilter('2026-06-01'),
  customer: { id: 7, name: 'Empresa' },
  groupId: 3,
  productId: 1,
};

describe('the report filter', () => {
  it('clears the product when the date or the customer changes, and the group with the customer', () => {
    expect(changeFilter(chosen, { month: '2026-05-01' })).toMatchObject({ productId: null, groupId: 3 });
    expect(changeFilter(chosen, { customer: { id: 8, name: 'Outra' } })).toMatchObject({
      productId: null,
      groupId: null,
    });
    expect(changeFilter(chosen, { groupId: 4 })).toMatchObject({ productId: 1, groupId: 4 });
    expect(changeFilter(chosen, { mode: 'range' })).toMatchObject({ productId: null });
  });

  it('builds each environment query', () => {
    expect(filterQuery('portal', chosen)).toEqual({ date: '2026-06-01', productId: 1 });
    expect(
      filterQuery('backoffice', { ...chosen, mode: 'range', startDate: '2026-06-01', endDate: '2026-06-10' }),
    ).toEqual({
      startDate: '2026-06-01',
      endDate: '2026-06-10',
      customerId: 7,
      groupId: 3,
      productId: 1,
    });
  });

  it("stops a search with the spec's messages", () => {
    expect(filterErrors('backoffice', initialFilter('2026-06-01'), now)).toEqual({
      customerId: 'Informe o cliente.',
    });
    expect(
      filterErrors(
        'backoffice',
        { ...chosen, mode: 'range', startDate: '2026-05-01', endDate: '2026-06-10' },
        now,
      ),
    ).toEqual({
      endDate: 'O período não pode ser maior que 31 dias.',
    });
    expect(filterErrors('portal', { ...chosen, month: '2025-11-01' }, now)).toEqual({
      date: 'Data não permitida. Informe uma data maior.',
    });
    expect(filterErrors('portal', chosen, now)).toEqual({});
  });

  it('reads a search back from the address it wrote, and nothing from a back-office address without a customer', () => {
    const none = { date: '', startDate: '', endDate: '', customerId: '', groupId: '', productId: '' };
    expect(filterFromAddress('backoffice', none, '2026-06-01')).toBeNull();
    expect(filterFromAddress('portal', none, '2026-06-01')).toEqual(initialFilter('2026-06-01'));
    const range = { ...chosen, mode: 'range' as const, startDate: '2026-06-01', endDate: '2026-06-10' };
    expect(filterFromAddress('backoffice', addressOf('backoffice', range), '2026-06-01')).toEqual({
      ...range,
      month: '2026-06-01',
      customer: { id: 7, name: '' },
    });
    // The portal has no customer or group; an id that is not one is dropped.
    expect(
      filterFromAddress('portal', { ...none, customerId: '7', groupId: '3', productId: 'x' }, '2026-06-01'),
    ).toEqual(initialFilter('2026-06-01'));
  });
});
