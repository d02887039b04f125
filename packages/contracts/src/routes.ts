/**
 * Paths of the API, under the gateway base `/api` (the spec's {gateway} and {api}). Both apps build
 * URLs from here; the OAuth clients of the two first-party environments are named here too.
 */
export const API_BASE = '/api';

export const apiPaths = {
  authorize: '/oauth2/oauth/authorize',
  token: '/oauth2/oauth/token',
  session: '/oauth2/session',
  health: '/health',
} as const;

export const firstPartyClients = {
  portal: 'painel-portal',
  backoffice: 'painel-backoffice',
} as const;

/** The redirect URI each first-party client registers: its own origin plus this path. */
export const FIRST_PARTY_REDIRECT_PATH = '/login';

/** Web routes the e-mailed password links open, with `?hash=<token>`. */
export const passwordLinkPaths = {
  reset: '/alteracao-de-senha',
  register: '/cadastro-de-senha',
} as const;

/** The web page the e-mailed link that confirms a user's new e-mail opens, with `?hash=<token>`. */
export const emailChangeLinkPath = '/confirmacao-de-email';

/** GET the captcha challenge (contracts captcha.ts has its schema); here so the login page needs no zod. */
export const captchaPaths = { challenge: '/captcha/desafio' } as const;

/** GET the public configuration (contracts public-config.ts has its schema). */
export const publicConfigPaths = { get: '/config' } as const;

/**
 * Pages of the portal GET authorize sends the browser to (the web's config/paths.ts names the
 * same): the login page, carrying the authorize address back in `redirectURL`, and the
 * access-denied page for a product the user may not open. When the product asked for a fresh
 * sign-in (prompt=login, max_age), `reautenticar=1` makes the login page show its form even to a
 * signed-in person, and the authorize address carries `reauth_since` (epoch seconds): a portal
 * sign-in from then on answers it.
 */
export const productSsoPortalPaths = {
  login: '/',
  redirectParam: 'redirectURL',
  reauthenticateParam: 'reautenticar',
  reauthSinceParam: 'reauth_since',
  accessDenied: '/acesso-negado',
  /** Where end_session asks the person to confirm a logout it cannot prove the product asked for. */
  logoutConfirmation: '/sair',
} as const;
