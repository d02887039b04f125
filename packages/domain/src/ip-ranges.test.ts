import { describe, expect, it } from 'vitest';
import { isIpAllowed } from './access-window';
import { ipInRange, isValidIpOrRange, parseIpRange } from './ip-ranges';
import { validateGroupIps } from './forms/groups';

describe('allow-list entries', () => {
  it.each([
    '10.0.0.1',
    '10.0.0.0/8',
    '192.168.1.0/24',
    '0.0.0.0/0',
    '203.0.113.7/32',
    '2001:db8::1',
    '2001:db8::/32',
    '::/0',
    '::1/128',
    '::ffff:10.0.0.0/104',
    ' 172.16.0.0/12 ',
  ])('accepts %s', (entry) => {
    expect(isValidIpOrRange(entry)).toBe(true);
    expect(validateGroupIps([entry])).toBeNull();
  });

  it.each([
    '10.0.0.0/33',
    '10.0.0.0/',
    '10.0.0/8',
    '2001:db8::/129',
    '2001:db8::/-1',
    '10.0.0.1/8/8',
    'abc/8',
    '/8',
    '10.0.0.0/ 8',
    '10.0.0.0/0x8',
  ])('refuses %s', (entry) => {
    expect(isValidIpOrRange(entry)).toBe(false);
    expect(validateGroupIps([entry])).toBe('É necessário inserir os IPs com sua respectiva pontuação.');
  });

  it('reads a mapped IPv6 range as its IPv4 range', () => {
    expect(parseIpRange('::ffff:10.0.0.0/104')).toMatchObject({ version: 4, prefix: 8 });
  });
});

describe('matching an address against a range', () => {
  it.each([
    ['10.1.2.3', '10.0.0.0/8', true],
    ['11.0.0.1', '10.0.0.0/8', false],
    ['192.168.1.255', '192.168.1.0/24', true],
    ['192.168.2.0', '192.168.1.0/24', false],
    ['8.8.8.8', '0.0.0.0/0', true],
    ['::ffff:10.9.9.9', '10.0.0.0/8', true],
    ['10.9.9.9', '::ffff:10.0.0.0/104', true],
    ['2001:db8:abcd::1', '2001:db8::/32', true],
    ['2001:db9::1', '2001:db8::/32', false],
    ['10.0.0.1', '::/0', false],
    ['2001:db8::1', '2001:db8::1', true],
    ['not-an-ip', '0.0.0.0/0', false],
  ])('%s in %s: %s', (ip, range, expected) => {
    expect(ipInRange(ip, range)).toBe(expected);
  });

  it('allows an address inside a range of the list, and any address with an empty list', () => {
    expect(isIpAllowed('10.20.30.40', ['192.168.0.1', '10.20.0.0/16'])).toBe(true);
    expect(isIpAllowed('10.21.30.40', ['192.168.0.1', '10.20.0.0/16'])).toBe(false);
    expect(isIpAllowed('127.0.0.1', [])).toBe(true);
  });
});
