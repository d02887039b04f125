/**
 * The fixed catalogue of the portal: products and their launcher trails,
 * plan types, base profiles, statuses, ombudsman types, notification categories and week days.
 * Ids are the spec's wire ids; every name comes from messages/. This module imports no other
 * rule module, so permissions.ts can build on it without a cycle.
 */
import { catalogueMessages, fallbackMessages, ombudsmanMessages } from './messages';

// --- Products ---

/**
 * Product ids. 8 and 15 appear in the spec's samples without names; we keep them, named
 * 'Dado indisponível', because the profile wizard preselects 8. API has no id in the spec: 19 is
 * ours (the first free id after Dossiê 18). So are 20 to 22: Assertiva Score, Negativação and
 * Simplifica, permission families of the spec's sample administrator that its product
 * list does not name (docs/decisions.md 'Permission families without a product id').
 */
export const PRODUCT_IDS = {
  localize: 1,
  financial: 2,
  reports: 3,
  administrative: 4,
  sms: 5,
  accountManagement: 6,
  geotimize: 7,
  unnamed8: 8,
  baseCerta: 9,
  autentica: 10,
  creditMix: 11,
  vehicles: 12,
  debtCollection: 13,
  webphone: 14,
  unnamed15: 15,
  signatures: 16,
  analysis360: 17,
  dossier: 18,
  api: 19,
  assertivaScore: 20,
  negativation: 21,
  simplifica: 22,
  protest: 100,
} as const;

export type ProductKey = keyof typeof PRODUCT_IDS;
export type ProductId = (typeof PRODUCT_IDS)[ProductKey];

/**
 * solution: a sibling product the user may own and launch; module: a part of this portal;
 * landing: opens an external landing page only (Protesto); unnamed: known id without a name.
 */
export type ProductKind = 'solution' | 'module' | 'landing' | 'unnamed';

export interface Product {
  readonly id: ProductId;
  readonly key: ProductKey;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly kind: ProductKind;
}

type NamedProductId = keyof typeof catalogueMessages.products;

function named(id: NamedProductId, key: ProductKey, slug: string, kind: ProductKind): Product {
  const { name, description } = catalogueMessages.products[id];
  return { id, key, slug, name, description, kind };
}

function unnamed(id: ProductId, key: ProductKey): Product {
  return {
    id,
    key,
    slug: `produto-${id}`,
    name: fallbackMessages.unavailable,
    description: fallbackMessages.unavailable,
    kind: 'unnamed',
  };
}

export const PRODUCTS: Readonly<Record<ProductId, Product>> = {
  1: named(1, 'localize', 'localize', 'solution'),
  2: named(2, 'financial', 'financeiro', 'module'),
  3: named(3, 'reports', 'relatorios', 'module'),
  4: named(4, 'administrative', 'administrativo', 'module'),
  5: named(5, 'sms', 'sms', 'solution'),
  6: named(6, 'accountManagement', 'gestao-da-conta', 'module'),
  7: named(7, 'geotimize', 'geotimize', 'solution'),
  8: unnamed(8, 'unnamed8'),
  9: named(9, 'baseCerta', 'base-certa', 'solution'),
  10: named(10, 'autentica', 'autentica', 'solution'),
  11: named(11, 'creditMix', 'credito-mix', 'solution'),
  12: named(12, 'vehicles', 'veiculos', 'solution'),
  13: named(13, 'debtCollection', 'gestao-de-cobranca', 'solution'),
  14: named(14, 'webphone', 'webphone', 'solution'),
  15: unnamed(15, 'unnamed15'),
  16: named(16, 'signatures', 'assinaturas', 'solution'),
  17: named(17, 'analysis360', 'analise-360', 'solution'),
  18: named(18, 'dossier', 'dossie', 'solution'),
  19: named(19, 'api', 'api', 'solution'),
  20: named(20, 'assertivaScore', 'assertiva-score', 'solution'),
  21: named(21, 'negativation', 'negativacao', 'solution'),
  22: named(22, 'simplifica', 'simplifica', 'solution'),
  100: named(100, 'protest', 'protesto', 'landing'),
};

const productIdSet: ReadonlySet<number> = new Set(Object.values(PRODUCT_IDS));

export function isProductId(id: number): id is ProductId {
  return productIdSet.has(id);
}

