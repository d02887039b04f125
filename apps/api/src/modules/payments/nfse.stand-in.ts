/**
 * Demo mode only: a stand-in NFS-e provider at the edge of the world, speaking the provider
 * protocol of packages/contracts nfse.ts over real HTTP (the portal's own port, under
 * /api/demo/nfse), so the demo shows an issued NFS-e without a city's service. It checks the
 * published bearer token, validates the RPS, answers the same RPS for the same reference
 * (idempotent), and issues at once with a number and a verification code derived from the
 * reference (stable across restarts). Never registered outside demo mode (config.ts refuses demo
 * mode in production).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nfsePaths,
  nfseProviderAnswerSchema,
  rpsCancelSchema,
  rpsReferenceParamsSchema,
  rpsRequestSchema,
  standardErrors,
  type NfseProviderAnswer,
} from '@painel/contracts';
import { access } from '../../core/access';
import { AppError } from '../../lib/app-error';
import { DEMO_NFSE_TOKEN } from './nfse.config';

const tags = ['demonstração'];

function authorized(header: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${DEMO_NFSE_TOKEN}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A number and code of the city's shape, derived from the reference: the same RPS, the same NFS-e. */
export function standInNfse(reference: string, year: string) {
  const digest = createHmac('sha256', 'painel-demo-nfse').update(reference).digest();
  const serial = (digest.readUInt32BE(0) % 100_000_000).toString().padStart(8, '0');
  return {
    number: `${year}${serial}`,
    verificationCode: digest.subarray(4, 8).toString('hex').toUpperCase(),
  };
}

export const nfseStandInRoutes: FastifyPluginAsyncZod = async (app) => {
  const issued = new Map<string, NfseProviderAnswer>();
  const guard = { config: { access: access.public() } };
  const check = (header: string | undefined) => {
    if (!authorized(header)) throw new AppError('UNAUTHENTICATED');
  };

  app.post(
    nfsePaths.standInRps,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Provedor de NFS-e de demonstração: recebe um RPS e emite a NFS-e',
        body: rpsRequestSchema,
        response: { 200: nfseProviderAnswerSchema, ...standardErrors },
      },
    },
    async (request) => {
      check(request.headers.authorization);
      const rps = request.body;
      const known = issued.get(rps.reference);
      if (known) return known;
      const answer: NfseProviderAnswer = {
        reference: rps.reference,
        status: 'EMITIDA',
        ...standInNfse(rps.reference, rps.issueDate.slice(0, 4)),
        pdfUrl: null,
        xmlUrl: null,
      };
      issued.set(rps.reference, answer);
      return answer;
    },
  );

  app.get(
    nfsePaths.standInRpsOne,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Provedor de NFS-e de demonstração: situação de um RPS',
        params: rpsReferenceParamsSchema,
        response: { 200: nfseProviderAnswerSchema, ...standardErrors },
      },
    },
    async (request) => {
      check(request.headers.authorization);
      const known = issued.get(request.params.reference);
      if (!known) throw new AppError('NOT_FOUND');
      return known;
    },
  );

  app.post(
    nfsePaths.standInCancel,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Provedor de NFS-e de demonstração: cancela uma NFS-e emitida',
        params: rpsReferenceParamsSchema,
        body: rpsCancelSchema,
        response: { 200: nfseProviderAnswerSchema, ...standardErrors },
      },
    },
    async (request) => {
      check(request.headers.authorization);
      const known = issued.get(request.params.reference);
      if (!known) throw new AppError('NOT_FOUND');
      const cancelled: NfseProviderAnswer = { ...known, status: 'CANCELADA', message: request.body.reason };
      issued.set(request.params.reference, cancelled);
      return cancelled;
    },
  );
};
