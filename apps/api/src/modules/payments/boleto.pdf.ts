/**
 * The boleto as banks print it (FEBRABAN layout): the recibo do pagador above the cut line, the
 * ficha de compensação below it, with the Interleaved 2 of 5 barcode of the 44 digits (bwip-js,
 * drawn at the layout's 103 × 13 mm), the bank's code and name, the beneficiary's legal name and
 * masked CNPJ, agência / código do beneficiário, nosso número, the payer, the after-due-date
 * instructions and, for the hybrid boleto, the PIX QR code. One A4 page drawn with pdf-lib.
 */
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  bankCodeWithDigit,
  boletoLateCharges,
  boletoMessages,
  formatCurrencyMilli,
  formatDate,
  formatDigitableLine,
  maskCnpj,
  maskDocument,
  parseDate,
  type Boleto,
} from '@painel/domain';
import type { BankAccount } from './cnab240';

const MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
const LEFT = 10 * MM;
const WIDTH = A4[0] - 2 * LEFT;
const RIGHT_COLUMN = 50 * MM;
const INK = rgb(0, 0, 0);

export interface BoletoDocument {
  readonly bank: BankAccount;
  readonly boleto: Boleto;
  /** The carteira as printed ('17'). */
  readonly wallet: string;
  readonly invoiceNumber: string;
  readonly issuedOn: string;
  readonly dueDate: string;
  readonly cents: bigint;
  /** Name, document and (once the fiscal data is filled in) the address on one line. */
  readonly payer: { readonly name: string; readonly document: string; readonly address: string | null };
  /** The hybrid boleto's PIX copia e cola (its QR code is printed). */
  readonly pixCopyPaste: string | null;
  /** São Paulo day the document is printed. */
  readonly today: string;
}

const day = (iso: string) => formatDate(parseDate(iso) as Date);
const money = (cents: bigint) => formatCurrencyMilli(cents * 10n);

/** The ITF barcode of the 44 digits, as a PNG drawn by bwip-js (no text: the typed line is above). */
export async function boletoBarcodePng(barcode: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'interleaved2of5',
    text: barcode,
    scale: 4,
    height: 13,
    includetext: false,
  });
}

export async function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 1, scale: 6 });
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A field of the layout: a ruled box, its small label and its value. */
function field(
  page: PDFPage,
  fonts: Fonts,
  box: { x: number; y: number; w: number; h?: number },
  label: string,
  value: string,
  options: { bold?: boolean; alignRight?: boolean; size?: number } = {},
) {
  const h = box.h ?? 8 * MM;
  page.drawRectangle({ x: box.x, y: box.y, width: box.w, height: h, borderColor: INK, borderWidth: 0.5 });
  page.drawText(label, { x: box.x + 2, y: box.y + h - 7, size: 5.5, font: fonts.regular, color: INK });
  const size = options.size ?? 8.5;
  const font = options.bold ? fonts.bold : fonts.regular;
  const width = font.widthOfTextAtSize(value, size);
  page.drawText(value, {
    x: options.alignRight ? box.x + box.w - width - 3 : box.x + 3,
    y: box.y + 3,
    size,
    font,
    color: INK,
  });
}

/** The bank's line: name, code with its digit between rules, and the linha digitável. */
function bankLine(page: PDFPage, fonts: Fonts, y: number, doc: BoletoDocument, right: string) {
  page.drawText(doc.bank.bankName, { x: LEFT, y: y + 4, size: 10, font: fonts.bold, color: INK });
  const codeX = LEFT + 55 * MM;
  page.drawLine({ start: { x: codeX, y }, end: { x: codeX, y: y + 7 * MM }, thickness: 1.5, color: INK });
  page.drawText(bankCodeWithDigit(doc.bank.bankCode), { x: codeX + 6, y: y + 4, size: 14, font: fonts.bold });
  page.drawLine({
    start: { x: codeX + 24 * MM, y },
    end: { x: codeX + 24 * MM, y: y + 7 * MM },
    thickness: 1.5,
    color: INK,
  });
  const size = 10.5;
  page.drawText(right, {
    x: LEFT + WIDTH - fonts.bold.widthOfTextAtSize(right, size),
    y: y + 4,
    size,
    font: fonts.bold,
    color: INK,
  });
  page.drawLine({ start: { x: LEFT, y }, end: { x: LEFT + WIDTH, y }, thickness: 1.5, color: INK });
}

