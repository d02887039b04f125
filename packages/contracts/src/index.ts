/** @painel/contracts: one zod schema per endpoint and the error-code catalogue, for the API and the web. */
import { z } from 'zod';

// Messages zod writes itself (types, unknown keys) read in Brazilian Portuguese, in both apps;
// the rules of the spec carry their own verbatim messages.
z.config(z.locales.ptBR());

export * from './errors';
export * from './schemas';
export * from './auth';
export * from './session';
export * from './mfa';
export * from './routes';
export * from './audit';
export * from './passwords';
export * from './captcha';
export * from './outbox';
export * from './notifications';
export * from './ombudsman';
export * from './trial';
export * from './feature-flags';
export * from './analytics';
export * from './purposes-of-use';
export * from './public-config';
