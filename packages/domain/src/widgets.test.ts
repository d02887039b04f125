import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  activeFilters,
  canRemoveFilter,
  characterCounter,
  clientLinkHref,
  customerDisplayName,
  defaultCounterWarning,
  isPaginationVisible,
  isSearchable,
  maskDate,
  maskTime,
  readPage,
  readPageSize,
  withFilters,
  withPage,
  withPageSize,
  withoutFilter,
  withoutFilters,
  type ListQuery,
} from './widgets';

const KEYS = ['name', 'email', 'status'];

describe('page and size in the query (PF 3: defaults 0 and 10)', () => {
  it.each<[ListQuery, number]>([
    [{}, 0],
    [{ page: '0' }, 0],
    [{ page: '3' }, 3],
    [{ page: '-1' }, 0],
    [{ page: '1.5' }, 0],
    [{ page: 'abc' }, 0],
    [{ page: '' }, 0],
    [{ page: '9999999' }, 0],
  ])('page of %j is %i', (query, page) => {
    expect(readPage(query)).toBe(page);
  });

  it.each<[ListQuery, number | undefined, number]>([
    [{}, undefined, 10],
    [{ size: '25' }, undefined, 25],
    [{ size: '50' }, undefined, 50],
    [{ size: '11' }, undefined, 10],
    [{ size: '1000' }, undefined, 10],
    [{ size: '0' }, undefined, 10],
    [{ size: 'x' }, undefined, 10],
    [{}, 5, 5],
    [{ size: '5' }, 5, 5],
    [{ size: '5' }, undefined, 10],
    [{ size: '15' }, 5, 15],
  ])('size of %j with default %s is %i', (query, defaultSize, size) => {
    expect(readPageSize(query, defaultSize)).toBe(size);
  });
});

describe('active filters', () => {
  it.each<[ListQuery, Array<[string, string]>]>([
    [{}, []],
    [{ page: '2', size: '20' }, []],
    [{ name: 'Ana' }, [['name', 'Ana']]],
    [
      { status: '1', name: 'Ana', other: 'x' },
      [
        ['name', 'Ana'],
        ['status', '1'],
      ],
    ],
    [{ name: '  ', email: '' }, []],
  ])('%j has %j', (query, expected) => {
    expect(activeFilters(query, KEYS)).toEqual(expected);
    expect(activeFilterCount(query, KEYS)).toBe(expected.length);
  });
});

describe('removing filters (PF 5: not when the key is not in the URL)', () => {
  it.each<[ListQuery, string, boolean]>([
    [{ name: 'Ana' }, 'name', true],
    [{ name: 'Ana' }, 'email', false],
    [{ name: '' }, 'name', false],
    [{ page: '2' }, 'page', false],
    [{ size: '20' }, 'size', false],
  ])('in %j, %s removable: %s', (query, key, removable) => {
    expect(canRemoveFilter(query, key)).toBe(removable);
  });

  it('removes one filter and goes back to the first page, keeping the rest', () => {
    expect(withoutFilter({ name: 'Ana', email: 'a@x.com', page: '3', size: '20' }, 'name')).toEqual({
      email: 'a@x.com',
      page: '0',
      size: '20',
    });
  });

  it('leaves the query as it is when the filter is not in it', () => {
    const query = { email: 'a@x.com', page: '3' };
    expect(withoutFilter(query, 'name')).toBe(query);
  });

  it('clears every filter of the screen, not other parameters, and resets the page', () => {
    expect(withoutFilters({ name: 'Ana', status: '1', tab: 'ativos', page: '4', size: '15' }, KEYS)).toEqual({
      tab: 'ativos',
      page: '0',
      size: '15',
    });
  });
});

describe('applying the filter drawer', () => {
  it('sets filled values trimmed, drops blank ones and resets the page', () => {
    expect(
      withFilters(
        { name: 'Velho', status: '2', page: '5', size: '20' },
        { name: '  Ana ', status: '', email: null },
      ),
    ).toEqual({ name: 'Ana', page: '0', size: '20' });
  });

  it('never lets a filter overwrite the page or the size', () => {
    expect(withFilters({ size: '20' }, { page: '9', size: '50', name: 'Ana' })).toEqual({
      name: 'Ana',
      page: '0',
      size: '20',
    });
  });
});