/** Adds the boleto's page to `pdf`. */
export async function addBoletoPage(pdf: PDFDocument, doc: BoletoDocument): Promise<void> {
  const page = pdf.addPage(A4);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const m = boletoMessages;
  const line = formatDigitableLine(doc.boleto.digitableLine);
  const beneficiary = `${doc.bank.legalName} - CNPJ ${maskCnpj(doc.bank.cnpj)}`;
  const agencyCode = `${doc.bank.agency}-${doc.bank.agencyDigit} / ${doc.bank.account}-${doc.bank.accountDigit}`;
  const payer = `${doc.payer.name} - CNPJ/CPF ${maskDocument(doc.payer.document)}`;
  const late = boletoLateCharges(doc.cents);
  const finePercent = `${(Number(late.fineBasisPoints) / 100).toFixed(2).replace('.', ',')}%`;
  const instructions = [
    m.lateCharges(finePercent, money(late.interestPerDayCents), day(doc.dueDate)),
    m.noDiscount,
  ];
  const h = 8 * MM;

  // --- Recibo do pagador ---
  let y = A4[1] - 22 * MM;
  page.drawText(m.payerReceipt, { x: LEFT, y: y + 8 * MM + 4, size: 9, font: fonts.bold });
  bankLine(page, fonts, y, doc, line);
  const left = WIDTH - RIGHT_COLUMN;
  y -= h;
  field(page, fonts, { x: LEFT, y, w: left }, m.beneficiary, beneficiary);
  field(page, fonts, { x: LEFT + left, y, w: RIGHT_COLUMN }, m.dueDate, day(doc.dueDate), {
    bold: true,
    alignRight: true,
  });
  y -= h;
  field(page, fonts, { x: LEFT, y, w: left / 2 }, m.beneficiaryCode, agencyCode);
  field(page, fonts, { x: LEFT + left / 2, y, w: left / 2 }, m.ourNumber, doc.boleto.ourNumber);
  field(page, fonts, { x: LEFT + left, y, w: RIGHT_COLUMN }, m.documentAmount, money(doc.cents), {
    bold: true,
    alignRight: true,
  });
  y -= h;
  field(page, fonts, { x: LEFT, y, w: left }, m.payer, payer);
  field(page, fonts, { x: LEFT + left, y, w: RIGHT_COLUMN }, m.documentNumber, doc.invoiceNumber, {
    alignRight: true,
  });
  y -= 5 * MM;
  if (doc.payer.address) page.drawText(doc.payer.address, { x: LEFT, y, size: 7, font: fonts.regular });
  page.drawText(m.authentication, { x: LEFT + left, y, size: 6, font: fonts.regular });

  // --- The cut line ---
  y -= 8 * MM;
  page.drawLine({
    start: { x: LEFT, y },
    end: { x: LEFT + WIDTH, y },
    thickness: 0.5,
    dashArray: [3, 3],
    color: INK,
  });

  // --- Ficha de compensação ---
  y -= 12 * MM;
  bankLine(page, fonts, y, doc, line);
  y -= h;
  field(page, fonts, { x: LEFT, y, w: left }, m.paymentPlace, m.paymentPlaceText);
  field(page, fonts, { x: LEFT + left, y, w: RIGHT_COLUMN }, m.dueDate, day(doc.dueDate), {
    bold: true,
    alignRight: true,
  });
  y -= h;
  field(page, fonts, { x: LEFT, y, w: left }, m.beneficiary, beneficiary);
  field(page, fonts, { x: LEFT + left, y, w: RIGHT_COLUMN }, m.beneficiaryCode, agencyCode, {
    alignRight: true,
  });
  y -= h;
  const sixth = left / 6;
  field(page, fonts, { x: LEFT, y, w: sixth }, m.documentDate, day(doc.issuedOn));
  field(page, fonts, { x: LEFT + sixth, y, w: sixth * 2 }, m.documentNumber, doc.invoiceNumber);
  field(page, fonts, { x: LEFT + sixth * 3, y, w: sixth }, m.documentKind, 'DS');
  field(page, fonts, { x: LEFT + sixth * 4, y, w: sixth / 2 }, m.accepted, 'N');
  field(page, fonts, { x: LEFT + sixth * 4.5, y, w: sixth * 1.5 }, m.processingDate, day(doc.today));
  field(page, fonts, { x: LEFT + left, y, w: RIGHT_COLUMN }, m.ourNumber, doc.boleto.ourNumber, {
    alignRight: true,
  });
  y -= h;
  field(page, fonts, { x: LEFT, y, w: sixth * 2 }, m.wallet, doc.wallet);
  field(page, fonts, { x: LEFT + sixth * 2, y, w: sixth * 4 }, m.currency, 'R$');
  field(page, fonts, { x: LEFT + left, y, w: RIGHT_COLUMN }, m.documentAmount, money(doc.cents), {
    bold: true,
    alignRight: true,
  });
  // Instructions, with the hybrid boleto's QR code on their right.
  const boxHeight = 34 * MM;
  y -= boxHeight;
  page.drawRectangle({ x: LEFT, y, width: left, height: boxHeight, borderColor: INK, borderWidth: 0.5 });
  page.drawText(m.instructions, { x: LEFT + 2, y: y + boxHeight - 7, size: 5.5, font: fonts.regular });
  instructions.forEach((text, i) => {
    page.drawText(text, { x: LEFT + 3, y: y + boxHeight - 18 - i * 11, size: 7.5, font: fonts.regular });
  });
  if (doc.pixCopyPaste) {
    const qr = await pdf.embedPng(await qrCodePng(doc.pixCopyPaste));
    const side = 28 * MM;
    page.drawImage(qr, { x: LEFT + left - side - 3, y: y + 3, width: side, height: side });
    page.drawText(m.hybridPix, { x: LEFT + 3, y: y + 6, size: 7, font: fonts.bold });
  }
  page.drawRectangle({
    x: LEFT + left,
    y,
    width: RIGHT_COLUMN,
    height: boxHeight,
    borderColor: INK,
    borderWidth: 0.5,
  });
  page.drawText(m.chargedAmount, { x: LEFT + left + 2, y: y + 3 * MM, size: 5.5, font: fonts.regular });
  y -= 12 * MM;
  page.drawRectangle({ x: LEFT, y, width: WIDTH, height: 12 * MM, borderColor: INK, borderWidth: 0.5 });
  page.drawText(m.payer, { x: LEFT + 2, y: y + 12 * MM - 7, size: 5.5, font: fonts.regular });
  page.drawText(payer, { x: LEFT + 3, y: y + 12 * MM - 18, size: 8.5, font: fonts.regular });
  if (doc.payer.address)
    page.drawText(doc.payer.address, { x: LEFT + 3, y: y + 12 * MM - 28, size: 8, font: fonts.regular });
  // The barcode: 103 × 13 mm, with its quiet zone below the payer.
  y -= 20 * MM;
  const barcode = await pdf.embedPng(await boletoBarcodePng(doc.boleto.barcode));
  page.drawImage(barcode, { x: LEFT + 5 * MM, y, width: 103 * MM, height: 13 * MM });
  page.drawText(`${m.authentication} - ${m.compensationSlip}`, {
    x: LEFT + left,
    y: y + 14 * MM,
    size: 6,
    font: fonts.regular,
  });
}
