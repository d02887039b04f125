/**
 * A customer's fiscal data, the tomador of its NFS-e (the national NFS-e's DPS: address, inscrição
 * municipal, ISS retido), and the sums a DPS carries: the federal withholdings and the net amount.
 * Amounts are integer cents; a withholding rounds half up (roundHalfUp's rule) and is not withheld
 * when it comes to R$ 10,00 or less (IN RFB 1.234/2012 art. 6 and Lei 10.833/2003 art. 31 §3, the
 * dispensa de retenção de pequeno valor).
 */

import { maskCep } from './masks';

/** The 27 federative units, as a DPS and the Correios write them. */
export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA',
  'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const; // prettier-ignore
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

/** Field lengths of the DPS's address (xLgr 255 is cut to what a person types; ours). */
export const FISCAL_DATA_LIMITS = {
  street: 125,
  number: 10,
  complement: 60,
  district: 60,
  city: 60,
  municipalRegistration: 20,
} as const;

export const POSTAL_CODE_PATTERN = /^\d{8}$/;
export const MUNICIPALITY_CODE_PATTERN = /^\d{7}$/;
/** Inscrição municipal as cities print it: digits with dots, slashes or hyphens, some with letters. */
export const MUNICIPAL_REGISTRATION_PATTERN = /^[A-Za-z0-9./-]+$/;

/**
 * The national tax code (cTribNac, 6 digits) of an LC 116 list item: item, subitem and the
 * national breakdown ('01' when the item has none): '1.03' → '010301'.
 */
export function nationalServiceCode(lc116Item: string, breakdown = '01'): string {
  const match = /^(\d{1,2})\.(\d{2})$/.exec(lc116Item.trim());
  if (!match) throw new RangeError(`Item da LC 116 inválido: ${lc116Item}`);
  return `${match[1]!.padStart(2, '0')}${match[2]}${breakdown}`;
}

export const FEDERAL_WITHHOLDINGS = ['irrf', 'pis', 'cofins', 'csll'] as const;
export type FederalWithholding = (typeof FEDERAL_WITHHOLDINGS)[number];

/** Rates in percent as decimal text with up to 4 places ('1.50'): IRRF 1,5 %, PIS 0,65 %, COFINS 3 %, CSLL 1 %. */
export type WithholdingRates = Readonly<Record<FederalWithholding, string>>;
export const DEFAULT_WITHHOLDING_RATES: WithholdingRates = {
  irrf: '1.50',
  pis: '0.65',
  cofins: '3.00',
  csll: '1.00',
};

/** Withholdings of R$ 10,00 or less are not withheld (dispensa de pequeno valor). */
export const WITHHOLDING_MINIMUM_CENTS = 1000n;

/** '1.5' → 15000 ten-thousandths of a percent (a rate has up to 4 decimal places). */
function tenThousandthsOfPercent(rate: string): bigint {
  const match = /^(\d{1,2})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Alíquota inválida: ${rate}`);
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** amount × rate, half up, in cents. */
function percentOf(amountCents: bigint, rate: string): bigint {
  const scaled = amountCents * tenThousandthsOfPercent(rate);
  const quotient = scaled / 1_000_000n;
  return (scaled % 1_000_000n) * 2n >= 1_000_000n ? quotient + 1n : quotient;
}

export type Withholdings = Readonly<Record<FederalWithholding, bigint>>;

/** What the tomador withholds of each federal tax, when it withholds at all. */
export function federalWithholdings(
  amountCents: bigint,
  rates: WithholdingRates,
  withholds: boolean,
): Withholdings {
  const each = (tax: FederalWithholding) => {
    if (!withholds) return 0n;
    const value = percentOf(amountCents, rates[tax]);
    return value > WITHHOLDING_MINIMUM_CENTS ? value : 0n;
  };
  return { irrf: each('irrf'), pis: each('pis'), cofins: each('cofins'), csll: each('csll') };
}

/** The ISS of a service, half up, in cents. */
export function issAmount(amountCents: bigint, issRate: string): bigint {
  return percentOf(amountCents, issRate);
}

/** What the provider receives: the amount less every withholding and, when retido, the ISS. */
export function netAmountCents(
  amountCents: bigint,
  withholdings: Withholdings,
  issWithheldCents: bigint,
): bigint {
  const withheld = FEDERAL_WITHHOLDINGS.reduce((sum, tax) => sum + withholdings[tax], 0n);
  return amountCents - withheld - issWithheldCents;
}

/** The DPS's opSimpNac: 1 não optante, 2 MEI, 3 ME/EPP optante do Simples Nacional. */
export const NFSE_SIMPLES_NACIONAL_OPTIONS = ['1', '2', '3'] as const;
/** The DPS's regEspTrib: 0 nenhum, 1 ato cooperado, 2 estimativa, 3 microempresa municipal, 4 notário, 5 profissional autônomo, 6 sociedade de profissionais. */
export const NFSE_SPECIAL_REGIMES = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** The parts of a customer's address its documents print (the fiscal data's columns). */
export interface PostalAddress {
  readonly street: string;
  readonly number: string;
  readonly complement: string | null;
  readonly district: string;
  readonly city: string | null;
  readonly state: string;
  readonly postalCode: string;
}

/**
 * The address on one line, as the boleto's 'Pagador' and the invoice print it:
 * 'Avenida Paulista, 1000, Conjunto 11 - Bela Vista - São Paulo/SP - CEP 01310-100'
 * (a row saved before the city was asked prints the state alone).
 */
export function postalAddressLine(address: PostalAddress): string {
  const place = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  const city = address.city ? `${address.city}/${address.state}` : address.state;
  return `${place} - ${address.district} - ${city} - CEP ${maskCep(address.postalCode)}`;
}
