/**
 * Kysely's view of the tables (camelCase; CamelCasePlugin maps to the snake_case columns).
 * Written by hand next to the migrations, which are the truth: keep both in step.
 */
import type { ColumnType, Generated } from 'kysely';
import type { PaymentOutcome, ReportExportFormat } from '@painel/domain';

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
  /**
   * The customer's default access days and hours: seven { day, active,
   * startTime, endTime } as jsonb, every day 00:00–23:59 by default. Written as JSON text; read
   * parsed (pg) or as text (PGlite): customer-hours.repository.ts reads it.
   */
  defaultAccessHours: ColumnType<unknown, string | undefined, string>;
  createdAt: CreatedAt;
}

/** An invoice's adjustment for an earlier month's late usage (credit negative). */
export interface InvoiceAdjustmentTable {
  id: Generated<number>;
  invoiceId: number;
  companyId: number;
  originalPeriod: Day;
  amount: Money;
  createdAt: CreatedAt;
}

export interface InvoiceProductTable {
  invoiceId: number;
  productId: number;
  amount: Money;
}

/** A customer's fiscal data, the tomador of its NFS-e (absent until staff fill it in). */
export interface CompanyFiscalDataTable {
  companyId: number;
  postalCode: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  /** The city's name (null on rows saved before it was asked). */
  city: string | null;
  municipalityCode: string;
  state: string;
  municipalRegistration: string | null;
  issWithheld: Generated<boolean>;
  federalWithholding: Generated<boolean>;
  updatedAt: Timestamp;
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
  /** The group that manages it (its group-scoped creator's group); null: the company's. */
  managedByGroupId: Generated<number | null>;
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

/** Reference rows synced from domain's PRODUCT_CATALOGUE on start. */
export interface CatalogueFunctionalityTable {
  id: number;
  productId: number;
  label: string;
  mandatory: boolean;
  position: number;
}

export interface CataloguePermissionTable {
  id: number;
  functionalityId: number;
  label: string;
  key: string;
  mandatory: boolean;
  position: number;
}

/** The functionalities a custom profile has switched on; its profile_permissions follow from them. */
export interface ProfileFunctionalityTable {
  profileId: number;
  functionalityId: number;
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
  /** Consecutive wrong verification codes at login; the third blocks the user (reset on success). */
  mfaFailures: Generated<number>;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  mfaTotpLastStep: number | null;
  /** The question of the MFA registration and an argon2id hash of its answer: never sent. */
  mfaSecurityQuestion: Generated<string | null>;
  mfaSecurityAnswerHash: Generated<string | null>;
  /** Staff's wrong answers to the security question in the window that began at the next column (domain security-question.ts). */
  securityCheckFailures: Generated<number>;
  securityCheckWindowStartedAt: Timestamp | null;
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
  /** Set for a company's own API client (client_credentials); null for the provider's clients. */
  companyId: number | null;
  createdAt: CreatedAt;
  /** Where RP-initiated logout may send the browser back (OIDC RP-Initiated Logout). */
  postLogoutRedirectUris: Generated<string[]>;
  /** Browser origins of a public client: CORS on discovery, JWKS, token, userinfo, revocation. */
  allowedOrigins: Generated<string[]>;
  /** Where the signed logout token is POSTed when the client's session ends (OIDC Back-Channel Logout). */
  backchannelLogoutUri: string | null;
  /** The secret before the last rotation, accepted until previousSecretUntil (rotation with overlap). */
  previousSecretHash: string | null;
  previousSecretUntil: Timestamp | null;
  /** Developer area: a company's API credential revoked (kept listed, refused at the token endpoint). */
  revokedAt: Timestamp | null;
  /** When the credential last obtained a token. */
  lastUsedAt: Timestamp | null;
  /** Addresses or CIDR ranges the credential may obtain tokens from; empty: any address. */
  ipAllowlist: Generated<string[]>;
  createdByUserId: number | null;
  /** The algorithm of the client's ID tokens (`id_token_signed_response_alg`); null: RS256, the default. */
  idTokenSignedResponseAlg: 'RS256' | 'ES256' | null;
  /** A resource server's own client: the absolute URI (RFC 8707) its tokens carry as `aud`; null for other clients. */
  resourceUri: Generated<string | null>;
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
  /** The portal session a product's code was issued from (single sign-on). */
  parentSessionId: string | null;
  scope: string | null;
  nonce: string | null;
  /** When the person last proved who they are (the ID token's auth_time) and how (amr). */
  authTime: Timestamp | null;
  amr: string[] | null;
  /** The session the code was redeemed for: a replayed code ends it. */
  sessionId: string | null;
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
  /** When the company or group access window ends this session (never renewed past it). */
  finalAccessAt: Timestamp | null;
  /** The refresh-token family: reusing a spent refresh token revokes all of it. */
  familyId: string | null;
  /** When this session last proved its person again (password + current factor): allows replacing or resetting the own factor for a while. */
  reauthenticatedAt: Generated<Date | null>;
  /** The access token the last renewal replaced, still accepted until previousValidUntil. */
  previousAccessTokenHash: string | null;
  previousValidUntil: Timestamp | null;
  /** A sibling product's session started from a portal session ends with it. */
  parentSessionId: string | null;
  scope: string | null;
  authTime: Timestamp | null;
  amr: string[] | null;
  /** When the back-channel logout of this ended session was delivered (or given up). */
  logoutNotifiedAt: Timestamp | null;
}

/** Counters of the per-person rate limits (lib/counter-store.ts), one row per key and window. */
export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: Timestamp;
}

