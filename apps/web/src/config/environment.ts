/**
 * Which first-party environment this page is: the customer portal or the internal back office.
 * The server writes it into index.html (`data-environment`); `vite dev` serves the placeholder
 * unreplaced, so VITE_ENVIRONMENT and then 'portal' stand in.
 */
import type { Environment } from '@painel/contracts';

// A plain check rather than the contract's zod enum: this runs on the login page, which must not
// download zod.
function asEnvironment(value: string | undefined): Environment | null {
  return value === 'portal' || value === 'backoffice' ? value : null;
}

/** Read on each call (cheap), so tests can set the attribute before rendering. */
export function getEnvironment(): Environment {
  return (
    asEnvironment(document.documentElement.dataset.environment) ??
    asEnvironment(import.meta.env.VITE_ENVIRONMENT) ??
    'portal'
  );
}

/**
 * Whether the server runs outside production (development, the demo, the journeys): then a
 * redirectURL may also lead to localhost or an IP literal. The server writes `data-mode` into
 * index.html; `vite dev` serves the placeholder, where the dev server's own flag stands in.
 * Anything else counts as production: strict.
 */
export function allowsDevelopmentHosts(): boolean {
  const mode = document.documentElement.dataset.mode;
  if (mode === 'production') return false;
  if (mode === 'development') return true;
  return mode === '__PAINEL_MODE__' && import.meta.env.DEV;
}
