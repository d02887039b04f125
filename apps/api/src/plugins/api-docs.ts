/**
 * The OpenAPI document of one environment (`/docs/json`) and its pages (`/docs`), generated from
 * the routes' zod schemas. Kept valid for clients' code generators and linters (openapi.test.ts
 * lints both environments' documents with Redocly's recommended rules):
 * - the contracts' named schemas (`.meta({ id })`) are emitted under `components.schemas`, where
 *   the operations' `$ref`s point;
 * - each operation's `security` follows its declared access rule: none for public routes, the
 *   environment's session cookie and/or a Bearer token for the others;
 * - each operation has an `operationId` made from its method and path.
 */
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AccessRule } from '../core/access';
import type { AppContext } from '../core/context';
import { publicScope } from '../core/guard';

const SESSION_COOKIE = 'sessionCookie';
const BEARER = 'bearerToken';

function securityOf(rule: AccessRule | undefined): Record<string, string[]>[] {
  if (!rule || rule.kind !== 'guarded') return [];
  const cookie = { [SESSION_COOKIE]: [] };
  const bearer = { [BEARER]: [] };
  if (rule.token === 'cookie') return [cookie];
  if (rule.token === 'bearer') return [bearer];
  return [cookie, bearer];
}

/**
 * A stable name per operation, which code generators turn into function names: the method and the
 * path after /api, e.g. `GET /api/customers/:customerId/profiles` -> getCustomersByCustomerIdProfiles.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

export async function registerApiDocs(app: FastifyInstance, ctx: AppContext) {
  // Loaded only where the docs are on (never by a production process that leaves them off).
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Painel API', version: '1.0.0', description: `Ambiente: ${ctx.environment}` },
      servers: [{ url: ctx.config.publicUrls[ctx.environment] }],
      components: {
        securitySchemes: {
          [SESSION_COOKIE]: {
            type: 'apiKey',
            in: 'cookie',
            name: ctx.cookie.name,
            description: 'Sessão do navegador (HttpOnly).',
          },
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'O mesmo token de sessão no cabeçalho Authorization, ou o token de acesso de um produto.',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (schema.hide) return { schema, url };
      const method = [input.route.method].flat()[0] ?? 'GET';
      return {
        schema: {
          ...schema,
          operationId: operationIdOf(method, url),
          security: securityOf(input.route.config?.access),
        },
        url,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(async (docs) => {
    publicScope(docs);
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
}
