/**
 * Business constants and limits of the portal (PF 9, AA 9, plus the few timings PF 2-5 name),
 * written once so the API, the contracts and the web agree on them. Every name carries its unit:
 * _MS milliseconds, _S seconds, _DAYS/_YEARS/_MONTHS calendar units, _PX/_VH layout units;
 * _MAX/_LENGTH/_MIN without a unit count characters (or digits, or items where the name says so).
 * Values marked "ours" are choices the spec leaves open.
 */

// --- Requests and session ---

export const REQUEST_TIMEOUT_MS = 60_000;
export const SELECT_DATA_TIMEOUT_MS = 90_000;
/** A token is refreshed lazily before a request only inside (MIN, MAX] seconds of remaining time. */
export const LAZY_REFRESH_MIN_REMAINING_S = 120;
export const LAZY_REFRESH_MAX_REMAINING_S = 1680;
/** The countdown dialog opens at this many remaining seconds or fewer. */
export const SESSION_WARNING_S = 120;
/** Idle session length: the shared-login message speaks of "30 minutos". */
export const SESSION_IDLE_S = 1800;
/** Absolute session cap regardless of activity (ours: the spec gives none). */
export const SESSION_ABSOLUTE_S = 12 * 60 * 60;
export const LOGIN_TIME_ZONE = 'America/Sao_Paulo';
/** Feature flags are re-read from the proxy this often. */
export const FEATURE_FLAG_POLL_MS = 60_000;

// --- Toasts and notices ---

export const TOAST_MS = {
  default: 3000,
  error: 5000,
  sessionEnd: 4000,
  ombudsmanError: 8000,
  info: 5000,
  verification: 4000,
  /** AA 8: invitation success toasts stay longer. */
  invite: 6000,
} as const;
export const MAX_VISIBLE_NOTICES = 3;
export const NOTICE_MS = 5000;
/** The stored "finished session" notice appears this long after the login page loads. */
export const FINISHED_SESSION_NOTICE_DELAY_MS = 1000;

// --- Pagination and tables ---

export const DEFAULT_PAGE = 0;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 15, 20, 25, 30, 40, 50] as const;
/** The customer list feeding a plain select asks for one item per page. */
export const SELECT_LIST_PAGE_SIZE = 1;
export const SCROLL_TABLE_HEIGHT_PX = 350;
export const REPORT_PAGE_SIZE = 10;
/** AA 9 gives 5 "in one reading" and nothing in another; we take 5. */
export const USERS_PAGE_SIZE = 5;
/** The users table offers its own first size, then PF 9's options. */
export const USERS_PAGE_SIZE_OPTIONS = [USERS_PAGE_SIZE, ...PAGE_SIZE_OPTIONS] as const;
/** Permissions of a profile per page, for products and modules alike. */
export const PROFILE_PERMISSIONS_PAGE_SIZE = 6;
export const USER_FILTER_FIELD_COUNT = 6;

// --- Verification code and uploads ---

export const CODE_LENGTH = 6;
export const RESEND_WAIT_S = 60;
export const TOTP_PERIOD_S = 30;
export const DROPZONE_MAX_FILES = 10;
export const MAX_UPLOAD_PART_BYTES = 10_485_760_000;

// --- Search ---

export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_MIN_CHARS = 3;
/** "Autocomplete searches start only above 2 characters": the same 3, stated apart. */
export const AUTOCOMPLETE_MIN_CHARS = 3;

// --- Field lengths ---

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const LOGIN_FIELD_MAX = 255;
export const RECOVERY_FIELD_MAX = 255;
export const OMBUDSMAN_REQUEST_MAX = 2000;
/** The counter turns orange from here and red at OMBUDSMAN_REQUEST_MAX. */
export const OMBUDSMAN_REQUEST_WARN = 1500;
/** Ombudsman ticket: digits. */
export const TICKET_LENGTH = 8;
/** Own-profile name and custom-profile name. */
export const NAME_MAX = 40;
export const DESCRIPTION_MAX = 255;
export const EDIT_USER_EMAIL_MAX = 64;
/** How long the link that confirms a user's new e-mail works (ours). */
export const EMAIL_CHANGE_LINK_TTL_HOURS = 48;
export const GROUP_NAME_MAX = 30;
export const BIRTHDATE_MIN_AGE_YEARS = 10;
export const BIRTHDATE_MAX_AGE_YEARS = 100;

