import { describe, expect, it } from 'vitest';
import type { PhoneType } from './phone';
import { BRAZILIAN_AREA_CODES, isValidAreaCode, isValidLandline, isValidMobile, isValidPhone } from './phone';

const VALID_DDDS = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
];
const INVALID_DDDS = [
  0, 1, 9, 10, 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56, 57, 58, 59, 60, 70, 72, 76, 78, 80, 90,
];

describe('BRAZILIAN_AREA_CODES', () => {
  it('is the 67 area codes of the numbering plan, in order', () => {
    expect([...BRAZILIAN_AREA_CODES]).toEqual(VALID_DDDS);
  });

  it.each(VALID_DDDS)('accepts DDD %i as the start of a mobile and a landline', (ddd) => {
    expect(isValidAreaCode(`${ddd}`)).toBe(true);
    expect(isValidMobile(`${ddd}987654321`)).toBe(true);
    expect(isValidLandline(`${ddd}32345678`)).toBe(true);
  });

  it.each(INVALID_DDDS)('rejects DDD %i', (ddd) => {
    const code = String(ddd).padStart(2, '0');
    expect(isValidAreaCode(code)).toBe(false);
    expect(isValidMobile(`${code}987654321`)).toBe(false);
    expect(isValidLandline(`${code}32345678`)).toBe(false);
  });
});

describe('isValidPhone', () => {
  it.each<[string, PhoneType]>([
    ['11987654321', 'mobile'],
    ['(11) 98765-4321', 'mobile'],
    ['21 99999-0000', 'mobile'],
    ['(99) 91234-5678', 'mobile'],
    ['85912345678', 'mobile'],
    ['1132345678', 'landline'],
    ['(11) 3234-5678', 'landline'],
    ['(21) 2222-3333', 'landline'],
    ['4140045678', 'landline'],
    ['(51) 5123-4567', 'landline'],
    ['(61) 7123-4567', 'landline'],
    ['11987654321', 'any'],
    ['(11) 3234-5678', 'any'],
    ['(21) 99876-5432', 'any'],
    ['(31) 2123-4567', 'any'],
    ['(92) 7123-4567', 'any'],
    ['4733334444', 'any'],
    ['08001234567', '0800'],
    ['0800 123 4567', '0800'],
    ['0800 727 0000', '0800'],
    ['08009999999', '0800'],
    ['0800.555.1234', '0800'],
  ])('accepts %j as %s', (input, type) => {
    expect(isValidPhone(input, type)).toBe(true);
  });

  it.each<[string, PhoneType]>([
    ['11887654321', 'mobile'],
    ['1198765432', 'mobile'],
    ['119876543210', 'mobile'],
    ['20987654321', 'mobile'],
    ['1132345678', 'mobile'],
    ['99999999999', 'mobile'],
    ['+55 11 98765-4321', 'mobile'],
    ['11 98765-432a', 'mobile'],
    ['1112345678', 'landline'],
    ['1162345678', 'landline'],
    ['1182345678', 'landline'],
    ['1192345678', 'landline'],
    ['11987654321', 'landline'],
    ['3032345678', 'landline'],
    ['2222222222', 'landline'],
    ['113234567', 'landline'],
    ['08001234567', 'any'],
    ['1112345678', 'any'],
    ['11111111111', 'any'],
    ['', 'any'],
    ['(11) 8765-4321', 'any'],
    ['(23) 98765-4321', 'any'],
    ['119876543', 'any'],
    ['11987654321', '0800'],
    ['0800123456', '0800'],
    ['080012345678', '0800'],
    ['08111234567', '0800'],
    ['00000000000', '0800'],
  ])('rejects %j as %s', (input, type) => {
    expect(isValidPhone(input, type)).toBe(false);
  });

  it('defaults to any', () => {
    expect(isValidPhone('(11) 3234-5678')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('0800 123 4567')).toBe(false);
  });
});
