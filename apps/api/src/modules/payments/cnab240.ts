/**
 * CNAB 240, FEBRABAN's layout for cobrança (Layout Padrão FEBRABAN 240 posições, v10): the
 * remittance we send a bank (header de arquivo, header de lote, segments P, Q and R per boleto,
 * trailers) and the return it sends back (segments T and U per occurrence). Written here: the
 * registry's CNAB libraries were not sound enough to depend on (docs/decisions.md).
 *
 * Each record is a table of fields (name, first and last position, 1-based as the manual prints
 * them, numeric or alphanumeric); one writer and one reader work every table, and a test checks
 * that each table covers positions 1 to 240 exactly once.
 */
import { usageDayOf } from '@painel/domain';

export type FieldKind = 'N' | 'A';
/** [name, first position, last position, kind, fixed content]. */
export type Field = readonly [string, number, number, FieldKind, string?];
export type Layout = readonly Field[];

export const RECORD_LENGTH = 240;

const control = (record: string): Field[] => [
  ['bank', 1, 3, 'N'],
  ['batch', 4, 7, 'N'],
  ['recordType', 8, 8, 'N', record],
];

const account = (from: number): Field[] => [
  ['agency', from, from + 4, 'N'],
  ['agencyDigit', from + 5, from + 5, 'A'],
  ['account', from + 6, from + 17, 'N'],
  ['accountDigit', from + 18, from + 18, 'A'],
  ['agencyAccountDigit', from + 19, from + 19, 'A'],
];

const detail = (segment: string): Field[] => [
  ...control('3'),
  ['sequence', 9, 13, 'N'],
  ['segment', 14, 14, 'A', segment],
  ['blank15', 15, 15, 'A'],
  ['movement', 16, 17, 'N'],
];

export const FILE_HEADER: Layout = [
  ...control('0'),
  ['blank9', 9, 17, 'A'],
  ['companyDocumentType', 18, 18, 'N', '2'],
  ['companyDocument', 19, 32, 'N'],
  ['agreement', 33, 52, 'A'],
  ...account(53),
  ['companyName', 73, 102, 'A'],
  ['bankName', 103, 132, 'A'],
  ['blank133', 133, 142, 'A'],
  /** 1 remessa, 2 retorno. */
  ['direction', 143, 143, 'N'],
  ['createdOn', 144, 151, 'N'],
  ['createdAt', 152, 157, 'N'],
  /** NSA: the file's sequence number. */
  ['fileSequence', 158, 163, 'N'],
  ['layoutVersion', 164, 166, 'N', '103'],
  ['density', 167, 171, 'N'],
  ['bankReserved', 172, 191, 'A'],
  ['companyReserved', 192, 211, 'A'],
  ['blank212', 212, 240, 'A'],
];

export const BATCH_HEADER: Layout = [
  ...control('1'),
  /** R remessa, T retorno. */
  ['operation', 9, 9, 'A'],
  ['service', 10, 11, 'N', '01'],
  ['blank12', 12, 13, 'A'],
  ['layoutVersion', 14, 16, 'N', '060'],
  ['blank17', 17, 17, 'A'],
  ['companyDocumentType', 18, 18, 'N', '2'],
  ['companyDocument', 19, 33, 'N'],
  ['agreement', 34, 53, 'A'],
  ...account(54),
  ['companyName', 74, 103, 'A'],
  ['message1', 104, 143, 'A'],
  ['message2', 144, 183, 'A'],
  ['fileSequence', 184, 191, 'N'],
  ['recordedOn', 192, 199, 'N'],
  ['creditOn', 200, 207, 'N'],
  ['blank208', 208, 240, 'A'],
];

