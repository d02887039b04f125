/** Keys this app writes to localStorage. Logout clears everything except what is listed as kept. */

/** The cached purposes of use (PF 7 'GET /lgpd/purpose-of-use'): survives logout. */
export const PURPOSES_OF_USE_STORAGE_KEY = 'painel:finalidades-de-uso';

/** The side menu minimised or not (app/shell/app-shell.tsx); cleared on logout like the rest. */
export const SIDEBAR_MINIMISED_STORAGE_KEY = 'painel:menu-lateral-minimizado';

export const STORAGE_KEYS_KEPT_ON_LOGOUT: readonly string[] = [PURPOSES_OF_USE_STORAGE_KEY];
