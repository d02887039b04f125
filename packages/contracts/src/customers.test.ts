import { describe, expect, it } from 'vitest';
import { customerListQuerySchema, customerListSearch } from './customers';

describe('customerListQuerySchema', () => {
  it('defaults to page 0 of 10', () => {
    expect(customerListQuerySchema.parse({})).toEqual({ numPage: 0, numPageSize: 10 });
  });

  it.each([
    [
      { numPage: '2', numPageSize: '1', filter: 'Empresa' },
      { numPage: 2, numPageSize: 1, filter: 'Empresa' },
    ],
    [{ numPageSize: '50' }, { numPage: 0, numPageSize: 50 }],
  ])('reads %j', (query, parsed) => {
    expect(customerListQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    { numPage: '-1' },
    { numPageSize: '0' },
    { numPageSize: '51' },
    { filter: 'a'.repeat(101) },
    { filter: 'a\u0000b' },
    { other: '1' },
  ])('refuses %j', (query) => {
    expect(customerListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('customerListSearch', () => {
  it.each<[Parameters<typeof customerListSearch>[0], string]>([
    [{}, '/customers/list?numPage=0&numPageSize=10'],
    [{ filter: '  ' }, '/customers/list?numPage=0&numPageSize=10'],
    [
      { filter: ' Loja 100% & Cia ', numPageSize: 5 },
      '/customers/list?numPage=0&numPageSize=5&filter=Loja%20100%25%20%26%20Cia',
    ],
    [
      { numPage: 3, numPageSize: 1, filter: '11.444.777/0001-61' },
      '/customers/list?numPage=3&numPageSize=1&filter=11.444.777%2F0001-61',
    ],
  ])('%j is %s, read back by the schema', (query, address) => {
    expect(customerListSearch(query)).toBe(address);
    const search = address.slice(address.indexOf('?') + 1);
    const params = Object.fromEntries(
      search.split('&').map((pair) => pair.split('=').map(decodeURIComponent)),
    );
    expect(customerListQuerySchema.parse(params).filter).toBe(query.filter?.trim() || undefined);
  });
});
