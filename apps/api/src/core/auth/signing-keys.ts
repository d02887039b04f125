/**
 * The keys that sign the tokens sibling products verify on their own, published in the JWKS: one
 * RS256 key (2048-bit; OIDC Core 15.1 makes RS256 mandatory to implement, and RP libraries default
 * to it) and one ES256 key. ID tokens use the algorithm the client registered
 * (`id_token_signed_response_alg`), RS256 by default, and so do the client's logout tokens; access
 * tokens stay ES256. Private keys are
 * stored sealed with the server key. Rotation (`npm run keys:rotate`, or the
 * schedule every SIGNING_KEY_ROTATION_DAYS) publishes the next key of each algorithm at once and
 * signs with it only NEXT_KEY_AHEAD_MS later, so products that cached the JWKS fetch it before they
 * meet a token it signed; the keys before it sign until then and stay published
 * RETIRED_KEY_GRACE_MS more, longer than any token they signed lives, so nobody is logged out.
 * An RSA key costs ~100 ms to generate.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { secretBox } from '../../lib/secret-box';
import { loadSecretKey } from '../../lib/secret-key';

export const SIGNING_ALGORITHMS = ['RS256', 'ES256'] as const;
export type SigningAlgorithm = (typeof SIGNING_ALGORITHMS)[number];
/** What an ID token is signed with unless its client registered otherwise: what RP libraries expect. */
export const DEFAULT_ID_TOKEN_ALGORITHM: SigningAlgorithm = 'RS256';
/** Access tokens (RFC 9068) and anything else signed without a client's preference. */
export const ACCESS_TOKEN_ALGORITHM: SigningAlgorithm = 'ES256';
const RSA_MODULUS_BITS = 2048;
/** Retired keys stay in the JWKS this long: longer than any token they signed lives. */
export const RETIRED_KEY_GRACE_MS = 24 * 60 * 60 * 1000;
/**
 * A rotated-in key is published this long before it signs: longer than the JWKS's cache-control
 * (300 s) and the usual RP caches (jose's remote JWKS: 10 min; Spring: 5 min).
 */
export const NEXT_KEY_AHEAD_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type KeyDeps = { db: Db; config: Config; now?: () => Date };
const clock = (deps: KeyDeps) => (deps.now ? deps.now() : new Date());
const context = (kid: string) => `signing-key:${kid}`;

async function createSigningKey(
  deps: KeyDeps,
  algorithm: SigningAlgorithm,
  activatesAt: Date = clock(deps),
): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair(algorithm, {
    extractable: true,
    ...(algorithm === 'RS256' ? { modulusLength: RSA_MODULUS_BITS } : {}),
  });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: algorithm, use: 'sig' };
  const sealed = secretBox(loadSecretKey(deps.config)).seal(
    JSON.stringify(await exportJWK(privateKey)),
    context(kid),
  );
  await deps.db
    .insertInto('signingKeys')
    .values({
      kid,
      algorithm,
      publicJwk: JSON.stringify(publicJwk),
      privateJwk: sealed,
      createdAt: clock(deps),
      activatesAt,
    })
    .execute();
  return kid;
}

export type Rotation = { kids: Record<SigningAlgorithm, string>; activatesAt: Date };

/**
 * Publishes a new key of each algorithm, signing from `aheadMs` on (NEXT_KEY_AHEAD_MS unless said;
 * 0 at once, for a key that must stop signing now), and has the keys before it stop signing then.
 * One rotation at a time across processes: the current keys' rows are locked while it runs.
 */
