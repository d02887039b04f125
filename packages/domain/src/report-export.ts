/**
 * The consolidated report on screen and in its exports: exact money in
 * pt-BR text, the months each environment's picker offers, the export's columns and formats, the
 * spreadsheet rules (Excel's row ceiling, formula neutralisation) and how long links and the
 * 'Exportações' list last. One source for the web, the API and the export writers.
 */
import { addMonths, subMonths } from 'date-fns';
import { toIsoDate, todayInSaoPaulo } from './dates';
import {
  REPORT_BACKOFFICE_MONTHS,
  REPORT_CUSTOMER_MIN_MONTHS_BACK,
  REPORT_RANGE_MAX_MONTHS_BACK,
} from './limits';
import { reportMessages } from './messages/reports';
import { parseMilli, roundHalfUp, type Milli } from './usage';

// --- Exact money as pt-BR text ---

const NBSP = '\u00a0';

/**
 * Thousandths as pt-BR digits with `decimals` places (half up, the one rounding rule):
 * 1234567n, 3 → '1.234,567'; 1234567n, 2 → '1.234,57'.
 */
export function formatMilliBr(value: Milli, decimals: 0 | 1 | 2 | 3 = 3): string {
  const rounded = roundHalfUp(value, decimals);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = (abs / 1000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = (abs % 1000n).toString().padStart(3, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `,${fraction}` : ''}`;
}

/** A wire amount ('12.345') as money: 'R$ 12,345' (3 decimals) or 'R$ 12,35' (2, the totals). */
export function formatMoneyText(wire: string, decimals: 2 | 3 = 3): string {
  const value = parseMilli(wire);
  const text = formatMilliBr(value < 0n ? -value : value, decimals);
  return `${value < 0n ? '-' : ''}R$${NBSP}${text}`;
}

/**
 * A chart axis's money, short enough for the axis: 'R$ 0', 'R$ 150', 'R$ 1,5 mil', 'R$ 2 mi'
 * (the exact figures are in the table and the chart's tooltip).
 */
export function formatMoneyCompact(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const [scaled, suffix] =
    abs >= 1e9
      ? [abs / 1e9, ' bi']
      : abs >= 1e6
        ? [abs / 1e6, ' mi']
        : abs >= 1e3
          ? [abs / 1e3, ' mil']
          : [abs, ''];
  const rounded = Math.round(scaled * 10) / 10;
  const digits = rounded.toFixed(Number.isInteger(rounded) ? 0 : 1).replace('.', ',');
  return `${sign}R$${NBSP}${digits}${suffix}`;
}

/** pt-BR digits of a whole quantity: 12345 → '12.345'. */
export function formatQuantity(value: number): string {
  return formatMilliBr(BigInt(value) * 1000n, 0);
}

// --- The month pickers ---

/** The first days of the months a picker offers, newest first: the customer's 7 (this one and 6 back), the back office's last 7. */
export function reportMonths(environment: 'portal' | 'backoffice', now: Date): string[] {
  const today = todayInSaoPaulo(now);
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const count = environment === 'portal' ? REPORT_CUSTOMER_MIN_MONTHS_BACK + 1 : REPORT_BACKOFFICE_MONTHS;
  return Array.from({ length: count }, (_, back) => toIsoDate(addMonths(first, -back)));
}

/** The back office's date range pickers: from 6 months back to today (São Paulo), 'YYYY-MM-DD'. */
export function reportRangeBounds(now: Date): { min: string; max: string } {
  const today = todayInSaoPaulo(now);
  return { min: toIsoDate(subMonths(today, REPORT_RANGE_MAX_MONTHS_BACK)), max: toIsoDate(today) };
}

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-11-01' → 'novembro/2026' (the 'Mês e ano' column and picker). */
export function monthYearLabel(isoDay: string): string {
  const [year, month] = isoDay.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month}/${year}`;
}

/** '2026-11-05' → '05/11/2026'. */
export function isoToBrDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

// --- Exports ---

/**
 * The export's formats in the menu's order, written once: the keys of their pt-BR labels
 * (reportMessages.exportFormats). The API writes each with the writer of the same id
 * (apps/api/src/modules/reports/export-formats).
 */
export const REPORT_EXPORT_FORMAT_LABELS = reportMessages.exportFormats;
export type ReportExportFormat = keyof typeof REPORT_EXPORT_FORMAT_LABELS;
// Object.keys answers string[]; these are the keys of a const object, which has at least one.
export const REPORT_EXPORT_FORMATS = Object.keys(REPORT_EXPORT_FORMAT_LABELS) as [
  ReportExportFormat,
  ...ReportExportFormat[],
];
/** 'CSV ou XLSX': the formats as the API's documentation names them. */
export const REPORT_EXPORT_FORMAT_NAMES = new Intl.ListFormat('pt-BR', { type: 'disjunction' }).format(
  REPORT_EXPORT_FORMATS.map((format) => format.toUpperCase()),
);

/**
 * The export's columns (AA 7 'columns (optional)'), at the daily rollup's grain: one line per
 * São Paulo day × group × product × functionality. ID cliente and Cliente follow the same
 * permission as on screen; an export asked for without `columns` carries all it may.
 */
export const REPORT_EXPORT_COLUMNS = [
  'date',
  'customerId',
  'customerName',
  'groupName',
  'productName',
  'functionality',
  'unitPrice',
  'quantity',
  'amount',
] as const;
export type ReportExportColumn = (typeof REPORT_EXPORT_COLUMNS)[number];

export const REPORT_EXPORT_HEADERS: Readonly<Record<ReportExportColumn, string>> = {
  date: reportMessages.columns.day,
  customerId: reportMessages.columns.customerId,
  customerName: reportMessages.columns.customer,
  groupName: reportMessages.columns.group,
  productName: reportMessages.columns.product,
  functionality: reportMessages.columns.functionality,
  unitPrice: reportMessages.columns.unitPrice,
  quantity: reportMessages.columns.quantity,
  amount: reportMessages.columns.amount,
};

/** The columns an export writes: the asked ones (or all) in the catalogue's order, without the customer's when not allowed. */
export function exportColumns(
  asked: readonly string[] | undefined,
  showCustomer: boolean,
): ReportExportColumn[] {
  const wanted = asked && asked.length > 0 ? new Set(asked) : null;
  return REPORT_EXPORT_COLUMNS.filter(
    (column) =>
      (wanted === null || wanted.has(column)) &&
      (showCustomer || (column !== 'customerId' && column !== 'customerName')),
  );
}

/** Excel's rows per sheet; the header takes one, so a sheet holds one row fewer of data. */
export const XLSX_MAX_ROWS_PER_SHEET = 1_048_576;

/** How long a signed download link answers (ours: a link is for the download that follows, not for sharing). */
export const REPORT_EXPORT_LINK_TTL_SECONDS = 5 * 60;
/** How long the 'Exportações' list keeps an export (a week). */
export const REPORT_EXPORTS_KEPT_DAYS = 7;
/**
 * Background exports: an export of more lines than this runs as a job whose file
 * is written to disk, with progress in 'Exportações'; a smaller one streams at once. Ours.
 */
export const REPORT_EXPORT_SYNC_MAX_ROWS = 100_000;
/** Exports queued or running at once for one company (a user may not start unlimited ones). Ours. */
export const REPORT_EXPORTS_PENDING_PER_COMPANY = 2;
/** Tries of a job interrupted by restarts before it is marked failed. Ours. */
export const REPORT_EXPORT_MAX_ATTEMPTS = 3;
/**
 * A running job whose worker has written no progress for this long is taken as interrupted (its
 * process stopped) and queued again; a live worker writes progress with every page. Ours.
 */
export const REPORT_EXPORT_LEASE_MS = 120_000;
export const REPORT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportExportStatus = (typeof REPORT_EXPORT_STATUSES)[number];

/** A job's progress in whole percent (0 before the total is known; never 100 before it is done). */
export function exportProgress(
  status: ReportExportStatus,
  rowsWritten: number,
  rowsTotal: number | null,
): number {
  if (status === 'done') return 100;
  if (!rowsTotal || rowsTotal <= 0) return 0;
  return Math.min(99, Math.floor((rowsWritten * 100) / rowsTotal));
}

/** Rows read from the database per page: memory stays flat whatever the export's size. */
export const REPORT_EXPORT_FETCH_ROWS = 20_000;

/**
 * A text cell a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return, OWASP 'CSV injection') gets a leading apostrophe, which Excel and LibreOffice show as
 * text. Numbers are written by us from integers and never pass through here.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV field for pt-BR Excel (';' separated): quoted when it holds ';', '"' or a line break. */
export function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
