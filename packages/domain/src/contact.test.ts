import { describe, expect, it } from 'vitest';
import {
  isInteger,
  isValidCep,
  isValidEmail,
  isValidFullName,
  isValidIp,
  isValidIpv4,
  isValidIpv6,
  isValidUrl,
  padCep,
} from './contact';

describe('isValidCep', () => {
  it.each(['01310100', '01310-100', '20040-020', '70040010', '99999-998', ' 01310-100 '])(
    'accepts %j',
    (value) => {
      expect(isValidCep(value)).toBe(true);
    },
  );

  it.each([
    '00000000',
    '00000-000',
    '11111-111',
    '0131010',
    '013101000',
    '0131-0100',
    '01310.100',
    '01310 100',
    'abcde-fgh',
    '',
  ])('rejects %j', (value) => {
    expect(isValidCep(value)).toBe(false);
  });
});

describe('padCep', () => {
  it.each<[string | number, string]>([
    ['1310100', '01310100'],
    [1310100, '01310100'],
    ['01310-100', '01310100'],
    ['20040020', '20040020'],
    ['1', '00000001'],
    [99999, '00099999'],
    ['', ''],
    ['123456789', '123456789'],
  ])('pads %j to %j', (zip, expected) => {
    expect(padCep(zip)).toBe(expected);
  });
});

describe('isValidEmail', () => {
  it.each([
    'ana@empresa.com.br',
    'ana.souza@empresa.com',
    'ana+painel@sub.empresa.io',
    'a_b-c@e-mail.co',
    'ANA@EMPRESA.COM.BR',
    '1234@numeros.net',
    "o'neil@example.org",
    `${'a'.repeat(64)}@example.com`,
    // 255 characters, the limit.
    `${'a'.repeat(59)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@empresa.com',
    'ana@empresa',
    'ana@empresa.c',
    'ana@empresa.c0m',
    'ana souza@empresa.com',
    ' ana@empresa.com',
    'ana@empresa.com ',
    'ana..souza@empresa.com',
    '.ana@empresa.com',
    'ana.@empresa.com',
    'ana@empresa..com',
    'ana@-empresa.com',
    'ana@empresa-.com',
    'ana@@empresa.com',
    'ana@emp@resa.com',
    'joão@empresa.com',
    `${'a'.repeat(65)}@example.com`,
    // 256 characters, one over the limit.
    `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
  ])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('isValidFullName', () => {
  it.each([
    'Ana Souza',
    'João da Silva',
    'Maria Conceição Araújo',
    'Zé Ninguém',
    'Luís Gonçalves',
    'Ana D’Ávila',
    "Ana D'Ávila",
    'Pedro Souza-Lima',
    '  Ana   Souza  ',
    'JOSÉ ALVES',
    'Jose\u0301 Alves',
    `${'A'.repeat(40)} Souza`,
  ])('accepts %j', (value) => {
    expect(isValidFullName(value)).toBe(true);
  });

  it.each([
    '',
    'Ana',
    'A Souza',
    '   ',
    `${'A'.repeat(41)} Souza`,
    'Ana1 Souza',
    'Ana Souza2',
    "D'Ávila Souza",
    'Ana -Souza',
    'Ana Souza-',
    'Ana @Souza',
    'Ana_Souza',
  ])('rejects %j', (value) => {
    expect(isValidFullName(value)).toBe(false);
  });
});

describe('isValidIp', () => {
  it.each([
    '0.0.0.0',
    '192.168.0.1',
    '255.255.255.255',
    '10.0.0.10',
    '8.8.8.8',
    '::',
    '::1',
    '2001:db8::1',
    '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    'fe80::1ff:fe23:4567:890a',
    '::ffff:192.168.0.1',
    '1:2:3:4:5:6:7::',
    '1:2:3:4:5:6:1.2.3.4',
    'ABCD:EF01::',
  ])('accepts %j', (value) => {
    expect(isValidIp(value)).toBe(true);
  });

  it.each([
    '',
    '256.0.0.1',
    '192.168.0',
    '192.168.0.1.5',
    '192.168.01.1',
    '192.168.0.1 ',
    '192.168.0.-1',
    '1.2.3.4/24',
    'localhost',
    ':::',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '12345::',
    'g::1',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    '::1%eth0',
    '[::1]',
    '::ffff:256.0.0.1',
    '1:2:3:4:5:6:7:1.2.3.4',
    '1.2.3.4::',
  ])('rejects %j', (value) => {
    expect(isValidIp(value)).toBe(false);
  });

  it('tells the two families apart', () => {
    expect(isValidIpv4('192.168.0.1')).toBe(true);
    expect(isValidIpv6('192.168.0.1')).toBe(false);
    expect(isValidIpv4('::1')).toBe(false);
    expect(isValidIpv6('::1')).toBe(true);
  });
});

describe('isValidUrl', () => {
  it.each([
    'https://www.example.com',
    'http://example.com.br/caminho?x=1&y=2#topo',
    'https://sub.dominio.gov.br:8443/a/b',
    'http://localhost:3000',
    'http://127.0.0.1/health',
    'https://[2001:db8::1]:8080/',
    'HTTPS://EXAMPLE.COM',
    'https://são-paulo.com.br',
    'https://example.xn--p1ai/',
    'https://example.com/busca?q=a%20b',
  ])('accepts %j', (value) => {
    expect(isValidUrl(value)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    'www.example.com',
    'ftp://example.com',
    'http:example.com',
    'http://',
    'https://example',
    'https://example.c',
    'https://exa mple.com',
    'https://example.com/a b',
    ' https://example.com',
    'https://user:senha@example.com',
    'https://example.com:0',
    'https://example.com:65536',
    'https://example.com:',
    'https://-example.com',
    'https://example..com',
    'https://[::1',
    'javascript:alert(1)',
  ])('rejects %j', (value) => {
    expect(isValidUrl(value)).toBe(false);
  });
});

describe('isInteger', () => {
  it.each(['0', '7', '123', '00012345', '9007199254740993'])('accepts %j', (value) => {
    expect(isInteger(value)).toBe(true);
  });

  it.each(['', '-1', '+1', '1.5', '1,5', '1 000', ' 12', '12a', '١٢'])('rejects %j', (value) => {
    expect(isInteger(value)).toBe(false);
  });
});
