/**
 * The rules of access profiles as the server enforces them: base profiles are
 * read-only; a custom profile holds only functionalities of the company's contracted products, every
 * chosen product keeps its mandatory items and at least one functionality; a customer grants only
 * what they hold and starts only from a base they may (no escalation, refused and audited); names
 * are unique per company (a unique index decides races). A change is audited with before and after
 * and reaches the holders' sessions on their next request (permissions are read per request; this
 * instance forgets its cached callers at once).
 */
import {
  BASE_PROFILES,
  PROVIDER_COMPANY_ID,
  accountMessages,
  canChooseBaseProfile,
  canGrantFunctionality,
  catalogueFunctionality,
  contractedCatalogue,
  customProfileGrants,
  holdsFunctionality,
  profileMessages,
  type CatalogueFunctionality,
  type CatalogueProduct,
  type AuditAction,
} from '@painel/domain';
import type { ProfileCreateBody, ProfileDetail, ProfileUpdateBody } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../core/audit/record-audit';
import { presentProducts, presentProfile } from './profiles.presenter';
import * as repo from './profiles.repository';

type Selection = ProfileCreateBody['products'];

/** The base profiles a company sees: the customer ones, or the staff ones for the provider itself. */
function baseIdsOf(companyId: number): number[] {
  const environment = companyId === PROVIDER_COMPANY_ID ? 'backoffice' : 'portal';
  return Object.values(BASE_PROFILES)
    .filter((profile) => profile.environment === environment)
    .map((profile) => profile.id);
}

/** Staff act for the provider, which sells every product: only customers are bounded by their own rights. */
function grantableBy(ctx: AppContext, actor: Actor) {
  return (functionality: CatalogueFunctionality) =>
    ctx.environment === 'backoffice' || canGrantFunctionality(actor.permissions, functionality);
}

async function contractedOf(ctx: AppContext, companyId: number): Promise<CatalogueProduct[]> {
  return contractedCatalogue(await repo.ownedProductIds(ctx.db, companyId));
}

const byId = (a: number, b: number) => a - b;
const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');
const normaliseDescription = (text: string) => (text.trim() === '' ? null : text.trim());

export async function contractedProducts(ctx: AppContext, actor: Actor, companyId: number) {
  const grantable = grantableBy(ctx, actor);
  // In the wizard a functionality starts on when the caller may grant it.
  return { list: presentProducts(await contractedOf(ctx, companyId), grantable, grantable) };
}

export async function listProfiles(ctx: AppContext, companyId: number) {
  const rows = await repo.listProfiles(ctx.db, companyId, baseIdsOf(companyId));
  return { list: rows.map(presentProfile) };
}

export async function getProfile(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  profileId: number,
): Promise<ProfileDetail> {
  const row = await repo.findProfile(ctx.db, companyId, baseIdsOf(companyId), profileId);
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  const isActive = row.isBase
    ? holdsAll(await repo.profileKeys(ctx.db, row.id))
    : inSet(await repo.profileFunctionalityIds(ctx.db, row.id));
  const products = (await contractedOf(ctx, companyId)).filter((product) =>
    product.functionalities.some(isActive),
  );
  return { ...presentProfile(row), products: presentProducts(products, isActive, grantableBy(ctx, actor)) };
}

function holdsAll(keys: readonly string[]) {
  return (functionality: CatalogueFunctionality) => holdsFunctionality(keys, functionality);
}

function inSet(ids: readonly number[]) {
  const set = new Set(ids);
  return (functionality: CatalogueFunctionality) => set.has(functionality.id);
}

/** The functionality ids a selection switches on, or the reason it may not. */
function resolveSelection(contracted: readonly CatalogueProduct[], selection: Selection): number[] {
  const active = new Set<number>();
  for (const chosen of selection) {
    const product = contracted.find((candidate) => candidate.id === chosen.id);
    if (!product) throw new AppError('PROFILE_PRODUCT_NOT_CONTRACTED');
    const listed = new Map(chosen.functionalities.map((item) => [item.id, item.active]));
    for (const id of listed.keys()) {
      if (catalogueFunctionality(id)?.productId !== product.id)
        throw new AppError('PROFILE_FUNCTIONALITY_UNKNOWN');
    }
    const on = product.functionalities.filter((f) => listed.get(f.id) === true);
    if (on.length === 0) throw new AppError('PROFILE_PRODUCT_EMPTY');
    if (product.functionalities.some((f) => f.mandatory && listed.get(f.id) !== true)) {
      throw new AppError('PROFILE_MANDATORY_ITEM');
    }
    for (const f of on) active.add(f.id);
  }
  return [...active].sort(byId);
}