export interface LoginThrottleTable {
  /** SHA-256 of the lower-cased e-mail: unknown e-mails are throttled exactly like known ones. */
  key: string;
  failures: Generated<number>;
  lockouts: Generated<number>;
  lockedUntil: Timestamp | null;
  updatedAt: Timestamp;
}

export interface SigningKeyTable {
  kid: string;
  algorithm: string;
  publicJwk: unknown;
  /** Encrypted with the secret key. */
  privateJwk: string;
  createdAt: CreatedAt;
  /** When the key starts signing: published from its creation, used from here (rotation publishes ahead). */
  activatesAt: Timestamp;
  /** When it stops signing; it stays in the JWKS RETIRED_KEY_GRACE_MS more. */
  retiredAt: Timestamp | null;
}

export interface RefreshTokenTable {
  tokenHash: string;
  sessionId: string;
  familyId: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  revokedAt: Timestamp | null;
  /** The tokens its renewal issued, sealed (lib/secret-box.ts): a racing tab gets the same ones. */
  successor: string | null;
}

export interface AuditEventTable {
  id: Generated<string>;
  occurredAt: CreatedAt;
  companyId: number | null;
  userId: number | null;
  /** Whom an admin change was done to. */
  targetUserId: Generated<number | null>;
  email: string | null;
  action: string;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  device: unknown;
  detail: unknown;
}

export type MfaChallengePurpose = 'LOGIN' | 'PASSWORD_CHANGE' | 'PASSWORD_RESET' | 'STEP_UP';

/** A login waiting for its second factor (PF 3 'MFA session object'); the token is stored hashed. */
export interface MfaChallengeTable {
  id: Generated<string>;
  tokenHash: string;
  userId: number;
  type: 'SMS' | 'TOTP';
  /** LOGIN, or a password change waiting for its code (own profile, or the e-mailed link). */
  purpose: ColumnType<MfaChallengePurpose, MfaChallengePurpose | undefined, MfaChallengePurpose>;
  /** Set for LOGIN only, as are redirectUri and state. */
  clientId: string | null;
  redirectUri: string | null;
  codeChallenge: string | null;
  state: string | null;
  /** The new password's argon2id hash while a password change waits; cleared when it ends. */
  passwordHash: string | null;
  /** PASSWORD_RESET: digest of the e-mailed link the change spends. */
  linkTokenHash: string | null;
  /** SHA-256 of the SMS code in force; null for TOTP. */
  codeHash: string | null;
  codeSentAt: Timestamp | null;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  /** Set when the third wrong code blocked the user. */
  failedAt: Timestamp | null;
  /** STEP_UP: the session whose proof the right code completes. */
  sessionId: Generated<string | null>;
  createdAt: CreatedAt;
}

/** An MFA enrolment (Privacidade e segurança) waiting for the code that proves the new factor. */
export interface MfaEnrolmentTable {
  userId: number;
  type: 'SMS' | 'TOTP';
  /** The pending TOTP secret, sealed by lib/secret-box.ts. */
  secret: string | null;
  phone: string | null;
  codeHash: string | null;
  codeSentAt: Timestamp | null;
  attempts: Generated<number>;
  origin: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}

/** A message kept instead of sent: no SMTP or SMS provider configured (read at /dev/caixa-de-saida). */
export interface OutboxTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: CreatedAt;
}

/** A verified captcha (SHA-256 of its signature), kept until the challenge expires: a replay conflicts. */
export interface CaptchaUseTable {
  signatureHash: string;
  expiresAt: Timestamp;
}

