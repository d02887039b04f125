/**
 * The bank files of registered boletos, back office only: a customer's lines in every
 * CNAB file, an exchange now (the back office also exchanges every few minutes outside tests), and
 * in demo mode paying a registered boleto at the stand-in bank.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankExchangeResultSchema,
  bankFileCustomerParamsSchema,
  bankFileLinePageSchema,
  bankFileLineQuerySchema,
  bankFilePaths,
  idSchema,
  invoiceParamsSchema,
  standardErrors,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import { access, customerPath } from '../../core/access';
import { actorOf, targetCompanyOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { AppError } from '../../lib/app-error';
import { bankRuntime, exchangeBankFiles, listBankFileLines, payAtDemoBank } from './bank.service';
import type { PaymentsConfig } from './payments.config';

const VIEW = access.customer(policies.payments.bankFiles);
const EXCHANGE = access.permissions(policies.payments.bankExchange);
const DEMO_PAY = access.customer(policies.payments.bankExchange);
/** How often the back office sends the remittance and reads the returns. */
const EXCHANGE_INTERVAL_MS = 5 * 60 * 1000;
const tags = ['pagamentos'];

export const bankRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  config: PaymentsConfig;
  /** After a return applied payments (the NFS-e queue starts at once). */
  afterExchange: () => void;
}> = async (app, { ctx, config, afterExchange }) => {
  if (ctx.environment !== 'backoffice') return;
  const runtime = bankRuntime(config);
  let running: Promise<{ sent: number; received: number }> | null = null;
  /** One exchange at a time in this process (the remittance itself is serialised in the database). */
  const exchange = async () => {
    if (!runtime) throw new AppError('BANK_NOT_CONFIGURED');
    running ??= exchangeBankFiles(ctx, config, runtime).finally(() => {
      running = null;
    });
    const result = await running;
    if (result.received > 0) afterExchange();
    return result;
  };

  app.get(
    customerPath(ctx.environment, bankFilePaths.lines),
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Linhas do cliente nos arquivos CNAB 240 trocados com o banco (remessas e retornos)',
        params: bankFileCustomerParamsSchema,
        querystring: bankFileLineQuerySchema,
        response: { 200: bankFileLinePageSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await listBankFileLines(ctx, targetCompanyOf(request), request.query);
      return { ...page, configured: runtime !== null, demoBank: runtime?.standIn != null };
    },
  );

  app.post(
    bankFilePaths.exchange,
    {
      config: { access: EXCHANGE },
      schema: {
        tags,
        summary: 'Envia agora a remessa de boletos ao banco e processa os retornos recebidos',
        response: { 200: bankExchangeResultSchema, ...standardErrors },
      },
    },
    async () => exchange(),
  );

  if (runtime?.standIn) {
    app.post(
      customerPath(ctx.environment, bankFilePaths.demoPayment),
      {
        config: { access: DEMO_PAY },
        schema: {
          tags,
          summary: 'Modo de demonstração: o pagador paga o boleto registrado no banco de demonstração',
          params: invoiceParamsSchema.extend({ customerId: idSchema }),
          response: { 200: bankExchangeResultSchema, ...standardErrors },
        },
      },
      async (request) => {
        const result = await payAtDemoBank(
          ctx,
          config,
          runtime,
          actorOf(request),
          targetCompanyOf(request),
          request.params.invoiceId,
        );
        afterExchange();
        return result;
      },
    );
  }

  if (runtime && ctx.config.nodeEnv !== 'test') {
    const timer = setInterval(() => {
      exchange().catch((error: unknown) => app.log.error({ err: error }, 'bank file exchange failed'));
    }, EXCHANGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
