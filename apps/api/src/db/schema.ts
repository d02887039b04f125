/**
 * Kysely's view of the tables (camelCase; CamelCasePlugin maps to the snake_case columns).
 * Written by hand next to the migrations, which are the truth: keep both in step.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric columns travel as strings so no cent is lost to floating point. */
type Money = ColumnType<string, string | number, string | number>;

export interface SegmentTable {
  id: Generated<number>;
  name: string;
}

export interface ProductTable {
  id: number;
  name: string;
  slug: string;
}

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  tradingName: string | null;
  document: string;
  segmentId: number | null;
  planType: 'PONTUAL' | 'EXPRESS' | 'PADRAO' | 'TRIAL';
  trialEndsAt: Timestamp | null;
  flagApi: Generated<boolean>;
  flagMfa: Generated<boolean>;
  flagMigration: Generated<boolean>;
  blockedForNonPayment: Generated<boolean>;
  consumptionLimit: Money | null;
  allowZeroConsumption: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface CompanyProductTable {
  companyId: number;
  productId: number;
}

export interface GroupTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  statusId: Generated<number>;
  consumptionLimit: Money | null;
  ips: Generated<string[]>;
  createdAt: CreatedAt;
}

export interface GroupAccessHourTable {
  groupId: number;
  /** ISO weekday: 1 segunda-feira … 7 domingo. */
  day: number;
  active: boolean;
  startTime: string;
  endTime: string;
}

export interface ProfileTable {
  id: Generated<number>;
  /** null for the shared base and staff profiles. */
  companyId: number | null;
  name: string;
  description: string | null;
  /** For a custom profile, the base profile it is judged by. */
  baseProfileId: number | null;
  isBase: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface ProfilePermissionTable {
  profileId: number;
  permission: string;
}

export interface UserTable {
  id: Generated<number>;
  companyId: number;
  groupId: number | null;
  profileId: number;
  email: string;
  name: string;
  cpf: string | null;
  birthdate: string | null;
  mobile: string | null;
  phone: string | null;
  statusId: number;
  passwordHash: string | null;
  mfaStatus: Generated<'ATIVO' | 'INATIVO' | 'PENDENTE' | 'SUSPENSO'>;
  mfaType: 'SMS' | 'TOTP' | null;
  mfaSecret: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface OauthClientTable {
  id: string;
  name: string;
  /** argon2id hash of the secret; null for public clients (the browsers), which must use PKCE. */
  secretHash: string | null;
  redirectUris: string[];
  environment: 'portal' | 'backoffice' | 'product';
  productId: number | null;
  createdAt: CreatedAt;
}

export interface OauthCodeTable {
  codeHash: string;
  clientId: string;
  userId: number;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface SessionTable {
  id: Generated<string>;
  userId: number;
  clientId: string;
  accessTokenHash: string;
  createdAt: CreatedAt;
  lastRenewedAt: Timestamp;
  expiresAt: Timestamp;
  absoluteExpiresAt: Timestamp;
  revokedAt: Timestamp | null;
  revokedReason: string | null;
  ip: string | null;
  userAgent: string | null;
  device: unknown;
}

export interface RefreshTokenTable {
  tokenHash: string;
  sessionId: string;
  familyId: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

export interface AuditEventTable {
  id: Generated<string>;
  occurredAt: CreatedAt;
  companyId: number | null;
  userId: number | null;
  email: string | null;
  action: string;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  device: unknown;
  detail: unknown;
}

export interface Database {
  segments: SegmentTable;
  products: ProductTable;
  companies: CompanyTable;
  companyProducts: CompanyProductTable;
  groups: GroupTable;
  groupAccessHours: GroupAccessHourTable;
  profiles: ProfileTable;
  profilePermissions: ProfilePermissionTable;
  users: UserTable;
  oauthClients: OauthClientTable;
  oauthCodes: OauthCodeTable;
  sessions: SessionTable;
  refreshTokens: RefreshTokenTable;
  auditEvents: AuditEventTable;
}

export type User = Selectable<UserTable>;
export type Company = Selectable<CompanyTable>;
