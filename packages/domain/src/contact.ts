/**
 * Contact and free-text field rules: CEP (zip code), e-mail, full name, IP address, URL
 * and integer. Each takes the text as typed and answers true or false; the messages shown for a
 * false answer live in messages/.
 */
import { onlyDigits } from './documents';
import { hasRepeatedDigits } from './patterns';

const CEP_LENGTH = 8;
const CEP_SHAPE = /^(?:\d{8}|\d{5}-\d{3})$/;

/** A CEP: 8 digits, bare or as 00000-000, not one digit repeated. */
export function isValidCep(input: string): boolean {
  const value = input.trim();
  return CEP_SHAPE.test(value) && !hasRepeatedDigits(onlyDigits(value));
}

/**
 * A CEP with its leading zeros back: zips that travelled as numbers lose them (01310-100 becomes
 * 1310100). Empty input and input longer than 8 digits come back as their digits, unpadded, so
 * validation still sees what was wrong.
 */
export function padCep(zip: string | number): string {
  const digits = onlyDigits(String(zip));
  if (digits === '' || digits.length > CEP_LENGTH) return digits;
  return digits.padStart(CEP_LENGTH, '0');
}

const EMAIL_MAX_LENGTH = 255;
/** RFC 5321's limit for the part before the '@'. */
const EMAIL_LOCAL_MAX_LENGTH = 64;
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

/**
 * A practical e-mail address: local@domain.tld in ASCII, no spaces, no leading, trailing or
 * consecutive dots, a top-level domain of at least two letters, at most 255 characters. Quoted
 * local parts and IP-literal domains are valid by RFC but never seen here, so they are refused.
 */
export function isValidEmail(input: string): boolean {
  if (input.length > EMAIL_MAX_LENGTH) return false;
  const at = input.lastIndexOf('@');
  const local = input.slice(0, at);
  const domain = input.slice(at + 1);
  if (at < 1 || local.length > EMAIL_LOCAL_MAX_LENGTH || !EMAIL_LOCAL.test(local)) return false;
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(tld)
  );
}

/** Latin letters with the accents of Portuguese (á, â, ã, à, ç, é, ê, í, ó, ô, õ, ú, ü...). */
const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿ';
const FIRST_NAME = new RegExp(`^[${LETTER}]{2,40}$`);
/** Later words may join letters with an apostrophe or hyphen: D'Ávila, Souza-Lima. */
const OTHER_NAME = new RegExp(`^[${LETTER}]+(?:['’-][${LETTER}]+)*$`);

/**
 * A full name: a first word of 2 to 40 letters and at least one more word. Text is normalised
 * to composed form first, because macOS and some keyboards send 'é' as 'e' plus an accent.
 */
export function isValidFullName(input: string): boolean {
  const words = input.normalize('NFC').trim().split(/\s+/);
  const [first, ...others] = words;
  return (
    first !== undefined &&
    FIRST_NAME.test(first) &&
    others.length >= 1 &&
    others.every((word) => OTHER_NAME.test(word))
  );
}

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const IPV6_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/**
 * An IPv4 address as a dotted quad, each part 0-255 without leading zeros: some tools read
 * '010' as octal 8, so such a value would not mean what the user sees.
 */
export function isValidIpv4(input: string): boolean {
  return IPV4.test(input);
}

/**
 * An IPv6 address in RFC 4291 text form: eight groups of 1-4 hex digits, at most one '::'
 * standing for one or more zero groups, optionally ending in an IPv4 dotted quad. Zone ids
 * ('%eth0') and brackets are refused: they belong to links, not to an allow-list of addresses.
 */
export function isValidIpv6(input: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(input)) return false;
  let hexPart = input;
  if (input.includes('.')) {
    const lastColon = input.lastIndexOf(':');
    if (lastColon < 0 || !isValidIpv4(input.slice(lastColon + 1))) return false;
    // The dotted quad fills the last two groups; stand-ins keep the group count right.
    hexPart = `${input.slice(0, lastColon + 1)}0:0`;
  }
  const halves = hexPart.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => IPV6_GROUP.test(group))) return false;
  return halves.length === 2 ? groups.length <= 7 : groups.length === 8;
}

/** An IP address: IPv4 dotted quad or IPv6. */
export function isValidIp(input: string): boolean {
  return isValidIpv4(input) || isValidIpv6(input);
}

/** scheme://authority then an optional path, query or fragment without spaces or controls. */
const URL_SHAPE = /^https?:\/\/([^/?#\s]+)(?:[/?#][^\s\p{Cc}]*)?$/iu;
const URL_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const URL_TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;
const MAX_PORT = 65_535;

function isValidUrlHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost' || isValidIpv4(host)) return true;
  if (host.startsWith('[') && host.endsWith(']')) return isValidIpv6(host.slice(1, -1));
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => URL_LABEL.test(label)) && URL_TLD.test(tld);
}

/**
 * An absolute http or https URL: a host that is a domain with a top-level domain, localhost or
 * an IP, an optional port 1-65535, no spaces. Credentials in the URL ('user:pass@host') are
 * refused: they are a phishing device, not something a user needs to type here. Written
 * without the URL global so that Node and the browser give the same answer.
 */
export function isValidUrl(input: string): boolean {
  const match = URL_SHAPE.exec(input);
  const authority = match?.[1];
  if (authority === undefined || authority.includes('@')) return false;
  const port = /:(\d{1,5})$/.exec(authority);
  const host = port ? authority.slice(0, port.index) : authority;
  if (port && (Number(port[1]) < 1 || Number(port[1]) > MAX_PORT)) return false;
  return isValidUrlHost(host);
}

/** An integer field: one or more digits and nothing else (no sign, no separators). */
export function isInteger(input: string): boolean {
  return /^\d+$/.test(input);
}
