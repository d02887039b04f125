/**
 * @painel/domain: the rules of the portal as pure functions, shared by the API and the browser.
 * No I/O, no framework. Each module has a table-driven test beside it.
 */
export * from './messages';
