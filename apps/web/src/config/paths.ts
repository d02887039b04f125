/** Paths of the web app's screens (PF 2 'Routes'), named once for routes, links and redirects. */
import { passwordLinkPaths } from '@painel/contracts';

export const paths = {
  login: '/',
  /** The spec's login address on the panel host; also the first-party OAuth redirect URI. */
  loginAlias: '/login',
  home: '/inicio',
  /** 'Solicitação de troca de senha' (PF 2); the login screen links to it. */
  passwordRecovery: '/solicitar-troca-de-senha',
  /** 'Alteração de senha' and 'Cadastrar Senha', opened from e-mailed links (contracts' passwordLinkPaths). */
  passwordReset: passwordLinkPaths.reset,
  passwordRegister: passwordLinkPaths.register,
  /** PF 2 'Blocked-access screen': where a third wrong verification code leads. */
  accessBlocked: '/acesso-bloqueado',
  privacyAndSecurity: '/gestao-da-conta/privacidade-e-seguranca',
  /** PF 2 'Session expired screen': where the countdown sends the user at zero. */
  sessionExpired: '/sessao-expirada',
} as const;

/** Query parameter that carries the address to return to after login (PF 2). */
export const REDIRECT_PARAM = 'redirectURL';