/** A customer's refused attempt to give a profile more than they hold: audited, then refused. */
async function refuseEscalation(
  ctx: AppContext,
  actor: Actor,
  action: AuditAction,
  companyId: number,
  attempted: Record<string, unknown>,
): Promise<never> {
  await recordAudit(ctx.db, actor, action, {
    outcome: 'FORBIDDEN',
    companyId,
    reason: 'ESCALATION',
    attempted,
  });
  throw new AppError('PROFILE_ESCALATION');
}

function checkGrants(ctx: AppContext, actor: Actor, added: readonly number[]): number[] {
  const grantable = grantableBy(ctx, actor);
  return added.filter((id) => {
    const functionality = catalogueFunctionality(id);
    return !functionality || !grantable(functionality);
  });
}

/** Base profile names are taken in every company. */
function takenByBase(name: string): boolean {
  const lower = name.toLocaleLowerCase('pt-BR');
  return Object.values(BASE_PROFILES).some((profile) => profile.name.toLocaleLowerCase('pt-BR') === lower);
}

async function nameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw new AppError('PROFILE_NAME_TAKEN');
    throw error;
  }
}

export async function createProfile(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: ProfileCreateBody,
) {
  const name = normaliseName(body.name);
  const description = normaliseDescription(body.description ?? '');
  if (takenByBase(name)) throw new AppError('PROFILE_NAME_TAKEN');
  const functionalityIds = resolveSelection(await contractedOf(ctx, companyId), body.products);
  if (ctx.environment === 'portal' && !canChooseBaseProfile(actor.viewer.profile, body.baseProfileId)) {
    await refuseEscalation(ctx, actor, 'PROFILE_CREATE', companyId, { baseProfileId: body.baseProfileId });
  }
  const refused = checkGrants(ctx, actor, functionalityIds);
  if (refused.length > 0)
    await refuseEscalation(ctx, actor, 'PROFILE_CREATE', companyId, { functionalityIds: refused });
  const keys = customProfileGrants(functionalityIds);
  const profileId = await nameGuard(() =>
    ctx.db.transaction().execute(async (trx) => {
      const id = await repo.insertProfile(trx, {
        companyId,
        name,
        description,
        baseProfileId: body.baseProfileId,
      });
      await repo.replaceGrants(trx, id, functionalityIds, keys);
      await recordAudit(trx, actor, 'PROFILE_CREATE', {
        companyId,
        profileId: id,
        before: null,
        after: { name, description, baseProfileId: body.baseProfileId, functionalityIds, permissions: keys },
      });
      return id;
    }),
  );
  return { message: accountMessages.profileCreated, profileId };
}

export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  profileId: number,
  body: ProfileUpdateBody,
) {
  const existing = await repo.findProfile(ctx.db, companyId, baseIdsOf(companyId), profileId);
  if (!existing) throw new AppError('PROFILE_NOT_FOUND');
  if (existing.isBase) throw new AppError('PROFILE_READ_ONLY');
  const name = normaliseName(body.name);
  const description = normaliseDescription(body.description);
  if (takenByBase(name)) throw new AppError('PROFILE_NAME_TAKEN');
  const functionalityIds = resolveSelection(await contractedOf(ctx, companyId), body.products);
  const previous = new Set(await repo.profileFunctionalityIds(ctx.db, profileId));
  // Keeping what the profile already had is not granting; only what is switched on now is checked.
  const refused = checkGrants(
    ctx,
    actor,
    functionalityIds.filter((id) => !previous.has(id)),
  );
  if (refused.length > 0) {
    await refuseEscalation(ctx, actor, 'PROFILE_UPDATE', companyId, { profileId, functionalityIds: refused });
  }
  const keys = customProfileGrants(functionalityIds);
  await nameGuard(() =>
    ctx.db.transaction().execute(async (trx) => {
      const locked = await repo.lockCustomProfile(trx, companyId, profileId);
      if (!locked) throw new AppError('PROFILE_NOT_FOUND');
      const before = {
        name: locked.name,
        description: locked.description,
        functionalityIds: await repo.profileFunctionalityIds(trx, profileId),
        permissions: (await repo.profileKeys(trx, profileId)).sort(),
      };
      await repo.updateProfile(trx, profileId, { name, description });
      await repo.replaceGrants(trx, profileId, functionalityIds, keys);
      await recordAudit(trx, actor, 'PROFILE_UPDATE', {
        companyId,
        profileId,
        before,
        after: { name, description, functionalityIds, permissions: keys },
      });
    }),
  );
  // Holders' sessions read their permissions on every request; this instance's cache forgets them now.
  for (const userId of await repo.holderIds(ctx.db, profileId)) ctx.principals.forgetUser(userId);
  return { message: profileMessages.updated };
}
