/**
 * @painel/domain: the rules of the portal as pure functions, shared by the API and the browser.
 * No I/O, no framework. Each module has a table-driven test beside it.
 */
export * from './access-window';
export * from './forms';
export * from './analytics';
export * from './catalogue';
export * from './chip-input';
export * from './contact';
export * from './dates';
export * from './documents';
export * from './feature-flags';
export * from './format';
export * from './group-messages';
export * from './groups';
export * from './ip-ranges';
export * from './limits';
export * from './login-form';
export * from './masks';
export * from './menu';
export * from './messages';
export * from './mfa';
export * from './graphemes';
export * from './ombudsman';
export * from './own-password';
export * from './password-form';
export * from './password';
export * from './patterns';
export * from './permissions';
export * from './phone';
export * from './product-catalogue';
export * from './profile-messages';
export * from './purposes-of-use';
export * from './recovery-form';
export * from './redirect-safety';
export * from './route-patterns';
export * from './rich-text';
export * from './saved-search';
export * from './session';
export * from './session-window';
export * from './trial';
export * from './uploads';
export * from './usage';
export * from './usage-messages';
export * from './usage-report';
export * from './verification-code';
export * from './widgets';