export const SEGMENT_P: Layout = [
  ...detail('P'),
  ...account(18),
  ['ourNumber', 38, 57, 'A'],
  ['wallet', 58, 58, 'N'],
  /** 1: cobrança registrada. */
  ['registration', 59, 59, 'N', '1'],
  ['documentType', 60, 60, 'A', '1'],
  /** 2: the beneficiary prints the boleto. */
  ['issuer', 61, 61, 'N', '2'],
  ['distribution', 62, 62, 'A', '2'],
  ['documentNumber', 63, 77, 'A'],
  ['dueDate', 78, 85, 'N'],
  ['amount', 86, 100, 'N'],
  ['collectingAgency', 101, 105, 'N'],
  ['collectingAgencyDigit', 106, 106, 'A'],
  /** 04: duplicata de serviço. */
  ['kind', 107, 108, 'N', '04'],
  ['accepted', 109, 109, 'A', 'N'],
  ['issuedOn', 110, 117, 'N'],
  /** 1: interest as an amount per day. */
  ['interestCode', 118, 118, 'N', '1'],
  ['interestFrom', 119, 126, 'N'],
  ['interestPerDay', 127, 141, 'N'],
  ['discountCode', 142, 142, 'N', '0'],
  ['discountOn', 143, 150, 'N'],
  ['discount', 151, 165, 'N'],
  ['iof', 166, 180, 'N'],
  ['rebate', 181, 195, 'N'],
  ['companyReference', 196, 220, 'A'],
  /** 3: do not protest. */
  ['protestCode', 221, 221, 'N', '3'],
  ['protestDays', 222, 223, 'N'],
  /** 1: lower and return after the days below. */
  ['lowerCode', 224, 224, 'N', '1'],
  ['lowerDays', 225, 227, 'N', '060'],
  ['currency', 228, 229, 'N', '09'],
  ['contract', 230, 239, 'N'],
  ['blank240', 240, 240, 'A'],
];

export const SEGMENT_Q: Layout = [
  ...detail('Q'),
  ['payerDocumentType', 18, 18, 'N'],
  ['payerDocument', 19, 33, 'N'],
  ['payerName', 34, 73, 'A'],
  ['payerAddress', 74, 113, 'A'],
  ['payerDistrict', 114, 128, 'A'],
  ['payerCep', 129, 133, 'N'],
  ['payerCepSuffix', 134, 136, 'N'],
  ['payerCity', 137, 151, 'A'],
  ['payerState', 152, 153, 'A'],
  ['guarantorDocumentType', 154, 154, 'N'],
  ['guarantorDocument', 155, 169, 'N'],
  ['guarantorName', 170, 209, 'A'],
  ['correspondentBank', 210, 212, 'N'],
  ['correspondentOurNumber', 213, 232, 'A'],
  ['blank233', 233, 240, 'A'],
];

export const SEGMENT_R: Layout = [
  ...detail('R'),
  ['discount2Code', 18, 18, 'N'],
  ['discount2On', 19, 26, 'N'],
  ['discount2', 27, 41, 'N'],
  ['discount3Code', 42, 42, 'N'],
  ['discount3On', 43, 50, 'N'],
  ['discount3', 51, 65, 'N'],
  /** 2: the fine is a percentage (two decimals). */
  ['fineCode', 66, 66, 'N', '2'],
  ['fineFrom', 67, 74, 'N'],
  ['fine', 75, 89, 'N'],
  ['payerInformation', 90, 99, 'A'],
  ['message3', 100, 139, 'A'],
  ['message4', 140, 179, 'A'],
  ['blank180', 180, 199, 'A'],
  ['payerOccurrence', 200, 207, 'N'],
  ['debitBank', 208, 210, 'N'],
  ['debitAgency', 211, 215, 'N'],
  ['debitAgencyDigit', 216, 216, 'A'],
  ['debitAccount', 217, 228, 'N'],
  ['debitAccountDigit', 229, 229, 'A'],
  ['debitAgencyAccountDigit', 230, 230, 'A'],
  ['debitNotice', 231, 231, 'N'],
  ['blank232', 232, 240, 'A'],
];

