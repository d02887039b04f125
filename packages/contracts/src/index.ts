/** @painel/contracts: one zod schema per endpoint and the error-code catalogue, for the API and the web. */
export * from './errors';
export * from './schemas';
export * from './auth';
export * from './session';
export * from './routes';
