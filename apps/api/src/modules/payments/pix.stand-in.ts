/**
 * Demo mode and tests only: a stand-in PSP at the edge of the world, speaking the Banco Central's
 * API Pix over real HTTP on the portal's own port (under /api/demo/pix), so the demo charges and
 * collects PIX without a bank. It issues OAuth2 client-credentials tokens for the published demo
 * client, creates charges with due date (PUT /cobv/{txid}) with a location, answers received PIX
 * (GET /pix/{e2eid}), keeps the registered webhook (PUT /webhook/{chave}), and plays the payer's
 * bank: POST /pagamentos pays a BR Code (its full amount, or the `valor` given) and notifies the
 * webhook ({webhookUrl}/pix) at once, as a PSP does; GET /qr/{id} shows a location's charge. It keeps its state in memory (and, outside
 * tests, in DATA_DIR/pix-stand-in.json, so a restarted demo still knows its charges). Never
 * registered outside demo mode (config.ts refuses demo mode in production).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import {
  pixDueChargeRequestSchema,
  pixDueChargeRevisionSchema,
  pixStandInPaymentSchema,
  pixTxidSchema,
  pixWebhookRegistrationSchema,
  type PixDueCharge,
  type PixReceived,
} from '@painel/contracts';
import { access } from '../../core/access';
import { DEMO_PIX_CLIENT } from './pix.config';

const tags = ['demonstração'];
/**
 * The host the stand-in's locations name. A payer's bank reads a location over HTTPS; the
 * stand-in's own payer (POST /pagamentos) looks it up instead, so it names a host of its own (a
 * BR Code's location is a host name, and 127.0.0.1:port is not one).
 */
const STAND_IN_LOCATION_HOST = 'pix.psp-demonstracao.example';
const TOKEN_SECONDS = 3600;