/** A single-use password link (reset or invitation); only the SHA-256 of the token is stored. */
export interface PasswordTokenTable {
  tokenHash: string;
  userId: number;
  purpose: 'reset' | 'register';
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  /** Set when a newer link replaced this one, or the password changed another way. */
  revokedAt: Timestamp | null;
}

/** An administrator's change of a user's e-mail, applied only when the new address confirms. */
export interface EmailChangeTable {
  tokenHash: string;
  userId: number;
  newEmail: string;
  requestedBy: number | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  /** Set when a newer request replaced this one. */
  revokedAt: Timestamp | null;
}

/** The argon2id hashes of a user's last passwords (the last 5 cannot be reused). */
export interface PasswordHistoryTable {
  id: Generated<string>;
  userId: number;
  passwordHash: string;
  createdAt: CreatedAt;
}

/** Who a notification or an extra notification is for; company_id is set for COMPANY and USER. */
type Audience = {
  audience: 'ALL' | 'COMPANY' | 'USER';
  companyId: number | null;
  userId: number | null;
};

/** A portal notification: content is HTML cleaned by sanitizeRichText when written. */
export interface NotificationTable extends Audience {
  id: Generated<number>;
  category: string;
  content: string;
  createdAt: CreatedAt;
  createdBy: number | null;
}

export interface NotificationReadTable {
  userId: number;
  notificationId: number;
  readAt: CreatedAt;
}

/** PF 3 'Extra notification': a banner (HTML), a redirect (app path) or a virtual seller (JSON). */
export interface ExtraNotificationTable extends Audience {
  id: Generated<number>;
  componentType: 'BANNER' | 'REDIRECT' | 'VIRTUAL_SELLER';
  content: string;
  priority: Generated<number>;
  productId: number | null;
  productIds: Generated<number[]>;
  allowedRoutes: Generated<string[]>;
  blockedRoutes: Generated<string[]>;
  variant: string | null;
  eventCategory: string | null;
  eventLabel: string | null;
  /** The page of this app the announcement leads to; shown only to who may open it. */
  targetRoute: ColumnType<string | null, string | null | undefined, string | null>;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  createdAt: CreatedAt;
  createdBy: number | null;
}

/** A request to 'Ouvidoria Assertiva'; sent_at is set once the e-mail was handed over. */
export interface OmbudsmanRequestTable {
  id: Generated<number>;
  companyId: number;
  userId: number | null;
  reason: number;
  /** Digits only. */
  phone: string;
  ticket: string | null;
  request: string;
  createdAt: CreatedAt;
  sentAt: Timestamp | null;
}

/** A trial company asked to contract a plan ('Em contratação.'). */
export interface TrialContractRequestTable {
  companyId: number;
  userId: number | null;
  createdAt: CreatedAt;
  /** Contratar planos: null on the expiry dialog's one-click request. */
  planType: 'PONTUAL' | 'EXPRESS' | 'PADRAO' | null;
  name: string | null;
  email: string | null;
  /** Digits only. */
  phone: string | null;
  cpf: string | null;
  role: string | null;
  purposeId: number | null;
  status: Generated<'PENDENTE' | 'CONVERTIDA'>;
  convertedAt: Timestamp | null;
  convertedBy: number | null;
  convertedPlanType: 'PONTUAL' | 'EXPRESS' | 'PADRAO' | null;
}

export interface FeatureFlagTable {
  name: string;
  defaultEnabled: Generated<boolean>;
  updatedAt: Timestamp;
}

/** Exactly one of company_id and user_id is set. */
export interface FeatureFlagOverrideTable {
  id: Generated<number>;
  flagName: string;
  companyId: number | null;
  userId: number | null;
  enabled: boolean;
}

/** One analytics event; event_category carries the product prefix. */
export interface AnalyticsEventTable {
  id: Generated<string>;
  occurredAt: CreatedAt;
  companyId: number;
  userId: number | null;
  productId: number;
  eventCategory: string;
  eventAction: string;
  eventLabel: string | null;
  eventValue: number | null;
}

/** LGPD purposes of use, owned by the code (domain PURPOSES_OF_USE, synced on start). */
export interface LgpdPurposeTable {
  id: number;
  productId: number | null;
  text: string;
  description: string;
  position: number;
}

// --- Usage metering: see migrations/20261125_1300_usage.ts ---

type PricingKindColumn = 'PER_USE' | 'PER_USER_MONTH';
/** A São Paulo calendar day, 'YYYY-MM-DD' (date columns stay strings). */
type Day = ColumnType<string, string, string>;