describe('paging', () => {
  it('moves to a page and keeps the filters', () => {
    expect(withPage({ name: 'Ana', page: '0' }, 2)).toEqual({ name: 'Ana', page: '2' });
    expect(withPage({}, -3)).toEqual({ page: '0' });
  });

  it('a new page size goes back to the first page', () => {
    expect(withPageSize({ name: 'Ana', page: '4', size: '10' }, 25)).toEqual({
      name: 'Ana',
      page: '0',
      size: '25',
    });
  });

  it.each<[number, number, boolean]>([
    [0, 10, false],
    [10, 10, false],
    [11, 10, true],
    [53, 50, true],
    [50, 50, false],
    [5, 0, false],
  ])('%i rows at %i per page: pagination shown %s', (count, size, shown) => {
    expect(isPaginationVisible(count, size)).toBe(shown);
  });
});

describe('characterCounter (PF 5: orange from the warning, red at the limit)', () => {
  it.each<[number, number, number | undefined, string, string]>([
    [0, 2000, 1500, '0 / 2000', 'normal'],
    [1499, 2000, 1500, '1499 / 2000', 'normal'],
    [1500, 2000, 1500, '1500 / 2000', 'warning'],
    [1999, 2000, 1500, '1999 / 2000', 'warning'],
    [2000, 2000, 1500, '2000 / 2000', 'error'],
    [29, 40, undefined, '29 / 40', 'normal'],
    [30, 40, undefined, '30 / 40', 'warning'],
    [40, 40, undefined, '40 / 40', 'error'],
  ])('%i of %i (warn at %s) reads %j, %s', (length, max, warnAt, text, tone) => {
    expect(characterCounter(length, max, warnAt)).toEqual({ text, tone });
  });

  it('warns at three quarters by default, as the ombudsman does', () => {
    expect(defaultCounterWarning(2000)).toBe(1500);
    expect(defaultCounterWarning(255)).toBe(191);
  });
});

describe('date and time masks', () => {
  it.each<[string, string]>([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1203', '12/03'],
    ['12032', '12/03/2'],
    ['12032024', '12/03/2024'],
    ['120320249', '12/03/2024'],
    ['12/03/2024', '12/03/2024'],
    ['ab12-03.2024', '12/03/2024'],
  ])('maskDate(%j) is %j', (typed, masked) => {
    expect(maskDate(typed)).toBe(masked);
  });

  it.each<[string, string]>([
    ['', ''],
    ['0', '0'],
    ['08', '08'],
    ['083', '08:3'],
    ['0830', '08:30'],
    ['08305', '08:30'],
    ['8h30', '83:0'],
  ])('maskTime(%j) is %j', (typed, masked) => {
    expect(maskTime(typed)).toBe(masked);
  });
});

describe('isSearchable (PF 5: from 3 characters)', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    [' a b ', true],
  ])('%j: %s', (text, searchable) => {
    expect(isSearchable(text)).toBe(searchable);
  });
});

describe('customers', () => {
  it.each<[string | null, string | null, string]>([
    ['Empresa Demonstração Ltda', 'Empresa Demonstração', 'Empresa Demonstração Ltda'],
    [null, 'Fantasia', 'Fantasia'],
    ['  ', 'Fantasia', 'Fantasia'],
    [null, null, 'Nome não informado'],
    ['', '  ', 'Nome não informado'],
  ])('%j / %j is shown as %j', (customerName, tradingName, shown) => {
    expect(customerDisplayName({ customerName, tradingName })).toBe(shown);
  });

  it('fills the client link template, encoded', () => {
    expect(clientLinkHref('https://crm.example/clientes/{clientId}/ver', 42)).toBe(
      'https://crm.example/clientes/42/ver',
    );
    expect(clientLinkHref('/clientes/{clientId}?de={clientId}', 'a/b')).toBe('/clientes/a%2Fb?de=a%2Fb');
  });
});
