import { describe, expect, it } from 'vitest';
import { userSearchQuerySchema, userSearchUrl } from './users';

describe('userSearchQuerySchema', () => {
  it.each([
    [{ filter: 'ota' }, { filter: 'ota', limit: 10 }],
    [
      { filter: 'Otávio Reis', customerId: '2', limit: '20' },
      { filter: 'Otávio Reis', customerId: 2, limit: 20 },
    ],
    [
      { filter: 'op@', limit: '1' },
      { filter: 'op@', limit: 1 },
    ],
  ])('reads %j', (query, parsed) => {
    expect(userSearchQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each<[Record<string, string>, string]>([
    [{}, 'no text'],
    [{ filter: 'ot' }, 'below 3 characters'],
    [{ filter: ' o  ' }, 'below 3 characters once trimmed'],
    [{ filter: 'a'.repeat(121) }, 'longer than 120'],
    [{ filter: 'ota\u0000' }, 'a control character'],
    [{ filter: 'ota', limit: '0' }, 'no results asked'],
    [{ filter: 'ota', limit: '21' }, 'more than 20 results'],
    [{ filter: 'ota', customerId: '0' }, 'an impossible customer'],
    [{ filter: 'ota', other: '1' }, 'an unknown parameter'],
  ])('refuses %j (%s)', (query) => {
    expect(userSearchQuerySchema.safeParse(query).success).toBe(false);
  });

  it('says how much to type', () => {
    expect(userSearchQuerySchema.safeParse({ filter: 'ot' }).error?.issues[0]?.message).toBe(
      'Digite pelo menos 3 caracteres para pesquisar.',
    );
  });
});

describe('userSearchUrl', () => {
  it.each<[Parameters<typeof userSearchUrl>[0], string]>([
    [{ filter: ' Otávio ' }, '/backoffice/users/search?filter=Ot%C3%A1vio'],
    [
      { filter: 'a&b', customerId: 2, limit: 5 },
      '/backoffice/users/search?filter=a%26b&customerId=2&limit=5',
    ],
  ])('writes %j as %s', (query, url) => {
    expect(userSearchUrl(query)).toBe(url);
  });
});