// --- Reports ---

export const REPORT_BACKOFFICE_MONTHS = 7;
export const REPORT_RANGE_MAX_MONTHS_BACK = 6;
export const REPORT_RANGE_MAX_DAYS = 31;
export const REPORT_CUSTOMER_MIN_MONTHS_BACK = 6;
export const REPORT_PRICE_DECIMALS = 3;
export const CURRENCY_DECIMALS = 2;
/** PF 5: a single-date picker's default minimum. */
export const DATE_PICKER_DEFAULT_MIN_MONTHS_BACK = 5;

// --- Shell timings and layout ---

/** Above this the badge shows notificationMessages.overflow ('9+'). */
export const BADGE_MAX = 9;
export const MFA_REDIRECT_DELAY_MS = 5000;
export const VIRTUAL_SELLER_DELAY_MS = 5000;
export const VIRTUAL_SELLER_GAP_MS = 1500;
export const EXTRA_NOTIFICATIONS_DELAY_MS = 650;
export const BANNER_MIN_WIDTH_PX = 1280;
export const ACCESS_DENIED_PROGRESS_TICK_MS = 50;
export const ACCESS_DENIED_PROGRESS_STEP_PERCENT = 0.56;
/** "About 9 seconds": the ticks needed to fill 100 % at 0.56 % per 50 ms (179 ticks = 8950 ms). */
export const ACCESS_DENIED_REDIRECT_MS =
  Math.ceil(100 / ACCESS_DENIED_PROGRESS_STEP_PERCENT) * ACCESS_DENIED_PROGRESS_TICK_MS;
export const ROTATING_MESSAGE_MS = 4000;
export const DROPDOWN_MAX_HEIGHT_VH = 32;
export const NOTIFICATIONS_MENU_HEIGHT_PX = 450;
export const OMBUDSMAN_RESET_DELAY_MS = 1000;
export const SIDEBAR_WIDTH_PX = {
  newOpen: 270,
  newClosed: 65,
  oldOpen: 225,
  oldClosed: 54,
} as const;
export const TOP_BAR_HEIGHT_PX = 64;
export const DRAWER_WIDTH = {
  genericVw: 80,
  defaultVw: 60,
  defaultMinPx: 700,
  defaultMaxPx: 900,
  filterPx: 350,
  savedSearchPx: 480,
} as const;

// --- Trial and cookies ---

export const TRIAL_DAYS = 7;
export const TRIAL_BALANCE_DELAY_MS = 225;
export const TRIAL_EXPIRY_DIALOG_DELAY_MS = 700;
export const COOKIE_CONSENT_DAYS = 365;

// --- Notification relative dates: Hoje, Ontem, n dias (< 7), n semanas (< 30), n meses (< 365) ---

export const RELATIVE_DAYS_BELOW_DAYS = 7;
export const RELATIVE_WEEKS_BELOW_DAYS = 30;
export const RELATIVE_MONTHS_BELOW_DAYS = 365;

// --- Terms of use and privacy policy ---

/** Access is restricted overnight by default; weekends are configured apart. */
export const DEFAULT_RESTRICTED_HOURS = { start: '21:00', end: '07:00' } as const;
/** Support hours, Monday to Friday. */
export const SUPPORT_HOURS = { start: '09:00', end: '18:00' } as const;
export const SLA_BUSINESS_HOURS = { answer: 24, workaround: 48, fix: 72 } as const;
/** Excess consumption is allowed from zero up to this multiple of the plan. */
export const EXCESS_CONSUMPTION_MAX_FACTOR = 2;
export const LIMIT_INCREASE_HOURS = 48;
export const NON_PAYMENT_SUSPENSION_DAYS = 5;
export const RESCISSION_MIN_DAYS = 45;
export const PASSWORD_RENEWAL_MONTHS = 3;
export const DATA_RETENTION_YEARS = { restrictive: 5, general: 10, positiveRegistry: 15 } as const;
export const DATA_SUBJECT_RESPONSE_DAYS = 15;
