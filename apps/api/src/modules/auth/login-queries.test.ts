/**
 * Fewer queries per login: a full first-party login (authorize + token) makes at most six
 * database round trips once the OAuth clients are cached (it made about seventeen, then eleven):
 * the candidate, the attempt's reservation, the code with its audit row; the code spent with its
 * person read, the session started with its token, link and audit row; and on PostgreSQL the token
 * endpoint's per-client limit, counted in the shared store so that N processes do not give a
 * client N times its quota (the embedded database is one process and counts in memory). Counted
 * with a Kysely plugin on the handle the app is built on: every executed statement's result passes
 * through it once (subqueries are part of their statement).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../app';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';

export const MAX_LOGIN_QUERIES = 6;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('a full login', () => {
  it(`makes at most ${MAX_LOGIN_QUERIES} queries`, async () => {
    const statements: string[] = [];
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements.push(args.queryId.queryId);
        return args.result;
      },
    };
    const app = await buildApp({
      config: h.config,
      db: h.db.withPlugin(counter),
      environment: 'portal',
      logger: false,
    });
    try {
      // The first login reads the OAuth client; the ones after it find it cached.
      await signIn(app, h.config, 'admin@empresa.example', DEMO_PASSWORD);
      statements.length = 0;
      await signIn(app, h.config, 'admin@empresa.example', DEMO_PASSWORD);
      expect(statements.length).toBeLessThanOrEqual(MAX_LOGIN_QUERIES);
    } finally {
      await app.close();
    }
  });
});
