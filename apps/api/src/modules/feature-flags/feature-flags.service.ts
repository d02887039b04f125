/**
 * Feature flags: the caller's value of each flag (user override, else company override,
 * else default; off where the environment has no such feature), and staff's view and edits.
 */
import type { BackofficeFeatureFlag, FeatureFlagsResponse, UpdateFeatureFlagBody } from '@painel/contracts';
import {
  FEATURE_FLAG_NAMES,
  FEATURE_FLAGS_OFF_IN,
  apiMessages,
  evaluateFeatureFlag,
  featureFlagMessages,
  type Environment,
  type FeatureFlagName,
} from '@painel/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../core/audit/record-audit';
import * as repo from './feature-flags.repository';

export async function flagsFor(
  db: Db,
  who: { companyId: number; userId: number },
  environment: Environment,
): Promise<FeatureFlagsResponse> {
  const [flags, overrides] = await Promise.all([repo.listFlags(db), repo.overridesFor(db, who)]);
  const entries = FEATURE_FLAG_NAMES.map((name): [FeatureFlagName, boolean] => {
    if (FEATURE_FLAGS_OFF_IN[environment].includes(name)) return [name, false];
    const own = overrides.filter((o) => o.flagName === name);
    return [
      name,
      evaluateFeatureFlag({
        defaultEnabled: flags.find((f) => f.name === name)?.defaultEnabled ?? false,
        companyOverride: own.find((o) => o.companyId === who.companyId)?.enabled ?? null,
        userOverride: own.find((o) => o.userId === who.userId)?.enabled ?? null,
      }),
    ];
  });
  return { flags: Object.fromEntries(entries) as Record<FeatureFlagName, boolean> }; // every name is an entry
}

export async function staffView(db: Db): Promise<BackofficeFeatureFlag[]> {
  const [flags, companies, users] = await Promise.all([
    repo.listFlags(db),
    repo.listCompanyOverrides(db),
    repo.listUserOverrides(db),
  ]);
  return FEATURE_FLAG_NAMES.map((name) => ({
    name,
    description: featureFlagMessages.descriptions[name],
    defaultEnabled: flags.find((f) => f.name === name)?.defaultEnabled ?? false,
    companies: companies
      .filter((o) => o.flagName === name)
      .map(({ companyId, companyName, enabled }) => ({ companyId, companyName, enabled })),
    users: users
      .filter((o) => o.flagName === name)
      .map(({ userId, name: userName, email, companyId, enabled }) => ({
        userId,
        name: userName,
        email,
        companyId,
        enabled,
      })),
  }));
}

export type Editor = {
  userId: number;
  companyId: number;
  email: string;
  ip: string;
  userAgent: string | null;
};

export async function updateFlag(
  db: Db,
  editor: Editor,
  body: UpdateFeatureFlagBody,
  now: Date,
): Promise<BackofficeFeatureFlag> {
  const [companies, users] = await Promise.all([
    repo.existingCompanyIds(
      db,
      body.companies.map((o) => o.companyId),
    ),
    repo.existingUserIds(
      db,
      body.users.map((o) => o.userId),
    ),
  ]);
  const fields = [
    ...body.companies.flatMap((o, i) =>
      companies.has(o.companyId)
        ? []
        : [{ path: `body.companies.${i}.companyId`, message: apiMessages.customerNotFound }],
    ),
    ...body.users.flatMap((o, i) =>
      users.has(o.userId) ? [] : [{ path: `body.users.${i}.userId`, message: apiMessages.userNotFound }],
    ),
  ];
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  await db.transaction().execute(async (trx) => {
    // What the flag was, so the trail shows the change and not only its result.
    const previous = (await staffView(trx)).find((f) => f.name === body.name);
    await repo.replaceFlag(trx, body, now);
    await recordAudit(trx, editor, 'FEATURE_FLAG_CHANGED', {
      name: body.name,
      before: previous
        ? { defaultEnabled: previous.defaultEnabled, companies: previous.companies, users: previous.users }
        : null,
      after: { defaultEnabled: body.defaultEnabled, companies: body.companies, users: body.users },
    });
  });
  const view = await staffView(db);
  const flag = view.find((f) => f.name === body.name);
  if (!flag) throw new AppError('INTERNAL');
  return flag;
}