/** A unit price in force from valid_from (inclusive) to valid_until (exclusive; null: open). */
export interface UnitPriceTable {
  companyId: number;
  id: Generated<string>;
  productId: number;
  functionalityId: number;
  pricingKind: PricingKindColumn;
  unitPrice: Money;
  validFrom: Day;
  validUntil: Day | null;
  createdAt: CreatedAt;
}

/** One accepted consumption (or correction, negative), priced when it was recorded. */
export interface UsageEventTable {
  companyId: number;
  usageDay: Day;
  id: Generated<string>;
  clientId: string;
  idempotencyKey: string;
  userId: number;
  /** 0: the user belongs to no group. */
  groupId: number;
  productId: number;
  functionalityId: number;
  pricingKind: PricingKindColumn;
  quantity: number;
  unitPrice: Money;
  amount: Money;
  occurredAt: Timestamp;
  receivedAt: Timestamp;
}

export interface UsageIdempotencyKeyTable {
  clientId: string;
  idempotencyKey: string;
  receivedAt: Timestamp;
}

export interface UsageDailyRollupTable {
  companyId: number;
  usageDay: Day;
  groupId: number;
  productId: number;
  functionalityId: number;
  pricingKind: PricingKindColumn;
  unitPrice: Money;
  quantity: ColumnType<string, string | number, string | number>;
  amount: Money;
  eventCount: number;
}

/** A credit of a prepaid company ('Saldo e extrato'); debits are the daily rollups. */
export interface PrepaidCreditTable {
  companyId: number;
  id: Generated<string>;
  creditDay: Day;
  kind: 'COMPRA' | 'RECARGA' | 'AJUSTE';
  description: string;
  /** Signed: an adjustment may take money away; never zero. */
  amount: Money;
  createdAt: CreatedAt;
}

export interface GroupMonthTotalTable {
  companyId: number;
  month: Day;
  groupId: number;
  amount: Money;
}

export interface CompanyMonthTotalTable {
  companyId: number;
  month: Day;
  amount: Money;
}

/** A report export asked for: the resolved filter its signed link streams. */
export interface ReportExportTable {
  id: Generated<string>;
  companyId: number;
  requestedBy: number;
  environment: 'portal' | 'backoffice';
  format: ReportExportFormat;
  periodFrom: Day;
  periodTo: Day;
  groupId: number | null;
  productId: number | null;
  columns: string[];
  createdAt: Date;
  /** Background exports (20261126_1300): synchronous ones are 'done' and not stored from the start. */
  status: ColumnType<
    'queued' | 'running' | 'done' | 'failed',
    'queued' | 'running' | 'done' | 'failed' | undefined
  >;
  stored: ColumnType<boolean, boolean | undefined>;
  rowsWritten: ColumnType<string, number | undefined, number>;
  rowsTotal: ColumnType<string | null, number | null | undefined, number | null>;
  attempts: ColumnType<number, number | undefined>;
  finishedAt: ColumnType<Date | null, Date | null | undefined>;
  /** Where a stored export's file was written (20261212_0200); null: on disk (written before it). */
  fileStore: ColumnType<'database' | 'disk' | null, 'database' | 'disk' | null | undefined>;
  /** A running job's lease (20261212_0600): written at the claim and with every page of progress. */
  heartbeatAt: ColumnType<Date | null, Date | null | undefined>;
}

/** One piece of a background export's file stored in the database, read back in `seq` order. */
export interface ReportExportChunkTable {
  exportId: string;
  seq: number;
  data: Uint8Array;
}

/** A company's invoice for one month. */
export interface InvoiceTable {
  id: Generated<number>;
  companyId: number;
  number: string;
  /** First day of the month, 'YYYY-MM-01'. */
  period: string;
  dueDate: string;
  usageAmount: Money;
  planFee: Money;
  amount: Money;
  amountCents: ColumnType<string, string | number | bigint, string | number | bigint>;
  paidAt: Timestamp | null;
  paymentMethod: 'BOLETO' | 'PIX' | null;
  noticeSentAt: Timestamp | null;
  createdAt: CreatedAt;
}

/** A provider's payment confirmation, applied once (primary key provider + event id). */
export interface PaymentEventTable {
  provider: string;
  eventId: string;
  invoiceId: number;
  amountCents: ColumnType<string, string | number | bigint, string | number | bigint>;
  paidAt: Timestamp;
  receivedAt: CreatedAt;
  /** What the payment did to its invoice (domain PAYMENT_OUTCOMES). */
  outcome: PaymentOutcome;
  method: 'BOLETO' | 'PIX' | null;
}

