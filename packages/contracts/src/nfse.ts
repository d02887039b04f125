/**
 * NFS-e: what the portal shows of an invoice's NFS-e, the back office's retry,
 * and the provider protocol `NFSE_PROVIDER=http` speaks (JSON over HTTP, `Authorization: Bearer`):
 *
 *   POST {NFSE_PROVIDER_URL}/rps                           send an RPS; idempotent by `reference`
 *   GET  {NFSE_PROVIDER_URL}/rps/:reference                its status
 *   POST {NFSE_PROVIDER_URL}/rps/:reference/cancelamento   cancel an issued NFS-e ({ reason })
 *
 * Each answers an `NfseProviderAnswer`. A real municipal provider (ABRASF web service, the
 * national NFS-e API, or an aggregator) sits behind an adapter that speaks this; the demo's
 * stand-in (demo mode only) speaks it too, at POST /api/demo/nfse/rps …
 */
import { z } from 'zod';
import {
  BRAZILIAN_STATES,
  NFSE_SIMPLES_NACIONAL_OPTIONS,
  NFSE_SPECIAL_REGIMES,
  NFSE_STATUSES,
} from '@painel/domain';

export const nfsePaths = {
  /** Back office: a failed issuance of the customer's invoice, queued again. */
  retry: '/payments/invoices/:invoiceId/nfse/retry',
  /** Demo mode's stand-in provider (under /api). */
  standInRps: '/demo/nfse/rps',
  standInRpsOne: '/demo/nfse/rps/:reference',
  standInCancel: '/demo/nfse/rps/:reference/cancelamento',
} as const;

export const nfseStatusSchema = z.enum(NFSE_STATUSES);

/** The NFS-e of an invoice, as the list shows it; null before the invoice is paid. */
// No component id: it travels nullable, and OpenAPI 3.0 gives a nullable $ref no type (lint).
export const invoiceNfseSchema = z.object({
  status: nfseStatusSchema,
  number: z.string().nullable(),
  verificationCode: z.string().nullable(),
  /** The provider's document (https; http outside production), when it gave one. */
  documentUrl: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** Back office only: why the last attempt failed. */
  lastError: z.string().nullable().optional(),
});
export type InvoiceNfse = z.infer<typeof invoiceNfseSchema>;

export const nfseRetryResultSchema = z.object({ data: invoiceNfseSchema });

// --- The provider protocol ---

const cnpj = z.string().regex(/^\d{14}$/);
const reference = z.string().regex(/^[A-Za-z0-9._-]{1,60}$/);

const cents = z.number().int().min(0);

/**
 * One RPS (recibo provisório de serviços), with what the national NFS-e's DPS asks: the
 * competência, the prestador's tax regime, the tomador with its address and inscrição municipal,
 * the national and municipal service codes, the ISS (and whether the tomador withholds it), the
 * federal withholdings and the net amount. Amounts in cents.
 */
export const rpsRequestSchema = z
  .object({
    /** Our idempotency key (the invoice number): sending it again answers the same RPS. */
    reference,
    issueDate: z.iso.date(),
    /** Data de competência (dCompet): the first day of the invoiced month. */
    competence: z.iso.date(),
    provider: z
      .object({
        cnpj,
        municipalRegistration: z.string().min(1).max(30),
        municipalityCode: z.string().regex(/^\d{7}$/),
        /** opSimpNac: 1 não optante, 2 MEI, 3 ME/EPP optante do Simples Nacional. */
        simplesNacional: z.enum(NFSE_SIMPLES_NACIONAL_OPTIONS),
        /** regEspTrib: 0 nenhum … 6 sociedade de profissionais (the DPS's table). */
        specialRegime: z.enum(NFSE_SPECIAL_REGIMES),
      })
      .strict(),
    customer: z
      .object({
        cnpj,
        name: z.string().min(1).max(200),
        municipalRegistration: z.string().min(1).max(20).nullable(),
        address: z
          .object({
            postalCode: z.string().regex(/^\d{8}$/),
            street: z.string().min(1).max(125),
            number: z.string().min(1).max(10),
            complement: z.string().min(1).max(60).nullable(),
            district: z.string().min(1).max(60),
            municipalityCode: z.string().regex(/^\d{7}$/),
            state: z.enum(BRAZILIAN_STATES),
          })
          .strict(),
      })
      .strict(),
    service: z
      .object({
        /** LC 116 item, e.g. '1.03'. */
        code: z.string().min(1).max(20),
        /** The national tax code (cTribNac) of that item, e.g. '010301'. */
        nationalCode: z.string().regex(/^\d{6}$/),
        description: z.string().min(1).max(2000),
        /** Amount in cents. */
        amountCents: z.number().int().min(1),
        /** ISS rate as a decimal string, e.g. '2.00' (percent). */
        issRate: z.string().regex(/^\d{1,2}(\.\d{1,4})?$/),
        issCents: cents,
        /** tpRetISSQN: true when the tomador withholds the ISS (retido), false when the prestador pays it. */
        issWithheld: z.boolean(),
        /** Federal taxes the tomador withholds (0 when it does not, or under the dispensa). */
        withholdings: z
          .object({ irrfCents: cents, pisCents: cents, cofinsCents: cents, csllCents: cents })
          .strict(),
        /** The amount less the withholdings and the ISS when retido (vLiq). */
        netAmountCents: z.number().int(),
      })
      .strict(),
  })
  .strict();
export type RpsRequest = z.infer<typeof rpsRequestSchema>;

export const nfseProviderAnswerSchema = z.object({
  reference,
  status: z.enum(['PROCESSANDO', 'EMITIDA', 'REJEITADA', 'CANCELADA']),
  number: z.string().min(1).max(60).nullish(),
  verificationCode: z.string().min(1).max(100).nullish(),
  pdfUrl: z.string().max(1000).nullish(),
  xmlUrl: z.string().max(1000).nullish(),
  message: z.string().max(500).nullish(),
});
export type NfseProviderAnswer = z.infer<typeof nfseProviderAnswerSchema>;

export const rpsReferenceParamsSchema = z.object({ reference });
export const rpsCancelSchema = z.object({ reason: z.string().min(1).max(255) }).strict();
