/**
 * The Banco Central's API Pix, the part the portal speaks to a PSP and hears back:
 *
 *   POST {token endpoint}            OAuth2 client credentials (Basic client_id:client_secret)
 *   PUT  {PIX_API_URL}/cobv/:txid    a charge with due date; answers its `loc.location`
 *   GET  {PIX_API_URL}/pix/:e2eid    a received PIX, to confirm what a notification says
 *   PUT  {PIX_API_URL}/webhook/:chave   where the PSP notifies ({ webhookUrl })
 *   POST {webhookUrl}/pix            the PSP's notification: { pix: [{ endToEndId, txid, valor, horario }] }
 *
 * Only the fields the portal writes or reads are named; the PSP's others pass (`loose`). The demo's
 * stand-in PSP (demo mode and tests) speaks the same under /api/demo/pix.
 */
import { z } from 'zod';
import { PIX_TXID } from '@painel/domain';

export const pixTxidSchema = z.string().regex(PIX_TXID);
/** An API Pix amount: '190.00'. */
const pixValueSchema = z.string().regex(/^\d{1,10}\.\d{2}$/);

export const pixTokenAnswerSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

/** PUT /cobv/{txid}: due date, payer, amount, and the fine and interest the standard allows. */
export const pixDueChargeRequestSchema = z.looseObject({
  calendario: z.object({
    dataDeVencimento: z.iso.date(),
    validadeAposVencimento: z.number().int().min(0).optional(),
  }),
  devedor: z.union([
    z.object({ cnpj: z.string().regex(/^\d{14}$/), nome: z.string().min(1).max(200) }),
    z.object({ cpf: z.string().regex(/^\d{11}$/), nome: z.string().min(1).max(200) }),
  ]),
  valor: z.looseObject({
    original: pixValueSchema,
    multa: z.object({ modalidade: z.string(), valorPerc: z.string() }).optional(),
    juros: z.object({ modalidade: z.string(), valorPerc: z.string() }).optional(),
  }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
export type PixDueChargeRequest = z.infer<typeof pixDueChargeRequestSchema>;

/** PATCH /cobv/{txid}: the fields revised; here the amount (after a short payment). */
export const pixDueChargeRevisionSchema = z.looseObject({
  valor: z.looseObject({ original: pixValueSchema }),
});

export const pixDueChargeSchema = z.looseObject({
  txid: pixTxidSchema,
  status: z.string(),
  loc: z.looseObject({
    id: z.number().int(),
    location: z.string().min(1).max(77),
    tipoCob: z.literal('cobv'),
  }),
  valor: z.looseObject({ original: pixValueSchema }),
});
export type PixDueCharge = z.infer<typeof pixDueChargeSchema>;

/** A received PIX, as GET /pix/{e2eid} answers it and as a notification lists it. */
export const pixReceivedSchema = z
  .looseObject({
    endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/),
    txid: z.string().max(35).optional(),
    valor: pixValueSchema,
    horario: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PixRecebido' });
export type PixReceived = z.infer<typeof pixReceivedSchema>;

export const pixWebhookRegistrationSchema = z.object({ webhookUrl: z.url() });

/**
 * The PSP's notification (POST {webhookUrl}/pix). It is a signal, not proof: the portal confirms
 * each PIX by asking the PSP (GET /pix/{endToEndId}, OAuth2 and mTLS) before it applies it.
 */
export const pixNotificationSchema = z.object({ pix: z.array(pixReceivedSchema).min(1).max(100) }).meta({
  id: 'PixNotificacao',
  description:
    'Notificação do PSP (API Pix do Banco Central). Cada PIX é confirmado no PSP (GET /pix/{endToEndId}) antes de ser aplicado.',
});

/** What the portal did with each PIX of a notification. */
export const pixNotificationResultSchema = z.object({
  pix: z.array(
    z.object({
      endToEndId: z.string(),
      status: z.enum([
        'applied',
        'partial',
        'overpaid',
        'alreadyPaid',
        'duplicate',
        'unknownTxid',
        'notConfirmed',
      ]),
    }),
  ),
});
export type PixNotificationResult = z.infer<typeof pixNotificationResultSchema>;

/** The stand-in PSP's payer (demo mode and tests): pays a BR Code, by default its full amount. */
export const pixStandInPaymentSchema = z.object({
  pixCopiaECola: z.string().min(1).max(512),
  valor: pixValueSchema.optional(),
  /** Notify a PIX already notified again (a PSP's retry), by its endToEndId. */
  endToEndId: z
    .string()
    .regex(/^[a-zA-Z0-9]{32}$/)
    .optional(),
});
