/**
 * The registered boleto: what it charges after the due date, and the words for what the
 * bank did with it (CNAB 240 movements and FEBRABAN's rejection reasons), shared by the API, the
 * printed boleto and the back office.
 */
/** The fine after the due date, in hundredths of a percent (ours: 2,00 %, the usual cap). */
export const BOLETO_FINE_BASIS_POINTS = 200n;
/** Interest after the due date, per month, in hundredths of a percent (ours: 1 % a month, pro rata per day). */
export const BOLETO_MONTHLY_INTEREST_BASIS_POINTS = 100n;

/** The fine (basis points) and the interest per day late (cents, half up) of a boleto of `cents`. */
export function boletoLateCharges(cents: bigint): { fineBasisPoints: bigint; interestPerDayCents: bigint } {
  const divisor = 10_000n * 30n;
  const scaled = cents * BOLETO_MONTHLY_INTEREST_BASIS_POINTS;
  return {
    fineBasisPoints: BOLETO_FINE_BASIS_POINTS,
    interestPerDayCents: (scaled * 2n + divisor) / (2n * divisor),
  };
}

/** The bank code as the boleto prints it: '001-9' (módulo 11 check digit; 10 and 11 give 0: '104-0'). */
export function bankCodeWithDigit(bankCode: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = bankCode.length - 1; i >= 0; i -= 1) {
    sum += Number(bankCode[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  return `${bankCode}-${rest >= 10 ? 0 : rest}`;
}

/** What a CNAB file line says happened to a boleto: remittance requests and the bank's returns. */
export const BANK_FILE_MOVEMENTS = [
  'REGISTER',
  'LOWER',
  'REGISTERED',
  'REJECTED',
  'SETTLED',
  'LOWERED',
  'SETTLED_AFTER_LOWERING',
  'UNKNOWN',
] as const;
export type BankFileMovement = (typeof BANK_FILE_MOVEMENTS)[number];

export const BANK_FILE_MOVEMENT_LABELS: Readonly<Record<BankFileMovement, string>> = {
  REGISTER: 'Registro pedido',
  LOWER: 'Baixa pedida',
  REGISTERED: 'Registrado',
  REJECTED: 'Rejeitado',
  SETTLED: 'Liquidado',
  LOWERED: 'Baixado',
  SETTLED_AFTER_LOWERING: 'Liquidado após baixa',
  UNKNOWN: 'Boleto desconhecido',
};

/** FEBRABAN C047 reasons (the ones a rejected registration most often carries). */
export const BANK_REJECTION_REASON_LABELS: Readonly<Record<string, string>> = {
  '08': 'Nosso número inválido',
  '09': 'Nosso número duplicado',
  '16': 'Data de vencimento inválida',
  '20': 'Valor do título inválido',
  '45': 'Nome do pagador não informado',
  '46': 'Tipo/número de inscrição do pagador inválidos',
};

/** 'Valor do título inválido' for '20'; the code itself for one not listed. */
export function bankRejectionReason(code: string): string {
  return BANK_REJECTION_REASON_LABELS[code] ?? `Motivo ${code}`;
}