/** The product of an id the server sent, or undefined for an id outside the catalogue. */
export function findProduct(id: number): Product | undefined {
  return isProductId(id) ? PRODUCTS[id] : undefined;
}

/** A display name for any id: unknown ids read 'Dado indisponível'. */
export function productName(id: number): string {
  return findProduct(id)?.name ?? fallbackMessages.unavailable;
}

/**
 * 'Minhas Soluções' in the side menu, in the spec's (alphabetical) order; each shown only if owned.
 * Our products 20-22 take their alphabetical places.
 */
export const MY_SOLUTIONS_PRODUCT_IDS: readonly ProductId[] = [
  17, 20, 16, 10, 9, 11, 18, 7, 13, 1, 21, 22, 5, 12, 14,
];

// --- Trails of the launcher ---

export const TRAIL_CODES = ['cad', 'cred', 'rel', 'rec', 'mais'] as const;
export type TrailCode = (typeof TRAIL_CODES)[number];

export interface Trail {
  readonly code: TrailCode;
  readonly title: string;
  readonly suggestion: string;
  /** Ours: the spec says the theme colours are defined but does not show them. */
  readonly color: string;
  readonly productIds: readonly ProductId[];
}

function trail(code: TrailCode, color: string, productIds: readonly ProductId[]): Trail {
  return { code, ...catalogueMessages.trails[code], color, productIds };
}

/**
 * Launcher cards shown only to users who own the product: Análise 360, and our products
 * 20-22, which the spec's trails do not list, so everyone else sees the spec's trails as written.
 */
export const OWNERS_ONLY_PRODUCT_IDS: readonly ProductId[] = [
  PRODUCT_IDS.analysis360,
  PRODUCT_IDS.assertivaScore,
  PRODUCT_IDS.negativation,
  PRODUCT_IDS.simplifica,
];

/** The five trails with their products in the spec's order; our products 20-22 close their trails. */
export const TRAILS: readonly Trail[] = [
  trail('cad', '#1565C0', [PRODUCT_IDS.localize, PRODUCT_IDS.autentica, PRODUCT_IDS.signatures]),
  trail('cred', '#6A1B9A', [PRODUCT_IDS.analysis360, PRODUCT_IDS.autentica, PRODUCT_IDS.assertivaScore]),
  trail('rel', '#00838F', [PRODUCT_IDS.sms, PRODUCT_IDS.webphone, PRODUCT_IDS.baseCerta]),
  trail('rec', '#E65100', [
    PRODUCT_IDS.debtCollection,
    PRODUCT_IDS.dossier,
    PRODUCT_IDS.sms,
    PRODUCT_IDS.webphone,
    PRODUCT_IDS.baseCerta,
    PRODUCT_IDS.negativation,
  ]),
  trail('mais', '#455A64', [
    PRODUCT_IDS.api,
    PRODUCT_IDS.vehicles,
    PRODUCT_IDS.signatures,
    PRODUCT_IDS.simplifica,
  ]),
];

export function isTrailCode(code: string): code is TrailCode {
  return TRAIL_CODES.some((known) => known === code);
}

export function findTrail(code: string): Trail | undefined {
  return TRAILS.find((candidate) => candidate.code === code);
}

/** Analytics origin of a product launch. */
export const LAUNCH_ORIGINS = ['HOME', 'MENU', 'SUGESTÃO'] as const;
export type LaunchOrigin = (typeof LAUNCH_ORIGINS)[number];

// --- Plans ---