export const SEGMENT_T: Layout = [
  ...detail('T'),
  ...account(18),
  ['ourNumber', 38, 57, 'A'],
  ['wallet', 58, 58, 'N'],
  ['documentNumber', 59, 73, 'A'],
  ['dueDate', 74, 81, 'N'],
  ['amount', 82, 96, 'N'],
  ['collectingBank', 97, 99, 'N'],
  ['collectingAgency', 100, 104, 'N'],
  ['collectingAgencyDigit', 105, 105, 'A'],
  ['companyReference', 106, 130, 'A'],
  ['currency', 131, 132, 'N', '09'],
  ['payerDocumentType', 133, 133, 'N'],
  ['payerDocument', 134, 148, 'N'],
  ['payerName', 149, 188, 'A'],
  ['contract', 189, 198, 'N'],
  ['fee', 199, 213, 'N'],
  /** Up to five two-digit reasons (FEBRABAN C047). */
  ['reasons', 214, 223, 'A'],
  ['blank224', 224, 240, 'A'],
];

export const SEGMENT_U: Layout = [
  ...detail('U'),
  ['charges', 18, 32, 'N'],
  ['discount', 33, 47, 'N'],
  ['rebate', 48, 62, 'N'],
  ['iof', 63, 77, 'N'],
  ['paid', 78, 92, 'N'],
  ['credited', 93, 107, 'N'],
  ['otherExpenses', 108, 122, 'N'],
  ['otherCredits', 123, 137, 'N'],
  ['occurredOn', 138, 145, 'N'],
  ['creditOn', 146, 153, 'N'],
  ['payerOccurrence', 154, 157, 'A'],
  ['payerOccurrenceOn', 158, 165, 'N'],
  ['payerOccurrenceAmount', 166, 180, 'N'],
  ['payerOccurrenceText', 181, 210, 'A'],
  ['correspondentBank', 211, 213, 'N'],
  ['correspondentOurNumber', 214, 233, 'A'],
  ['blank234', 234, 240, 'A'],
];

export const BATCH_TRAILER: Layout = [
  ...control('5'),
  ['blank9', 9, 17, 'A'],
  /** Records in the batch, its header and trailer included. */
  ['records', 18, 23, 'N'],
  ['simpleCount', 24, 29, 'N'],
  ['simpleTotal', 30, 46, 'N'],
  ['otherTotals', 47, 115, 'N'],
  ['notice', 116, 123, 'A'],
  ['blank124', 124, 240, 'A'],
];

export const FILE_TRAILER: Layout = [
  ...control('9'),
  ['blank9', 9, 17, 'A'],
  ['batches', 18, 23, 'N'],
  ['records', 24, 29, 'N'],
  ['accounts', 30, 35, 'N'],
  ['blank36', 36, 240, 'A'],
];

export type Values = Readonly<Record<string, string | number | bigint | undefined>>;

/** CNAB text is upper-case ASCII: accents dropped, anything else a space. */
function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, ' ');
}

/** One 240-position record: numbers right-aligned with zeros, text left-aligned with spaces. */
export function writeRecord(layout: Layout, values: Values): string {
  let line = '';
  for (const [name, start, end, kind, fixed] of layout) {
    const size = end - start + 1;
    const value = values[name] ?? fixed ?? '';
    const text = String(value);
    if (kind === 'N') {
      if (!/^\d*$/.test(text) || text.length > size)
        throw new RangeError(`${name}: ${size} digits, got '${text}'`);
      line += text.padStart(size, '0');
    } else {
      line += ascii(text).slice(0, size).padEnd(size, ' ');
    }
  }
  if (line.length !== RECORD_LENGTH) throw new RangeError(`Record of ${line.length} positions`);
  return line;
}

/** A record's fields by name (text trimmed on the right; numbers as written). */
export function readRecord(layout: Layout, line: string): Record<string, string> {
  if (line.length !== RECORD_LENGTH) throw new RangeError(`Record of ${line.length} positions`);
  const out: Record<string, string> = {};
  for (const [name, start, end, kind] of layout) {
    const text = line.slice(start - 1, end);
    out[name] = kind === 'A' ? text.trimEnd() : text;
  }
  return out;
}

// --- Dates and money as CNAB writes them ---

