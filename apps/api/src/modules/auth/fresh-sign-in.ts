/**
 * Whether a product's GET authorize may use the portal session as it is, or needs the person to
 * sign in (again) first: OIDC Core 3.1.2.1 `prompt=login`, `max_age` and `id_token_hint`. Pure, so
 * the loop that once bounced a signed-in browser between the login page and authorize cannot come
 * back unnoticed: once the person signed in after `reauthSince`, the answer is always 'proceed'.
 */

export type SignInDecision =
  /** The session answers the request. */
  | 'proceed'
  /** Nobody is signed in here: the login page. */
  | 'signIn'
  /** Somebody is, but the product wants a fresh sign-in (or another person): the login form, shown anyway. */
  | 'reauthenticate';

export function signInDecision(input: {
  /** When the portal session's person last proved who they are; null without a session. */
  authTime: Date | null;
  now: Date;
  prompts: ReadonlySet<string>;
  /** Seconds, already validated as a whole number. */
  maxAge: number | undefined;
  /** Epoch seconds the portal asked for a fresh sign-in at (the way back from the login page). */
  reauthSince: number | undefined;
  /** False when the product's id_token_hint names someone other than the session's person. */
  hintMatches: boolean;
}): SignInDecision {
  const { authTime } = input;
  if (!authTime) return 'signIn';
  // Back from the login form: a sign-in made since the portal asked is the fresh one the product wanted.
  if (input.reauthSince !== undefined)
    return authTime.getTime() >= input.reauthSince * 1000 ? 'proceed' : 'reauthenticate';
  if (input.prompts.has('login')) return 'reauthenticate';
  if (input.maxAge !== undefined && input.now.getTime() - authTime.getTime() > input.maxAge * 1000)
    return 'reauthenticate';
  if (!input.hintMatches) return 'reauthenticate';
  return 'proceed';
}