export async function rotateSigningKeys(
  deps: KeyDeps,
  options: { aheadMs?: number; onlyIfDue?: (newestActivation: Date | null) => boolean } = {},
): Promise<Rotation | null> {
  const now = clock(deps);
  const activatesAt = new Date(now.getTime() + (options.aheadMs ?? NEXT_KEY_AHEAD_MS));
  return deps.db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('signingKeys')
      .select(['kid', 'activatesAt'])
      .where((eb) => eb.or([eb('retiredAt', 'is', null), eb('retiredAt', '>', now)]))
      .forUpdate()
      .execute();
    const newest = previous.reduce<Date | null>((latest, k) => {
      const at = new Date(k.activatesAt);
      return latest && latest >= at ? latest : at;
    }, null);
    if (options.onlyIfDue && !options.onlyIfDue(newest)) return null;
    const kids = {} as Record<SigningAlgorithm, string>;
    for (const algorithm of SIGNING_ALGORITHMS)
      kids[algorithm] = await createSigningKey({ ...deps, db: trx }, algorithm, activatesAt);
    if (previous.length) {
      await trx
        .updateTable('signingKeys')
        .set({ retiredAt: activatesAt })
        .where(
          'kid',
          'in',
          previous.map((k) => k.kid),
        )
        .execute();
    }
    return { kids, activatesAt };
  });
}

/**
 * The schedule: a rotation when the newest key began signing `rotationDays` ago or more, none while
 * a rotated-in key is still waiting to sign. Every process may call it: the lock makes it one.
 */
export function rotateWhenDue(deps: KeyDeps, rotationDays: number) {
  const now = clock(deps).getTime();
  return rotateSigningKeys(deps, {
    onlyIfDue: (newest) =>
      newest !== null && newest.getTime() <= now && now - newest.getTime() >= rotationDays * DAY_MS,
  });
}

/** How often the schedule looks: the rotation itself happens at most every SIGNING_KEY_ROTATION_DAYS. */
const ROTATION_CHECK_MS = 60 * 60 * 1000;

