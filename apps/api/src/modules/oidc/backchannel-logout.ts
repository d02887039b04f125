/**
 * OpenID Connect Back-Channel Logout 1.0: when a product's session ends — however it
 * ended: portal logout, a new login elsewhere, a password change, a deactivated user, the group's
 * hours, an IP list, a revoked token or the portal session it was launched from ending — the
 * product is told by a signed logout token POSTed to the `backchannel_logout_uri` it registered.
 *
 * The pending notices are not a queue of their own but the sessions themselves: an ended session
 * (or one whose parent ended) of a client with a logout URI and no `logout_notified_at` yet. So
 * every path that ends a session is covered without touching it. Each notice is claimed
 * atomically (one process sends it), POSTed with a timeout, and released for a later retry when
 * the product did not answer 2xx; notices older than LOGOUT_GIVE_UP_MS are given up.
 * `deliverBackchannelLogouts` runs after a logout (never awaited by it) and on a timer.
 */
import { randomUUID } from 'node:crypto';
import { USER_STATUS_IDS } from '@painel/domain';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import { countJob } from '../../lib/metrics';
import { idTokenAlgorithm, issuerOf, signToken, type SigningAlgorithm } from '../../core/auth/signing-keys';

export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
export const LOGOUT_TOKEN_TTL_S = 120;
export const LOGOUT_POST_TIMEOUT_MS = 5_000;
export const LOGOUT_GIVE_UP_MS = 60 * 60_000;
export const LOGOUT_SWEEP_INTERVAL_MS = 5_000;
const BATCH = 50;

const clock = (ctx: AppContext) => ctx.now();

/** Ended product sessions whose client asked to hear of it, not yet told (the metrics count them too). */
export function pendingLogoutNotices(db: Db, now: Date) {
  const since = new Date(now.getTime() - LOGOUT_GIVE_UP_MS);
  return db
    .selectFrom('sessions')
    .innerJoin('oauthClients', 'oauthClients.id', 'sessions.clientId')
    .leftJoin('sessions as parent', 'parent.id', 'sessions.parentSessionId')
    .where('oauthClients.backchannelLogoutUri', 'is not', null)
    .where('sessions.logoutNotifiedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('sessions.revokedAt', '>', since),
        eb('parent.revokedAt', '>', since),
        eb.and([eb('sessions.finalAccessAt', '<=', now), eb('sessions.finalAccessAt', '>', since)]),
      ]),
    );
}

function pending(ctx: AppContext, now: Date) {
  return pendingLogoutNotices(ctx.db, now)
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.clientId',
      'oauthClients.backchannelLogoutUri',
      'oauthClients.idTokenSignedResponseAlg',
    ])
    .limit(BATCH)
    .execute();
}

export async function logoutToken(
  ctx: AppContext,
  session: {
    id: string;
    userId: number;
    clientId: string;
    idTokenSignedResponseAlg?: SigningAlgorithm | null;
  },
) {
  // Back-Channel Logout 1.0 2.6: the RP validates it as it validates an ID token, so the same algorithm.
  return signToken(ctx, {
    algorithm: idTokenAlgorithm(session),
    issuer: issuerOf(ctx.config),
    subject: String(session.userId),
    audience: session.clientId,
    expiresInSeconds: LOGOUT_TOKEN_TTL_S,
    type: 'logout+jwt',
    claims: { sid: session.id, events: { [BACKCHANNEL_LOGOUT_EVENT]: {} }, jti: randomUUID() },
  });
}

async function post(uri: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-store' },
      body: new URLSearchParams({ logout_token: token }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(LOGOUT_POST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Sends the pending logout tokens; answers how many products acknowledged one. Never throws for a product's fault. */
export async function deliverBackchannelLogouts(ctx: AppContext): Promise<number> {
  const now = clock(ctx);
  const rows = await pending(ctx, now);
  let delivered = 0;
  await Promise.all(
    rows.map(async (row) => {
      // Claim it: of several processes sweeping at once, one sends it.
      const claimed = await ctx.db
        .updateTable('sessions')
        .set({ logoutNotifiedAt: now })
        .where('id', '=', row.id)
        .where('logoutNotifiedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1 || !row.backchannelLogoutUri) return;
      const uri = row.backchannelLogoutUri;
      const ok = await countJob(
        ctx.metrics,
        'backchannel_logout',
        async () => post(uri, await logoutToken(ctx, row)),
        (acknowledged) => !acknowledged,
      );
      if (ok) {
        delivered += 1;
        return;
      }
      // Not acknowledged: released for the next sweep, until LOGOUT_GIVE_UP_MS after the session ended.
      await ctx.db.updateTable('sessions').set({ logoutNotifiedAt: null }).where('id', '=', row.id).execute();
    }),
  );
  return delivered;
}

/** After a logout: start delivering now, without making the person wait or fail for a product. */
export function kickBackchannelLogouts(ctx: AppContext, log?: { warn: (obj: unknown, msg: string) => void }) {
  void deliverBackchannelLogouts(ctx).catch((error: unknown) =>
    log?.warn({ err: error }, 'back-channel logout delivery failed'),
  );
}

/**
 * A user deactivated (or blocked) by any module: their live sessions end now rather than at their
 * next request, so the products hear of it on this sweep.
 */
export async function endSessionsOfInactiveUsers(ctx: AppContext): Promise<number> {
  const now = clock(ctx);
  const result = await ctx.db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: 'INVALID_USER' })
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where(
      'userId',
      'in',
      ctx.db.selectFrom('users').select('users.id').where('users.statusId', '!=', USER_STATUS_IDS.active),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The sweep of every process (started with the portal's routes): pending notices are retried until given up. */
export function startBackchannelLogoutSweep(
  ctx: AppContext,
  log?: { warn: (obj: unknown, msg: string) => void },
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    endSessionsOfInactiveUsers(ctx)
      .then(() => deliverBackchannelLogouts(ctx))
      .catch((error: unknown) => log?.warn({ err: error }, 'back-channel logout sweep failed'))
      .finally(() => {
        running = false;
      });
  }, LOGOUT_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
