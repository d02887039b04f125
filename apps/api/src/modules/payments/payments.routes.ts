/**
 * Pagamentos. The invoice list, the PDF link and the demo payment in both environments
 * (`/customers/payments/…` for the customer's own company with FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR,
 * the only key a non-payment-blocked company keeps; `/customers/:customerId/payments/…` for staff
 * with BACKOFFICE:FINANCEIRO:FATURAS:VISUALIZAR); the signed PDF and the providers' webhook are
 * public (the link's signature, the body's HMAC are the credentials); the non-payment sweep is a
 * back-office action and runs hourly outside tests.
 */
import {
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  PAYMENT_SIGNATURE_HEADER,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceParamsSchema,
  idSchema,
  paymentDocumentParamsSchema,
  paymentPaths,
  documentLinkSchema,
  standardErrors,
  sweepResultSchema,
  webhookParamsSchema,
  webhookResultSchema,
  nfsePaths,
  nfseRetryResultSchema,
  paymentConfirmationSchema,
  pixNotificationResultSchema,
  pixNotificationSchema,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import { access, customerPath } from '../../core/access';
import { actorOf, targetCompanyOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { DEMO_PROVIDER, paymentsConfig } from './payments.config';
import * as service from './payments.service';
import { kickNfse, nfseRuntime, processNfseQueue, retryNfse } from './nfse.service';
import { nfseStandInRoutes } from './nfse.stand-in';
import { maySimulatePayment } from './simulate-access';
import { settles } from './payment-application';
import { PIX_STAND_IN_PREFIX, PIX_WEBHOOK_PATH } from './pix.config';
import { pixStandInRoutes } from './pix.stand-in';
import { receivePixNotification } from './pix.service';
import { bankRoutes } from './bank.routes';
import { AppError } from '../../lib/app-error';
import { countJob, countPaymentConfirmation } from '../../lib/metrics';

const VIEW = access.customer(policies.payments.view);
const SIMULATE = access.customer(policies.payments.simulate);
const SWEEP = access.permissions(policies.payments.sweep);
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const RETRY_NFSE = access.customer(policies.payments.retryNfse);
/** How often the back office works the NFS-e queue (sends, asks again, retries after backoff). */
const NFSE_SWEEP_INTERVAL_MS = 30 * 1000;
const tags = ['pagamentos'];

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = paymentsConfig(ctx.config);
  const nfse = nfseRuntime(config.nfse);
  /** A confirmed payment starts its NFS-e at once (the sweep catches what fails); the demo's waits for it. */
  // Only a listening server kicks: tests through app.inject work the queue with their own clock.
  const kick = () => (app.server.listening ? kickNfse(ctx, nfse, app.log) : Promise.resolve());
  const afterConfirmation = async <T extends { status: string }>(result: T, wait = false): Promise<T> => {
    if (!settles(result.status)) return result;
    const kicked = kick();
    if (wait) await kicked;
    return result;
  };
  const path = (suffix: `/${string}`) => customerPath(ctx.environment, suffix);
  const params =
    ctx.environment === 'backoffice'
      ? invoiceParamsSchema.extend({ customerId: idSchema })
      : invoiceParamsSchema;

  app.get(
    path(paymentPaths.invoices),
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Faturas mensais da empresa, com boleto e PIX das que estão em aberto',
        querystring: invoiceListQuerySchema,
        response: { 200: invoicePageSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await service.listInvoices(ctx, config, targetCompanyOf(request), request.query);
      // The screen offers 'Simular pagamento' only to whom the route below lets pay.
      return {
        ...page,
        demoPayments: page.demoPayments && maySimulatePayment(ctx.environment, actorOf(request)),
      };
    },
  );

  app.get(
    path(paymentPaths.invoicePdf),
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Link assinado e temporário para o PDF da fatura (data.url)',
        params,
        response: { 200: documentLinkSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pdfLink(ctx, config, targetCompanyOf(request), request.params.invoiceId);
    },
  );

  app.get(
    path(paymentPaths.serviceInvoicePdf),
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Link assinado e temporário para a nota fiscal de serviços de uma fatura paga (data.url)',
        params,
        response: { 200: documentLinkSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pdfLink(
        ctx,
        config,
        targetCompanyOf(request),
        request.params.invoiceId,
        'serviceInvoice',
      );
    },
  );

  app.get(
    paymentPaths.document,
    {
      config: { access: access.public() },
      schema: { tags, summary: 'O PDF da fatura, pelo link assinado', params: paymentDocumentParamsSchema },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.pdfDocument(ctx, config, request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/pdf')
        .send(Buffer.from(bytes));
    },
  );

  if (ctx.config.demoMode) {
    app.post(
      path(paymentPaths.simulatePayment),
      {
        config: { access: SIMULATE },
        schema: {
          tags,
          summary: 'Modo de demonstração: confirma o pagamento pelo provedor de demonstração (mesmo webhook)',
          params,
          response: { 200: webhookResultSchema, ...standardErrors },
        },
      },
      async (request) => {
        if (!maySimulatePayment(ctx.environment, actorOf(request))) throw new AppError('FORBIDDEN');
        return afterConfirmation(
          await service.simulatePayment(
            ctx,
            config,
            actorOf(request),
            targetCompanyOf(request),
            request.params.invoiceId,
            DEMO_PROVIDER,
          ),
          true,
        );
      },
    );
    // The stand-in NFS-e provider the demo's configuration points at (nfse.config.ts), and the
    // stand-in PSP of the API Pix (pix.config.ts).
    if (ctx.environment === 'portal') {
      await app.register(nfseStandInRoutes);
      await app.register(pixStandInRoutes, {
        prefix: PIX_STAND_IN_PREFIX,
        now: ctx.now,
        ...(ctx.config.nodeEnv === 'test' ? {} : { dataDir: ctx.config.dataDir }),
      });
    }
  }

  if (ctx.environment === 'backoffice') {
    app.post(
      paymentPaths.sweep,
      {
        config: { access: SWEEP },
        schema: {
          tags,
          summary: 'Aplica agora a regra de inadimplência (aviso e bloqueio após 5 dias)',
          response: { 200: sweepResultSchema, ...standardErrors },
        },
      },
      async () => countJob(ctx.metrics, 'overdue_sweep', () => service.nonPaymentSweep(ctx)),
    );
    app.post(
      path(nfsePaths.retry),
      {
        config: { access: RETRY_NFSE },
        schema: {
          tags,
          summary: 'Pede nova emissão da NFS-e de uma fatura cuja emissão falhou (auditado)',
          params,
          response: { 200: nfseRetryResultSchema, ...standardErrors },
        },
      },
      async (request) => {
        const result = await retryNfse(
          ctx,
          nfse,
          actorOf(request),
          targetCompanyOf(request),
          request.params.invoiceId,
        );
        void kick();
        return result;
      },
    );
    if (ctx.config.nodeEnv !== 'test') {
      const timer = setInterval(() => {
        countJob(ctx.metrics, 'overdue_sweep', () => service.nonPaymentSweep(ctx)).catch((error: unknown) =>
          app.log.error({ err: error }, 'non-payment sweep failed'),
        );
      }, SWEEP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
      let working = false;
      const nfseTimer = setInterval(() => {
        if (working) return;
        working = true;
        processNfseQueue(ctx, nfse)
          .catch((error: unknown) => app.log.error({ err: error }, 'NFS-e sweep failed'))
          .finally(() => {
            working = false;
          });
      }, NFSE_SWEEP_INTERVAL_MS);
      nfseTimer.unref();
      app.addHook('onClose', async () => clearInterval(nfseTimer));
    }
  }

  // The PSP's API Pix notifications (the portal's public address, registered at the PSP).
  if (ctx.environment === 'portal' && config.pixApi) {
    app.post(
      `${PIX_WEBHOOK_PATH}/pix`,
      {
        config: { access: access.public() },
        schema: {
          tags,
          summary:
            'Notificação de PIX recebido (API Pix do Banco Central): cada PIX é confirmado no PSP antes de ser aplicado',
          body: pixNotificationSchema,
          response: { 200: pixNotificationResultSchema, ...standardErrors },
        },
      },
      async (request) => {
        const result = await receivePixNotification(ctx, config, request.body.pix);
        if (result.pix.some((one) => settles(one.status))) void kick();
        return result;
      },
    );
  }
  // Registered boletos: the CNAB files exchanged with the bank (bank.routes.ts).
  await app.register(bankRoutes, { ctx, config, afterExchange: () => void kick() });

  // The providers' webhook reads its raw body: the signature is over the bytes as sent.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // The body's schema documents it (OpenAPI); the service checks it after the signature.
    scope.setValidatorCompiler((route) =>
      route.httpPart === 'body'
        ? (body: unknown) => ({ value: body })
        : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      paymentPaths.webhook,
      {
        config: { access: access.public() },
        schema: {
          tags,
          summary:
            'Confirmação de pagamento de um provedor (HMAC-SHA256 do corpo em X-Painel-Signature: sha256=<hex>)',
          description:
            'Assinatura: X-Painel-Signature: sha256=<hex>, o HMAC-SHA256 dos bytes exatos do corpo com o segredo do provedor (o do provedor demo é gerado por instalação). Cada pagamento é registrado na fatura: parcial, exato, acima do valor ou em duplicidade; a repetição do mesmo eventId não registra nada (duplicate).',
          params: webhookParamsSchema,
          body: paymentConfirmationSchema,
          response: { 200: webhookResultSchema, ...standardErrors },
        },
      },
      async (request) => {
        const header = request.headers[PAYMENT_SIGNATURE_HEADER];
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return afterConfirmation(
          await countPaymentConfirmation(
            ctx.metrics,
            service.confirmPayment(ctx, config, {
              provider: request.params.provider,
              rawBody,
              signature: typeof header === 'string' ? header : undefined,
            }),
          ),
        );
      },
    );
  });
};
