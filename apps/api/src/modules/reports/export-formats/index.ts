/**
 * The report export's formats, one writer file each, keyed by the format ids of domain
 * (REPORT_EXPORT_FORMATS, the keys of their pt-BR labels in reportMessages.exportFormats). Adding
 * a format: its label there, its writer file here, and one line below (the type makes both sides
 * agree).
 */
import type { ReportExportFormat } from '@painel/domain';
import { csvFormat } from './csv';
import type { ExportFormat } from './export-format';
import { xlsxFormat } from './xlsx';

export const exportFormats: Readonly<Record<ReportExportFormat, ExportFormat>> = {
  csv: csvFormat,
  xlsx: xlsxFormat,
};
