/**
 * The invoice as a PDF (pdf-lib: pure JavaScript, no native parts, standard fonts): the provider
 * and the customer by legal name and masked CNPJ, the period's lines and, while unpaid, the
 * boleto's linha digitável, the PIX QR code and its copia e cola on one line (copied without line
 * breaks), then the boleto's own page (boleto.pdf.ts). A4.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import {
  monthYearLabel,
  INVOICE_STATUS_LABELS,
  formatCurrencyMilli,
  formatDate,
  boletoFor,
  formatDigitableLine,
  maskCnpj,
  maskDocument,
  parseDate,
  parseMilli,
  paymentMessages,
  periodDays,
} from '@painel/domain';
import type { Invoice } from '@painel/contracts';
import { addBoletoPage, qrCodePng } from './boleto.pdf';
import type { PaymentsConfig } from './payments.config';

const A4: [number, number] = [595.28, 841.89];

function day(iso: string): string {
  return formatDate(parseDate(iso.slice(0, 10)) as Date);
}

type DocumentConfig = Pick<PaymentsConfig, 'bank' | 'agreement'>;

/** 'Painel Soluções de Dados Ltda. - CNPJ 11.222.333/0001-81': the provider as an accountant files it. */
function providerLine(config: DocumentConfig): string {
  return `${config.bank.legalName} - CNPJ ${maskCnpj(config.bank.cnpj)}`;
}

/** The customer as its documents name it: legal name, document and, once filled in, its address. */
export interface DocumentPayer {
  readonly name: string;
  readonly document: string;
  readonly address: string | null;
}

function customerLine(company: DocumentPayer): string {
  return `${company.name} - CNPJ ${maskDocument(company.document)}`;
}

/** Monospace font size at which `text` fits `width` on one line (the PIX code is never broken). */
export function oneLineSize(text: string, width: number): number {
  return Math.min(9, width / (text.length * 0.6));
}

export async function invoicePdf(input: {
  invoice: Invoice;
  company: DocumentPayer;
  config: DocumentConfig;
  /** São Paulo day the document is printed. */
  today: string;
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
  write(`${paymentMessages.provider}: ${providerLine(input.config)}`);
  y -= 10;
  write(`${paymentMessages.customer}: ${customerLine(company)}`, { font: bold });
  if (company.address) write(company.address, { size: 10 });
  y -= 10;
  write(`${paymentMessages.period}: ${invoice.period.slice(5, 7)}/${invoice.period.slice(0, 4)}`);
  write(`${paymentMessages.dueDate}: ${day(invoice.dueDate)}`);
  write(
    `${paymentMessages.status}: ${INVOICE_STATUS_LABELS[invoice.status]}${invoice.paidAt ? ` (${paymentMessages.paidAt} ${day(invoice.paidAt)})` : ''}`,
  );
  y -= 10;
  write(`${paymentMessages.usageLine}: ${formatCurrencyMilli(parseMilli(invoice.usageAmount))}`);
  for (const product of invoice.products)
    write(`${product.name}: ${formatCurrencyMilli(parseMilli(product.amount))}`, { size: 10, x: 70 });
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
    const side = 120;
    y -= side - 10;
    page.drawImage(await pdf.embedPng(await qrCodePng(invoice.pix.copyPaste)), {
      x: 50,
      y,
      width: side,
      height: side,
    });
    y -= 16;
    // One text run: selecting and copying it brings the code without line breaks.
    write(invoice.pix.copyPaste, { font: mono, size: oneLineSize(invoice.pix.copyPaste, A4[0] - 100) });
  }
  if (invoice.boleto) {
    const cents = BigInt(invoice.amountCents);
    await addBoletoPage(pdf, {
      bank: input.config.bank,
      boleto: boletoFor(input.config.agreement, { sequence: invoice.id, cents, dueDate: invoice.dueDate }),
      wallet: input.config.agreement.wallet,
      invoiceNumber: invoice.number,
      // Issued once its month closed: the period's last day.
      issuedOn: periodDays(invoice.period).last,
      dueDate: invoice.dueDate,
      cents,
      payer: company,
      pixCopyPaste: invoice.pix?.copyPaste ?? null,
      today: input.today,
    });
  }
  return pdf.save();
}

/**
 * The service invoice (nota fiscal de serviços) of a paid invoice, as the portal's own document:
 * the official NFS-e is issued through a provider left for configuration (docs/architecture.md).
 */
export async function serviceInvoicePdf(input: {
  invoice: Invoice;
  company: DocumentPayer;
  config: DocumentConfig;
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
  write(`${paymentMessages.provider}: ${providerLine(input.config)}`);
  write(`${paymentMessages.customer}: ${customerLine(company)}`);
  if (company.address) write(company.address, { size: 10 });
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