interface State {
  webhookUrl: string | null;
  charges: Record<string, PixDueCharge>;
  received: Record<string, PixReceived>;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomAlphanumeric(length: number): string {
  return [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const problem = (status: number, title: string) => ({
  type: `https://pix.bcb.gov.br/api/v2/error/${status}`,
  title,
  status,
});

export const pixStandInRoutes: FastifyPluginAsyncZod<{ dataDir?: string; now: () => Date }> = async (
  app,
  options,
) => {
  const file = options.dataDir ? path.join(options.dataDir, 'pix-stand-in.json') : null;
  let state: State = { webhookUrl: null, charges: {}, received: {} };
  if (file) {
    try {
      state = JSON.parse(readFileSync(file, 'utf8')) as State;
    } catch {
      // A first start: nothing kept yet.
    }
  }
  const save = () => {
    if (file) writeFileSync(file, JSON.stringify(state), { mode: 0o600 });
  };
  const tokens = new Map<string, number>();
  const guard = { config: { access: access.public() } };

  // The token request is a form (OAuth2); the portal's own parser reads it where there is one.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

  const bearer = (header: string | undefined): boolean => {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
    const until = tokens.get(token);
    return until !== undefined && until > Date.now();
  };

  app.post(
    '/oauth/token',
    { ...guard, schema: { tags, summary: 'PSP de demonstração: token OAuth2 (client credentials)' } },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      // RFC 6749 2.3.1: form-encoded id and secret; a malformed escape is a wrong client, not a 500.
      const decode = (part: string) => {
        try {
          return decodeURIComponent(part);
        } catch {
          return '';
        }
      };
      const [id, secret] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':')
        .map(decode);
      const grant = (request.body as Record<string, string> | undefined)?.grant_type;
      if (
        !header.startsWith('Basic ') ||
        !same(id ?? '', DEMO_PIX_CLIENT.id) ||
        !same(secret ?? '', DEMO_PIX_CLIENT.secret)
      )
        return reply.code(401).send({ error: 'invalid_client' });
      if (grant !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: TOKEN_SECONDS,
        scope: 'cobv.write cobv.read pix.read webhook.write',
      };
    },
  );

  app.put(
    '/webhook/:chave',
    {
      ...guard,
      schema: {
        tags,
        summary: 'PSP de demonstração: registra o webhook',
        params: z.object({ chave: z.string() }),
        body: pixWebhookRegistrationSchema,
      },
    },
    async (request, reply) => {
      if (!bearer(request.headers.authorization)) return reply.code(401).send(problem(401, 'Não Autorizado'));
      state.webhookUrl = request.body.webhookUrl;
      save();
      return reply.code(204).send();
    },
  );

  app.put(
    '/cobv/:txid',
    {
      ...guard,
      schema: {
        tags,
        summary: 'PSP de demonstração: cria uma cobrança com vencimento',
        params: z.object({ txid: z.string() }),
      },
    },
    async (request, reply) => {
      if (!bearer(request.headers.authorization)) return reply.code(401).send(problem(401, 'Não Autorizado'));
      const txid = pixTxidSchema.safeParse(request.params.txid);
      const body = pixDueChargeRequestSchema.safeParse(request.body);
      if (!txid.success || !body.success) return reply.code(400).send(problem(400, 'Cobrança inválida.'));
      const known = state.charges[txid.data];
      if (known) return reply.code(200).send(known);
      const id = Object.keys(state.charges).length + 1;
      const charge: PixDueCharge = {
        ...body.data,
        txid: txid.data,
        status: 'ATIVA',
        revisao: 0,
        calendario: { ...body.data.calendario, criacao: options.now().toISOString() },
        loc: {
          id,
          location: `${STAND_IN_LOCATION_HOST}/qr/${randomBytes(16).toString('hex')}`,
          tipoCob: 'cobv',
        },
      };
      state.charges[txid.data] = charge;
      save();
      return reply.code(201).send(charge);
    },
  );

  app.patch(
    '/cobv/:txid',
    {
      ...guard,
      schema: {
        tags,
        summary: 'PSP de demonstração: revisa o valor de uma cobrança com vencimento',
        params: z.object({ txid: z.string() }),
      },
    },
    async (request, reply) => {
      if (!bearer(request.headers.authorization)) return reply.code(401).send(problem(401, 'Não Autorizado'));
      const body = pixDueChargeRevisionSchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send(problem(400, 'Revisão inválida.'));
      const known = state.charges[request.params.txid];
      if (!known) return reply.code(404).send(problem(404, 'Cobrança não encontrada.'));
      if (known.status !== 'ATIVA') return reply.code(400).send(problem(400, 'Cobrança não está ativa.'));
      const revised: PixDueCharge = {
        ...known,
        valor: { ...known.valor, ...body.data.valor },
        revisao: Number(known.revisao ?? 0) + 1,
      };
      state.charges[request.params.txid] = revised;
      save();
      return revised;
    },
  );

  app.get(
    '/pix/:e2eid',
    {
      ...guard,
      schema: {
        tags,
        summary: 'PSP de demonstração: um PIX recebido',
        params: z.object({ e2eid: z.string() }),
      },
    },
    async (request, reply) => {
      if (!bearer(request.headers.authorization)) return reply.code(401).send(problem(401, 'Não Autorizado'));
      const pix = state.received[request.params.e2eid];
      return pix ? pix : reply.code(404).send(problem(404, 'PIX não encontrado.'));
    },
  );

  app.get(
    '/qr/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'PSP de demonstração: a cobrança de um location',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const charge = Object.values(state.charges).find((one) =>
        one.loc.location.endsWith(`/qr/${request.params.id}`),
      );
      return charge ?? reply.code(404).send(problem(404, 'Cobrança não encontrada.'));
    },
  );

  app.post(
    '/pagamentos',
    {
      ...guard,
      schema: {
        tags,
        summary: 'PSP de demonstração: o banco do pagador paga um BR Code e notifica o webhook',
        body: pixStandInPaymentSchema,
      },
    },
    async (request, reply) => {
      const url = getPixPayloadInfo(request.body.pixCopiaECola)?.url;
      const charge = url ? Object.values(state.charges).find((one) => one.loc.location === url) : undefined;
      if (!charge) return reply.code(404).send(problem(404, 'Cobrança não encontrada.'));
      const again = request.body.endToEndId ? state.received[request.body.endToEndId] : undefined;
      const pix: PixReceived = again ?? {
        endToEndId: request.body.endToEndId ?? `E99999999${randomAlphanumeric(23)}`,
        txid: charge.txid,
        valor: request.body.valor ?? charge.valor.original,
        horario: options.now().toISOString(),
        chave: (charge as { chave?: string }).chave,
      };
      state.received[pix.endToEndId] = pix;
      save();
      let notified: number | null = null;
      if (state.webhookUrl) {
        const answer = await fetch(`${state.webhookUrl}/pix`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pix: [pix] }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        notified = answer?.status ?? null;
        await answer?.body?.cancel();
      }
      return { endToEndId: pix.endToEndId, valor: pix.valor, webhookStatus: notified };
    },
  );
};
