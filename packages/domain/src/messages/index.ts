/**
 * The pt-BR catalogue: every word a user reads, written once, verbatim from the specification
 * (portal-foundation.md "PF" and account-administration.md "AA"), one file per area. The API and
 * the web both read from here; nothing user-facing is typed anywhere else.
 *
 * Templates take their values through small functions (`{n}`, `{date}`, `{HH:mm}`).
 */
export * from './account';
export * from './account-notices';
export * from './api';
export * from './audit';
export * from './audit-actions';
export * from './catalogue';
export * from './connectivity';
export * from './cookie-consent';
export * from './dates';
export * from './feature-flags';
export * from './fiscal-data';
export * from './launcher';
export * from './product-clients';
export * from './product-sign-on';
export * from './developer-area';
export * from './lgpd';
export * from './login';
export * from './mfa';
export * from './notifications';
export * from './ombudsman';
export * from './outbox';
export * from './password';
export * from './password-challenge';
export * from './privacy';
export * from './reports';
export * from './screens';
export * from './session';
export * from './shell';
export * from './trial';
export * from './validation';
export * from './widgets';
export * from './users';
export * from './payments';
export * from './boleto';
export * from './prepaid';
export * from './plans';
export * from './security-question';
