/**
 * The invoice as a PDF (pdf-lib: pure JavaScript, no native parts, standard fonts): the provider,
 * the customer, the period's lines and, while unpaid, the boleto's linha digitável and the PIX
 * copia e cola. One page, A4.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import {
  monthYearLabel,
  INVOICE_STATUS_LABELS,
  formatCurrencyMilli,
  formatDate,
  formatDigitableLine,
  parseDate,
  parseMilli,
  paymentMessages,
  type PixReceiver,
} from '@painel/domain';
import type { Invoice } from '@painel/contracts';

const A4: [number, number] = [595.28, 841.89];

function day(iso: string): string {
  return formatDate(parseDate(iso.slice(0, 10)) as Date);
}

/** Splits a long unbroken string (PIX) into lines that fit. */
function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export async function invoicePdf(input: {
  invoice: Invoice;
  company: { name: string; document: string };
  pix: PixReceiver;
}): Promise<Uint8Array> {
  const { invoice, company } = input;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${paymentMessages.pdfTitle} ${invoice.number}`);
  pdf.setLanguage('pt-BR');
  pdf.setCreator('Painel');
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  let y = A4[1] - 60;
  const write = (text: string, options: { font?: typeof regular; size?: number; x?: number } = {}) => {
    page.drawText(text, {
      x: options.x ?? 50,
      y,
      size: options.size ?? 11,
      font: options.font ?? regular,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= (options.size ?? 11) + 8;
  };
  write(`${paymentMessages.pdfTitle} ${invoice.number}`, { font: bold, size: 18 });
  write(input.pix.merchantName);
  y -= 10;
  write(company.name, { font: bold });
  write(`CNPJ ${company.document}`);
  y -= 10;
  write(`${paymentMessages.period}: ${invoice.period.slice(5, 7)}/${invoice.period.slice(0, 4)}`);
  write(`${paymentMessages.dueDate}: ${day(invoice.dueDate)}`);
  write(
    `${paymentMessages.status}: ${INVOICE_STATUS_LABELS[invoice.status]}${invoice.paidAt ? ` (${paymentMessages.paidAt} ${day(invoice.paidAt)})` : ''}`,
  );
  y -= 10;
  write(`${paymentMessages.usageLine}: ${formatCurrencyMilli(parseMilli(invoice.usageAmount))}`);
  write(`${paymentMessages.planFeeLine}: ${formatCurrencyMilli(parseMilli(invoice.planFee))}`);
  for (const adjustment of invoice.adjustments)
    write(
      `${paymentMessages.adjustmentLine(monthYearLabel(`${adjustment.period}-01`))}: ${formatCurrencyMilli(parseMilli(adjustment.amount))}`,
    );
  write(`${paymentMessages.totalLine}: ${formatCurrencyMilli(parseMilli(invoice.amount))}`, {
    font: bold,
    size: 13,
  });
  if (invoice.boleto) {
    y -= 16;
    write(paymentMessages.boleto, { font: bold, size: 13 });
    write(`${paymentMessages.digitableLine}:`);
    write(formatDigitableLine(invoice.boleto.digitableLine), { font: mono, size: 10 });
  }
  if (invoice.pix) {
    y -= 16;
    write(paymentMessages.pix, { font: bold, size: 13 });
    for (const line of chunks(invoice.pix.copyPaste, 72)) write(line, { font: mono, size: 9 });
  }
  return pdf.save();
}

/**
 * The service invoice (nota fiscal de serviços) of a paid invoice, as the portal's own document:
 * the official NFS-e is issued through a provider left for configuration (docs/architecture.md).
 */
export async function serviceInvoicePdf(input: {
  invoice: Invoice;
  company: { name: string; document: string };
  pix: PixReceiver;
  /** The official NFS-e once the provider issued it: its number and verification code go on the page. */
  nfse?: { number: string; verificationCode: string } | null;
}): Promise<Uint8Array> {
  const { invoice, company } = input;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${paymentMessages.serviceInvoiceTitle} ${invoice.number}`);
  pdf.setLanguage('pt-BR');
  pdf.setCreator('Painel');
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = A4[1] - 60;
  const write = (text: string, options: { font?: typeof regular; size?: number } = {}) => {
    page.drawText(text, {
      x: 50,
      y,
      size: options.size ?? 11,
      font: options.font ?? regular,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= (options.size ?? 11) + 8;
  };
  write(`${paymentMessages.serviceInvoiceTitle} ${invoice.number}`, { font: bold, size: 18 });
  write(input.nfse ? paymentMessages.nfseIssuedNote : paymentMessages.serviceInvoiceNote, { size: 9 });
  if (input.nfse) {
    write(`${paymentMessages.nfseNumber}: ${input.nfse.number}`, { font: bold });
    write(`${paymentMessages.nfseVerificationCode}: ${input.nfse.verificationCode}`, { font: bold });
  }
  y -= 10;
  write(`${paymentMessages.provider}: ${input.pix.merchantName}`);
  write(`${paymentMessages.customer}: ${company.name} (CNPJ ${company.document})`);
  write(
    `${paymentMessages.serviceDescription(`${invoice.period.slice(5, 7)}/${invoice.period.slice(0, 4)}`)}`,
  );
  y -= 10;
  write(`${paymentMessages.usageLine}: ${formatCurrencyMilli(parseMilli(invoice.usageAmount))}`);
  write(`${paymentMessages.planFeeLine}: ${formatCurrencyMilli(parseMilli(invoice.planFee))}`);
  for (const adjustment of invoice.adjustments)
    write(
      `${paymentMessages.adjustmentLine(monthYearLabel(`${adjustment.period}-01`))}: ${formatCurrencyMilli(parseMilli(adjustment.amount))}`,
    );
  write(`${paymentMessages.totalLine}: ${formatCurrencyMilli(parseMilli(invoice.amount))}`, {
    font: bold,
    size: 13,
  });
  if (invoice.paidAt) write(`${paymentMessages.paidAt} ${day(invoice.paidAt)}`);
  return pdf.save();
}