export const PLAN_TYPES = ['PONTUAL', 'EXPRESS', 'PADRAO', 'TRIAL'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export function isPlanType(value: string): value is PlanType {
  return PLAN_TYPES.some((known) => known === value);
}

// --- Profiles ---

/**
 * Base profiles. 1-4 are the spec's customer ids; 5-7 (back-office Administrativo, Atendimento,
 * Squad) have no id in the spec: ours.
 */
export const BASE_PROFILE_IDS = {
  administrator: 1,
  financial: 2,
  operator: 3,
  manager: 4,
  backofficeAdministrative: 5,
  attendance: 6,
  squad: 7,
} as const;

export type BaseProfileKey = keyof typeof BASE_PROFILE_IDS;
export type BaseProfileId = (typeof BASE_PROFILE_IDS)[BaseProfileKey];
export type CustomerBaseProfileId = 1 | 2 | 3 | 4;

export interface BaseProfile {
  readonly id: BaseProfileId;
  readonly key: BaseProfileKey;
  readonly name: string;
  /** Where the profile is used: customer companies or the provider's own staff. */
  readonly environment: 'portal' | 'backoffice';
}

export const BASE_PROFILES: Readonly<Record<BaseProfileId, BaseProfile>> = {
  1: { id: 1, key: 'administrator', name: catalogueMessages.profiles[1], environment: 'portal' },
  2: { id: 2, key: 'financial', name: catalogueMessages.profiles[2], environment: 'portal' },
  3: { id: 3, key: 'operator', name: catalogueMessages.profiles[3], environment: 'portal' },
  4: { id: 4, key: 'manager', name: catalogueMessages.profiles[4], environment: 'portal' },
  5: {
    id: 5,
    key: 'backofficeAdministrative',
    name: catalogueMessages.profiles[5],
    environment: 'backoffice',
  },
  6: { id: 6, key: 'attendance', name: catalogueMessages.profiles[6], environment: 'backoffice' },
  7: { id: 7, key: 'squad', name: catalogueMessages.profiles[7], environment: 'backoffice' },
};

export const CUSTOMER_BASE_PROFILE_IDS: readonly CustomerBaseProfileId[] = [1, 2, 3, 4];

const baseProfileIdSet: ReadonlySet<number> = new Set(Object.values(BASE_PROFILE_IDS));

export function isBaseProfileId(id: number): id is BaseProfileId {
  return baseProfileIdSet.has(id);
}

/** The wizard starts on Administrador and does not offer profile id 2 as a base. */
export const PROFILE_WIZARD_DEFAULT_BASE_PROFILE_ID: CustomerBaseProfileId = 1;
export const PROFILE_WIZARD_EXCLUDED_BASE_PROFILE_IDS: readonly CustomerBaseProfileId[] = [2];
export const WIZARD_DEFAULT_PRODUCT_IDS: readonly ProductId[] = [1, 5, 7, 8, 9, 10, 12];

/** Base profiles a custom profile may start from, in id order. */
export function wizardBaseProfileOptions(): readonly BaseProfile[] {
  return CUSTOMER_BASE_PROFILE_IDS.filter((id) => !PROFILE_WIZARD_EXCLUDED_BASE_PROFILE_IDS.includes(id)).map(
    (id) => BASE_PROFILES[id],
  );
}

// --- Mandatory items of a product ---

export const VEHICLES_AGGREGATES_FUNCTIONALITY_ID = 63;
export const VEHICLES_AGGREGATES_PERMISSION_ID = 146;

/** Functionalities and permissions a custom profile may not switch off, per product. */
export const MANDATORY_PRODUCT_ITEMS: Readonly<
  Partial<Record<ProductId, { functionalityIds: readonly number[]; permissionIds: readonly number[] }>>
> = {
  [PRODUCT_IDS.vehicles]: {
    functionalityIds: [VEHICLES_AGGREGATES_FUNCTIONALITY_ID],
    permissionIds: [VEHICLES_AGGREGATES_PERMISSION_ID],
  },
};

export function isMandatoryFunctionality(productId: number, functionalityId: number): boolean {
  return isProductId(productId)
    ? (MANDATORY_PRODUCT_ITEMS[productId]?.functionalityIds.includes(functionalityId) ?? false)
    : false;
}

export function isMandatoryPermission(productId: number, permissionId: number): boolean {
  return isProductId(productId)
    ? (MANDATORY_PRODUCT_ITEMS[productId]?.permissionIds.includes(permissionId) ?? false)
    : false;
}

// --- Statuses ---

export const USER_STATUS_IDS = { active: 1, inactive: 2, pending: 3, securityBlocked: 4 } as const;
export type UserStatusId = (typeof USER_STATUS_IDS)[keyof typeof USER_STATUS_IDS];
export const USER_STATUSES: Readonly<Record<UserStatusId, string>> = catalogueMessages.userStatuses;

export const GROUP_STATUS_IDS = { active: 1, inactive: 2 } as const;
export type GroupStatusId = (typeof GROUP_STATUS_IDS)[keyof typeof GROUP_STATUS_IDS];
export const GROUP_STATUSES: Readonly<Record<GroupStatusId, string>> = catalogueMessages.groupStatuses;

export type MfaStatusKey = keyof typeof catalogueMessages.mfaStatuses;
/** Chip colour names of AA 4: Suspenso shows as blocked, Inativo as default. */
export type MfaChipColor = 'active' | 'pending' | 'blocked' | 'default';

/** MFA statuses; the label is also the value the server sends. */
export const MFA_STATUSES: Readonly<Record<MfaStatusKey, { label: string; chip: MfaChipColor }>> = {
  active: { label: catalogueMessages.mfaStatuses.active, chip: 'active' },
  inactive: { label: catalogueMessages.mfaStatuses.inactive, chip: 'default' },
  pending: { label: catalogueMessages.mfaStatuses.pending, chip: 'pending' },
  suspended: { label: catalogueMessages.mfaStatuses.suspended, chip: 'blocked' },
};

/** Reset MFA and the security question are offered only in these statuses. */
export const MFA_RESETTABLE_STATUSES: readonly MfaStatusKey[] = ['active', 'suspended'];

// --- Ombudsman ---

export const OMBUDSMAN_TYPE_IDS = { report: 1, praise: 2, complaint: 3, suggestion: 4 } as const;
export type OmbudsmanTypeId = (typeof OMBUDSMAN_TYPE_IDS)[keyof typeof OMBUDSMAN_TYPE_IDS];
export const OMBUDSMAN_TYPES: Readonly<Record<OmbudsmanTypeId, string>> = ombudsmanMessages.types;

// --- Notification categories ---

export type NotificationCategoryKey = keyof typeof catalogueMessages.notificationCategories;

export interface NotificationCategory {
  readonly key: NotificationCategoryKey;
  /** As the server sends it and as the chip shows it. */
  readonly label: string;
  /** Ours: the spec names the categories' colours but not their values. */
  readonly color: string;
}

const categoryColors: Readonly<Record<NotificationCategoryKey, string>> = {
  autentica: '#00897B',
  assinaturas: '#3949AB',
  baseCerta: '#43A047',
  creditoMix: '#6A1B9A',
  geotimize: '#F9A825',
  localize: '#1565C0',
  recupere: '#E65100',
  sms: '#0277BD',
  veiculos: '#5D4037',
  webphone: '#00838F',
  marketing: '#D81B60',
  financeiro: '#2E7D32',
  creditCard: '#AD1457',
  updates: '#546E7A',
  security: '#C62828',
};

export const NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = Object.entries(
  catalogueMessages.notificationCategories,
).map(([key, label]) => {
  // Object.entries widens keys to string; they are the keys of the typed object above.
  const typedKey = key as NotificationCategoryKey;
  return { key: typedKey, label, color: categoryColors[typedKey] };
});

/** Colour of a category the server sent; unknown categories get a neutral grey (ours). */
export const DEFAULT_NOTIFICATION_COLOR = '#757575';

export function notificationCategoryColor(category: string): string {
  return (
    NOTIFICATION_CATEGORIES.find((candidate) => candidate.label === category)?.color ??
    DEFAULT_NOTIFICATION_COLOR
  );
}

// --- Week days ---

export type WeekDayKey = keyof typeof catalogueMessages.weekDays;

export interface WeekDay {
  readonly key: WeekDayKey;
  /** ISO 8601 day number: Monday 1 ... Sunday 7. */
  readonly isoDay: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  readonly label: string;
  readonly weekend: boolean;
}

export const WEEK_DAYS: readonly WeekDay[] = [
  { key: 'monday', isoDay: 1, label: catalogueMessages.weekDays.monday, weekend: false },
  { key: 'tuesday', isoDay: 2, label: catalogueMessages.weekDays.tuesday, weekend: false },
  { key: 'wednesday', isoDay: 3, label: catalogueMessages.weekDays.wednesday, weekend: false },
  { key: 'thursday', isoDay: 4, label: catalogueMessages.weekDays.thursday, weekend: false },
  { key: 'friday', isoDay: 5, label: catalogueMessages.weekDays.friday, weekend: false },
  { key: 'saturday', isoDay: 6, label: catalogueMessages.weekDays.saturday, weekend: true },
  { key: 'sunday', isoDay: 7, label: catalogueMessages.weekDays.sunday, weekend: true },
];

// --- The provider ---

/** The provider's own company: internal staff, excluded from external analytics. */
export const PROVIDER_COMPANY_ID = 1;