/** 'YYYY-MM-DD' → 'DDMMAAAA'. */
export function cnabDate(day: string): string {
  return `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
}

/** 'DDMMAAAA' → 'YYYY-MM-DD'; null for zeros (no date). */
export function isoDay(cnab: string): string | null {
  if (!/^\d{8}$/.test(cnab) || cnab === '00000000') return null;
  return `${cnab.slice(4, 8)}-${cnab.slice(2, 4)}-${cnab.slice(0, 2)}`;
}

// --- Remittance and return ---

/** The beneficiary's account at the bank, as the headers and segments P/T carry it. */
export interface BankAccount {
  readonly bankCode: string;
  readonly bankName: string;
  /** 14 digits. */
  readonly cnpj: string;
  readonly legalName: string;
  readonly agreement: string;
  readonly agency: string;
  readonly agencyDigit: string;
  readonly account: string;
  readonly accountDigit: string;
  /** The carteira's code in segment P (one digit: 1 simples). */
  readonly walletCode: string;
}

/** Remittance movements (FEBRABAN C004): 01 entrada de títulos, 02 pedido de baixa. */
export const REMITTANCE_MOVEMENTS = { REGISTER: '01', LOWER: '02' } as const;
export type RemittanceMovement = keyof typeof REMITTANCE_MOVEMENTS;

/** Return movements (FEBRABAN C044) the portal acts on. */
export const RETURN_MOVEMENTS = {
  REGISTERED: '02',
  REJECTED: '03',
  SETTLED: '06',
  LOWERED: '09',
  SETTLED_AFTER_LOWERING: '17',
} as const;
export type ReturnMovement = keyof typeof RETURN_MOVEMENTS;

export interface Payer {
  /** 11 (CPF) or 14 (CNPJ) digits. */
  readonly document: string;
  readonly name: string;
  readonly address?: string;
  readonly district?: string;
  /** 8 digits. */
  readonly cep?: string;
  readonly city?: string;
  readonly state?: string;
}

export interface RemittanceTitle {
  readonly movement: RemittanceMovement;
  readonly ourNumber: string;
  /** Seu número: the invoice number. */
  readonly documentNumber: string;
  readonly dueDate: string;
  readonly issuedOn: string;
  readonly cents: bigint;
  /** Charged per day late from the day after the due date. */
  readonly interestPerDayCents: bigint;
  /** The fine after the due date, in hundredths of a percent (200 = 2,00 %). */
  readonly fineBasisPoints: bigint;
  readonly payer: Payer;
}

export interface FileInfo {
  /** NSA, 1..999999. */
  readonly sequence: number;
  /** São Paulo wall clock: 'YYYY-MM-DD' and 'HHMMSS'. */
  readonly day: string;
  readonly time: string;
}

/** A file's NSA and its São Paulo date and time. */
export function fileInfoAt(sequence: number, now: Date): FileInfo {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return { sequence, day: usageDayOf(now), time: time.replace(/:/g, '') };
}

function headers(bank: BankAccount, info: FileInfo, direction: 1 | 2): string[] {
  const accountValues = {
    bank: bank.bankCode,
    companyDocument: bank.cnpj,
    agreement: bank.agreement,
    agency: bank.agency,
    agencyDigit: bank.agencyDigit,
    account: bank.account,
    accountDigit: bank.accountDigit,
    companyName: bank.legalName,
  };
  return [
    writeRecord(FILE_HEADER, {
      ...accountValues,
      batch: '0000',
      bankName: bank.bankName,
      direction,
      createdOn: cnabDate(info.day),
      createdAt: info.time,
      fileSequence: info.sequence,
    }),
    writeRecord(BATCH_HEADER, {
      ...accountValues,
      batch: 1,
      operation: direction === 1 ? 'R' : 'T',
      fileSequence: info.sequence,
      recordedOn: cnabDate(info.day),
    }),
  ];
}

function trailers(bank: BankAccount, details: string[], count: number, total: bigint): string[] {
  const batchRecords = details.length + 2;
  return [
    writeRecord(BATCH_TRAILER, {
      bank: bank.bankCode,
      batch: 1,
      records: batchRecords,
      simpleCount: count,
      simpleTotal: total,
    }),
    writeRecord(FILE_TRAILER, { bank: bank.bankCode, batch: '9999', batches: 1, records: batchRecords + 2 }),
  ];
}

/** The day after `day` ('YYYY-MM-DD'). */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A remittance file (lines joined by CRLF, as banks expect): one batch, segments P, Q, R per title. */
export function writeRemittance(
  bank: BankAccount,
  info: FileInfo,
  titles: readonly RemittanceTitle[],
): string {
  const details: string[] = [];
  let total = 0n;
  for (const title of titles) {
    const movement = REMITTANCE_MOVEMENTS[title.movement];
    const base = { bank: bank.bankCode, batch: 1, movement };
    const lateFrom = cnabDate(nextDay(title.dueDate));
    details.push(
      writeRecord(SEGMENT_P, {
        ...base,
        sequence: details.length + 1,
        agency: bank.agency,
        agencyDigit: bank.agencyDigit,
        account: bank.account,
        accountDigit: bank.accountDigit,
        ourNumber: title.ourNumber,
        wallet: bank.walletCode,
        documentNumber: title.documentNumber,
        dueDate: cnabDate(title.dueDate),
        amount: title.cents,
        issuedOn: cnabDate(title.issuedOn),
        interestFrom: lateFrom,
        interestPerDay: title.interestPerDayCents,
        companyReference: title.documentNumber,
      }),
    );
    const payer = title.payer;
    const cep = (payer.cep ?? '').padStart(8, '0');
    details.push(
      writeRecord(SEGMENT_Q, {
        ...base,
        sequence: details.length + 1,
        payerDocumentType: payer.document.length === 11 ? 1 : 2,
        payerDocument: payer.document,
        payerName: payer.name,
        payerAddress: payer.address,
        payerDistrict: payer.district,
        payerCep: cep.slice(0, 5),
        payerCepSuffix: cep.slice(5),
        payerCity: payer.city,
        payerState: payer.state,
      }),
    );
    details.push(
      writeRecord(SEGMENT_R, {
        ...base,
        sequence: details.length + 1,
        fineFrom: lateFrom,
        fine: title.fineBasisPoints,
      }),
    );
    total += title.cents;
  }
  return (
    [...headers(bank, info, 1), ...details, ...trailers(bank, details, titles.length, total)].join('\r\n') +
    '\r\n'
  );
}

/** The records of a file, each checked for its 240 positions. */
function recordsOf(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.length > 0);
}

export interface ParsedFile<T> {
  readonly bankCode: string;
  readonly agreement: string;
  readonly sequence: number;
  readonly day: string | null;
  readonly items: T[];
}

function parseFile<T>(
  text: string,
  direction: '1' | '2',
  segments: Readonly<Record<string, Layout>>,
  item: (records: Record<string, Record<string, string>>) => T,
  first: string,
): ParsedFile<T> {
  const lines = recordsOf(text);
  const header = readRecord(FILE_HEADER, lines[0] ?? '');
  if (header.recordType !== '0' || header.direction !== direction)
    throw new RangeError('Not a CNAB 240 file of this kind');
  const items: T[] = [];
  let current: Record<string, Record<string, string>> | null = null;
  for (const line of lines.slice(1)) {
    if (line[7] !== '3') continue;
    const layout = segments[line[13] ?? ''];
    if (!layout) continue;
    const record = readRecord(layout, line);
    if (record.segment === first) {
      if (current) items.push(item(current));
      current = {};
    }
    if (current) current[record.segment as string] = record;
  }
  if (current) items.push(item(current));
  return {
    bankCode: header.bank as string,
    agreement: header.agreement as string,
    sequence: Number(header.fileSequence),
    day: isoDay(header.createdOn as string),
    items,
  };
}

export interface ParsedTitle {
  readonly movement: RemittanceMovement | null;
  readonly ourNumber: string;
  readonly documentNumber: string;
  readonly dueDate: string | null;
  readonly cents: bigint;
  readonly payerDocument: string;
  readonly payerName: string;
}

function movementOf<T extends string>(
  table: Readonly<Record<T, string>>,
  code: string | undefined,
): T | null {
  const found = (Object.entries(table) as [T, string][]).find(([, value]) => value === code);
  return found ? found[0] : null;
}

/** What a bank reads from a remittance (the stand-in bank, and tests). */
export function parseRemittance(text: string): ParsedFile<ParsedTitle> {
  return parseFile(
    text,
    '1',
    { P: SEGMENT_P, Q: SEGMENT_Q, R: SEGMENT_R },
    (records) => {
      const p = records.P ?? {};
      const q = records.Q ?? {};
      const payerDocument = (q.payerDocument ?? '').replace(/^0+(?=\d{14}$)/, '');
      return {
        movement: movementOf(REMITTANCE_MOVEMENTS, p.movement),
        ourNumber: (p.ourNumber ?? '').trim(),
        documentNumber: (p.documentNumber ?? '').trim(),
        dueDate: isoDay(p.dueDate ?? ''),
        cents: BigInt(p.amount ?? '0'),
        payerDocument: q.payerDocumentType === '1' ? payerDocument.slice(-11) : payerDocument.slice(-14),
        payerName: q.payerName ?? '',
      };
    },
    'P',
  );
}

export interface ReturnEntry {
  readonly movement: ReturnMovement;
  readonly ourNumber: string;
  readonly documentNumber: string;
  readonly dueDate: string;
  readonly cents: bigint;
  /** What the payer paid (liquidação); 0 otherwise. */
  readonly paidCents: bigint;
  readonly occurredOn: string;
  /** FEBRABAN C047 reasons, two digits each (a rejection's why). */
  readonly reasons: readonly string[];
}

/** A return file, as the bank writes it: segments T and U per occurrence. */
export function writeReturn(bank: BankAccount, info: FileInfo, entries: readonly ReturnEntry[]): string {
  const details: string[] = [];
  let total = 0n;
  for (const entry of entries) {
    const base = { bank: bank.bankCode, batch: 1, movement: RETURN_MOVEMENTS[entry.movement] };
    details.push(
      writeRecord(SEGMENT_T, {
        ...base,
        sequence: details.length + 1,
        agency: bank.agency,
        agencyDigit: bank.agencyDigit,
        account: bank.account,
        accountDigit: bank.accountDigit,
        ourNumber: entry.ourNumber,
        wallet: bank.walletCode,
        documentNumber: entry.documentNumber,
        dueDate: cnabDate(entry.dueDate),
        amount: entry.cents,
        collectingBank: bank.bankCode,
        companyReference: entry.documentNumber,
        reasons: entry.reasons.join(''),
      }),
    );
    details.push(
      writeRecord(SEGMENT_U, {
        ...base,
        sequence: details.length + 1,
        paid: entry.paidCents,
        credited: entry.paidCents,
        occurredOn: cnabDate(entry.occurredOn),
        creditOn: entry.paidCents > 0n ? cnabDate(entry.occurredOn) : '',
      }),
    );
    total += entry.cents;
  }
  return (
    [...headers(bank, info, 2), ...details, ...trailers(bank, details, entries.length, total)].join('\r\n') +
    '\r\n'
  );
}

/** A bank's return file: one entry per T/U pair; movements the portal does not act on are left out. */
export function parseReturn(text: string): ParsedFile<ReturnEntry> {
  const parsed = parseFile(
    text,
    '2',
    { T: SEGMENT_T, U: SEGMENT_U },
    (records): Omit<ReturnEntry, 'movement'> & { movement: ReturnMovement | null } => {
      const t = records.T ?? {};
      const u = records.U ?? {};
      return {
        movement: movementOf(RETURN_MOVEMENTS, t.movement),
        ourNumber: (t.ourNumber ?? '').trim(),
        documentNumber: (t.documentNumber ?? '').trim(),
        dueDate: isoDay(t.dueDate ?? '') ?? '',
        cents: BigInt(t.amount ?? '0'),
        paidCents: BigInt(u.paid ?? '0'),
        occurredOn: isoDay(u.occurredOn ?? '') ?? '',
        reasons: (t.reasons ?? '').match(/\d\d/g)?.filter((code) => code !== '00') ?? [],
      };
    },
    'T',
  );
  return {
    ...parsed,
    items: parsed.items.filter((entry): entry is ReturnEntry => entry.movement !== null),
  };
}
