/**
 * IP addresses and CIDR ranges of a group's allow-list: an entry is one IPv4 or
 * IPv6 address, or a range written 'address/prefix' (10.0.0.0/8, 2001:db8::/32). The same parser
 * judges the form, the API body and the address of every request, so what the form accepts is
 * exactly what the server enforces. IPv4-mapped IPv6 ('::ffff:10.0.0.1') reads as the IPv4
 * address it carries, as the socket reports IPv4 callers on a dual-stack listener.
 */
import { isValidIpv4, isValidIpv6 } from './contact';

export type ParsedAddress = { readonly version: 4 | 6; readonly value: bigint };
export type ParsedRange = ParsedAddress & { readonly prefix: number };

const BITS = { 4: 32, 6: 128 } as const;

function parseIpv4(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function parseIpv6(text: string): bigint {
  let hex = text;
  let tail: bigint | null = null;
  if (text.includes('.')) {
    const lastColon = text.lastIndexOf(':');
    tail = parseIpv4(text.slice(lastColon + 1));
    hex = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [head = '', rest] = hex.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  let value = groups.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
  if (tail !== null) value = (value & ~0xffffffffn) | tail;
  return value;
}

/** One address, or null when it is not a valid IPv4 or IPv6 address. */
export function parseIpAddress(input: string): ParsedAddress | null {
  const text = input.trim();
  if (isValidIpv4(text)) return { version: 4, value: parseIpv4(text) };
  if (!isValidIpv6(text)) return null;
  const value = parseIpv6(text);
  // ::ffff:a.b.c.d is the IPv4 address a.b.c.d.
  if (value >> 32n === 0xffffn) return { version: 4, value: value & 0xffffffffn };
  return { version: 6, value };
}

/** An address (a range of one) or 'address/prefix'; null when either part is invalid. */
export function parseIpRange(input: string): ParsedRange | null {
  const text = input.trim();
  const slash = text.indexOf('/');
  if (slash < 0) {
    const address = parseIpAddress(text);
    return address ? { ...address, prefix: BITS[address.version] } : null;
  }
  const prefixText = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const addressText = text.slice(0, slash);
  const address = parseIpAddress(addressText);
  if (!address) return null;
  let prefix = Number(prefixText);
  // A mapped IPv6 range (::ffff:10.0.0.0/104) is the IPv4 range /8.
  const mapped = address.version === 4 && !isValidIpv4(addressText.trim());
  if (mapped) prefix -= 96;
  if (prefix < 0 || prefix > BITS[address.version]) return null;
  return { ...address, prefix };
}

/** Valid as an allow-list entry: an address or a CIDR range, IPv4 or IPv6. */
export function isValidIpOrRange(input: string): boolean {
  return parseIpRange(input) !== null;
}

function mask(version: 4 | 6, prefix: number): bigint {
  const bits = BigInt(BITS[version]);
  const all = (1n << bits) - 1n;
  return prefix === 0 ? 0n : (all >> (bits - BigInt(prefix))) << (bits - BigInt(prefix));
}

/** Whether an address falls inside an entry of the list; an unparseable address matches nothing. */
export function ipInRange(ip: string, range: string): boolean {
  const address = parseIpAddress(ip);
  const parsed = parseIpRange(range);
  if (!address || !parsed || address.version !== parsed.version) return false;
  const m = mask(parsed.version, parsed.prefix);
  return (address.value & m) === (parsed.value & m);
}

/** The entry as stored: trimmed, lower-case hex. */
export function normalizeIpEntry(input: string): string {
  return input.trim().toLowerCase();
}