/** The invoice's charge with due date (`cobv`) at the PSP (API Pix), one per invoice. */
export interface PixChargeTable {
  invoiceId: number;
  txid: string;
  /** The PSP's location of the charge, which the dynamic BR Code carries; null until the PSP answered. */
  location: string | null;
  amountCents: ColumnType<string, string | number | bigint, string | number | bigint>;
  createdAt: CreatedAt;
}

/** Secrets generated once per installation, sealed with the server key (lib/secret-box.ts). */
export interface InstallationSecretTable {
  name: string;
  sealed: string;
  createdAt: CreatedAt;
}

/** The NFS-e issuance of a paid invoice, one per invoice. */
export interface NfseIssuanceTable {
  id: Generated<number>;
  invoiceId: number;
  companyId: number;
  status: 'AGUARDANDO_CONFIGURACAO' | 'NA_FILA' | 'ENVIADA' | 'EMITIDA' | 'FALHOU';
  provider: string | null;
  providerReference: string | null;
  nfseNumber: string | null;
  verificationCode: string | null;
  documentUrl: string | null;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp | null;
  lastError: string | null;
  issuedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface BankFileTable {
  id: Generated<number>;
  direction: 'REMESSA' | 'RETORNO';
  sequence: number;
  fileName: string;
  content: string;
  sentAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface BoletoRegistrationTable {
  invoiceId: number;
  companyId: number;
  ourNumber: string;
  status: 'ENVIADO' | 'REGISTRADO' | 'REJEITADO' | 'LIQUIDADO' | 'BAIXA_PEDIDA' | 'BAIXADO';
  updatedAt: Timestamp;
}

export interface BankFileItemTable {
  id: Generated<number>;
  fileId: number;
  invoiceId: number | null;
  companyId: number | null;
  ourNumber: string;
  movement: string;
  amountCents: ColumnType<string, string | number | bigint, string | number | bigint>;
  paidCents: ColumnType<string | null, string | number | bigint | null, string | number | bigint | null>;
  reasons: string | null;
  payment: string | null;
}

export interface Database {
  bankFiles: BankFileTable;
  boletoRegistrations: BoletoRegistrationTable;
  bankFileItems: BankFileItemTable;
  nfseIssuances: NfseIssuanceTable;
  invoices: InvoiceTable;
  paymentEvents: PaymentEventTable;
  pixCharges: PixChargeTable;
  installationSecrets: InstallationSecretTable;
  segments: SegmentTable;
  products: ProductTable;
  companies: CompanyTable;
  companyFiscalData: CompanyFiscalDataTable;
  invoiceAdjustments: InvoiceAdjustmentTable;
  invoiceProducts: InvoiceProductTable;
  companyProducts: CompanyProductTable;
  groups: GroupTable;
  groupAccessHours: GroupAccessHourTable;
  profiles: ProfileTable;
  profilePermissions: ProfilePermissionTable;
  profileFunctionalities: ProfileFunctionalityTable;
  catalogueFunctionalities: CatalogueFunctionalityTable;
  cataloguePermissions: CataloguePermissionTable;
  users: UserTable;
  oauthClients: OauthClientTable;
  oauthCodes: OauthCodeTable;
  sessions: SessionTable;
  refreshTokens: RefreshTokenTable;
  auditEvents: AuditEventTable;
  outbox: OutboxTable;
  captchaUses: CaptchaUseTable;
  passwordTokens: PasswordTokenTable;
  passwordHistory: PasswordHistoryTable;
  emailChanges: EmailChangeTable;
  mfaChallenges: MfaChallengeTable;
  mfaEnrolments: MfaEnrolmentTable;
  loginThrottles: LoginThrottleTable;
  rateLimits: RateLimitTable;
  signingKeys: SigningKeyTable;
  notifications: NotificationTable;
  notificationReads: NotificationReadTable;
  extraNotifications: ExtraNotificationTable;
  ombudsmanRequests: OmbudsmanRequestTable;
  trialContractRequests: TrialContractRequestTable;
  featureFlags: FeatureFlagTable;
  featureFlagOverrides: FeatureFlagOverrideTable;
  analyticsEvents: AnalyticsEventTable;
  lgpdPurposes: LgpdPurposeTable;
  unitPrices: UnitPriceTable;
  usageEvents: UsageEventTable;
  usageIdempotencyKeys: UsageIdempotencyKeyTable;
  usageDailyRollups: UsageDailyRollupTable;
  groupMonthTotals: GroupMonthTotalTable;
  companyMonthTotals: CompanyMonthTotalTable;
  reportExports: ReportExportTable;
  reportExportChunks: ReportExportChunkTable;
  prepaidCredits: PrepaidCreditTable;
}
