/** @painel/contracts: one zod schema per endpoint and the error-code catalogue, for the API and the web. */
// Before any schema: zod's own messages in Brazilian Portuguese (see zod-locale.ts).
import './zod-locale';

export * from './errors';
export * from './schemas';
export * from './auth';
export * from './session';
export * from './mfa';
export * from './routes';
export * from './audit';
export * from './passwords';
export * from './password-challenge';
export * from './captcha';
export * from './outbox';
export * from './notifications';
export * from './ombudsman';
export * from './trial';
export * from './contract-requests';
export * from './feature-flags';
export * from './analytics';
export * from './purposes-of-use';
export * from './public-config';
export * from './customers';
export * from './paging';
export * from './profiles';
export * from './groups';
export * from './usage';
export * from './reports';
export * from './report-exports';
export * from './own-profile';
export * from './oidc';
export * from './developer-area';
// Light modules (no zod) are also importable alone, e.g. '@painel/contracts/routes', so the
// login page does not download zod: see apps/web/src/lib/api-client.ts.
export * from './users';
export * from './payments';
export * from './bank-files';
export * from './balance';
export * from './nfse';
export * from './pix';
