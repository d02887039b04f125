/** Paths of the web app's screens (PF 2 'Routes'), named once for routes, links and redirects. */
export const paths = {
  login: '/',
  /** The spec's login address on the panel host; also the first-party OAuth redirect URI. */
  loginAlias: '/login',
  home: '/inicio',
  /** Built in a later issue; the login screen already links to it. */
  passwordRecovery: '/solicitar-troca-de-senha',
} as const;

/** Query parameter that carries the address to return to after login (PF 2). */
export const REDIRECT_PARAM = 'redirectURL';
