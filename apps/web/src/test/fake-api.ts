/**
 * The network edge for component tests: a stub `fetch` answering by "METHOD /path" with real
 * Response objects, recording what the page sent.
 */
import { vi } from 'vitest';
import type { SessionUser } from '@painel/contracts';

export interface RecordedCall {
  key: string;
  init: RequestInit;
  headers: Record<string, string>;
  form: Record<string, string>;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A paged list's answer holding `list` as its only page (pagedListSchema's shape). */
export function onePage<T>(list: readonly T[], numPageSize = 10) {
  return { list, numPage: 0, numPageSize, totalItems: list.length, totalPages: list.length === 0 ? 0 : 1 };
}

export const unauthenticated = () => json(401, { code: 'UNAUTHENTICATED', message: 'Sessão inválida.' });

export function stubApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input}`;
      const headers = { ...(init.headers as Record<string, string> | undefined) }; // apiRequest passes a plain object.
      const form =
        typeof init.body === 'string' &&
        headers['Content-Type']?.startsWith('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(init.body))
          : {};
      const call = { key, init, headers, form };
      calls.push(call);
      const handler = handlers[key];
      return handler ? handler(call) : json(404, { code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

export const maria = {
  id: 7,
  email: 'maria@empresa.com.br',
  name: 'Maria Souza',
  firstName: 'Maria',
  lastName: 'Souza',
  userTypeId: 1,
  systemId: 1,
  createdAt: '2024-01-10T12:00:00.000Z',
  loginTime: '2026-03-02T12:00:00.000Z',
  trial: false,
  profile: { id: 1, name: 'Administrador', isCustomProfile: false, base: { id: 1, name: 'Administrador' } },
  company: {
    id: 10,
    name: 'Exemplo Comércio de Dados Ltda',
    tradingName: 'Exemplo Dados',
    document: '11222333000181',
    segment: null,
    api: false,
    migration: false,
    mfa: false,
    blockedForNonPayment: false,
    trialExpired: false,
    createdAt: '2020-05-01T12:00:00.000Z',
    productIds: [6],
  },
  group: null,
  plan: { id: 1, planType: 'PADRAO' },
  products: [{ id: 6, name: 'Gestão da conta' }],
  // What her own pages need: edit her profile and see Privacidade e segurança (route rules of menu.ts).
  permissions: [
    'ADMINISTRATIVO:PERFIL:EDITAR:USUARIO',
    'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:VISUALIZAR:USUARIO',
  ],
  finalAccessTime: null,
  // A full idle period from when the tests start, so no countdown or renewal runs unless a test asks.
  sessionExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  mfa: { status: 'inactive', type: null },
  blockedState: null,
} satisfies SessionUser;