/** Starts the schedule (portal processes, outside tests); returns its stop. 0 days: by command only. */
export function startKeyRotationSchedule(
  deps: KeyDeps,
  rotationDays: number,
  log?: { info: (obj: unknown, msg: string) => void; warn: (obj: unknown, msg: string) => void },
) {
  if (rotationDays <= 0) return () => undefined;
  const check = () =>
    rotateWhenDue(deps, rotationDays)
      .then((rotation) => {
        if (rotation)
          log?.info({ kids: rotation.kids, activatesAt: rotation.activatesAt }, 'signing keys rotated');
      })
      .catch((error: unknown) => log?.warn({ err: error }, 'signing key rotation failed'));
  const timer = setInterval(() => void check(), ROTATION_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** An active key of every algorithm, made where missing: the test template and the JWKS call it. */
export async function ensureSigningKeys(deps: KeyDeps): Promise<void> {
  for (const algorithm of SIGNING_ALGORITHMS) await activeRow(deps, algorithm);
}

const parse = (value: unknown): JWK => (typeof value === 'string' ? JSON.parse(value) : value) as JWK; // jsonb arrives parsed (pg) or as text (PGlite)

/**
 * The JWKS: never empty, and holding a key of every algorithm — the first reader creates them,
 * so a product can start before any login.
 */
export async function publishedKeys(deps: KeyDeps): Promise<{ keys: JWK[] }> {
  const published = await readPublishedKeys(deps);
  const present = new Set(published.keys.map((k) => k.alg));
  if (SIGNING_ALGORITHMS.every((alg) => present.has(alg))) return published;
  await ensureSigningKeys(deps);
  return readPublishedKeys(deps);
}

/** The published keys as they are, creating none: what our own verification of a token needs. */
export async function readPublishedKeys(deps: KeyDeps): Promise<{ keys: JWK[] }> {
  const since = new Date(clock(deps).getTime() - RETIRED_KEY_GRACE_MS);
  const rows = await deps.db
    .selectFrom('signingKeys')
    .select(['publicJwk'])
    .where((eb) => eb.or([eb('retiredAt', 'is', null), eb('retiredAt', '>', since)]))
    .orderBy('createdAt', 'desc')
    .execute();
  return { keys: rows.map((r) => parse(r.publicJwk)) };
}

const privateKeys = new Map<string, CryptoKey | Uint8Array>();
/** One generation at a time per database and algorithm in this process: an RSA key is slow to make. */
const creating = new WeakMap<Db, Map<SigningAlgorithm, Promise<unknown>>>();

/** The key that signs now: begun signing, not yet stopped; the latest to begin. */
const newestActive = (deps: KeyDeps, algorithm: SigningAlgorithm) => {
  const now = clock(deps);
  return deps.db
    .selectFrom('signingKeys')
    .select(['kid', 'privateJwk'])
    .where('algorithm', '=', algorithm)
    .where('activatesAt', '<=', now)
    .where((eb) => eb.or([eb('retiredAt', 'is', null), eb('retiredAt', '>', now)]))
    .orderBy('activatesAt', 'desc')
    .executeTakeFirst();
};

async function activeRow(deps: KeyDeps, algorithm: SigningAlgorithm) {
  const row = await newestActive(deps, algorithm);
  if (row) return row;
  const pending = creating.get(deps.db) ?? new Map<SigningAlgorithm, Promise<unknown>>();
  creating.set(deps.db, pending);
  let creation = pending.get(algorithm);
  if (!creation) {
    creation = createSigningKey(deps, algorithm).finally(() => pending.delete(algorithm));
    pending.set(algorithm, creation);
  }
  await creation;
  const created = await newestActive(deps, algorithm);
  if (!created) throw new Error(`no active ${algorithm} signing key after creating one`);
  return created;
}

async function activeKey(deps: KeyDeps, algorithm: SigningAlgorithm) {
  const row = await activeRow(deps, algorithm);
  let key = privateKeys.get(row.kid);
  if (!key) {
    // We sealed this JSON ourselves from exportJWK (createSigningKey), and the box authenticates it.
    const jwk = JSON.parse(
      secretBox(loadSecretKey(deps.config)).open(row.privateJwk, context(row.kid)),
    ) as JWK;
    key = await importJWK(jwk, algorithm);
    privateKeys.set(row.kid, key);
  }
  return { kid: row.kid, key };
}

export async function signToken(
  deps: KeyDeps,
  input: {
    issuer: string;
    subject: string;
    audience: string;
    expiresInSeconds: number;
    claims?: Record<string, unknown>;
    /** The JOSE `typ`: `at+jwt` for access tokens (RFC 9068), `JWT` for ID tokens, `logout+jwt` for logout tokens. */
    type?: string;
    /** ES256 unless said: ID tokens pass their client's registered algorithm. */
    algorithm?: SigningAlgorithm;
  },
): Promise<string> {
  const algorithm = input.algorithm ?? ACCESS_TOKEN_ALGORITHM;
  const { kid, key } = await activeKey(deps, algorithm);
  const now = Math.floor(clock(deps).getTime() / 1000);
  return new SignJWT({ ...input.claims })
    .setProtectedHeader({ alg: algorithm, kid, typ: input.type ?? 'at+jwt' })
    .setIssuer(input.issuer)
    .setSubject(input.subject)
    .setAudience(input.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + input.expiresInSeconds)
    .setJti(randomUUID())
    .sign(key);
}

/** The algorithm of a client's ID tokens: the one it registered, RS256 otherwise. */
export function idTokenAlgorithm(client: { idTokenSignedResponseAlg?: SigningAlgorithm | null }) {
  return client.idTokenSignedResponseAlg ?? DEFAULT_ID_TOKEN_ALGORITHM;
}

/**
 * The one issuer: the portal's. The back office signs its staff in with opaque
 * first-party tokens and publishes no discovery, JWKS or product endpoints, and its token endpoint
 * knows no product client, so nothing it answers carries another `iss`.
 */
export function issuerOf(config: Config) {
  return `${config.publicUrls.portal}/api/oauth2`;
}
