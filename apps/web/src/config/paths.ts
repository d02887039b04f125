/** Paths of the web app's screens (PF 2 'Routes'), named once for routes, links and redirects. */
// The light module alone: the login page must not download zod (see lib/api-client.ts).
import { emailChangeLinkPath, passwordLinkPaths, productSsoPortalPaths } from '@painel/contracts/routes';

export const paths = {
  login: '/',
  /** The spec's login address on the panel host; also the first-party OAuth redirect URI. */
  loginAlias: '/login',
  home: '/inicio',
  /** 'Solicitação de troca de senha'; the login screen links to it. */
  passwordRecovery: '/solicitar-troca-de-senha',
  /** 'Alteração de senha' and 'Cadastrar Senha', opened from e-mailed links (contracts' passwordLinkPaths). */
  passwordReset: passwordLinkPaths.reset,
  passwordRegister: passwordLinkPaths.register,
  /** The link e-mailed to a user's new address confirms it here. */
  emailChange: emailChangeLinkPath,
  /** PF 2 'Blocked-access screen': where a third wrong verification code leads. */
  accessBlocked: '/acesso-bloqueado',
  /** Account management home; where a pending MFA validation lands the user. */
  accountHome: '/gestao-da-conta/inicio',
  accountHomeAlias: '/gestao-da-conta/pagina-inicial',
  /** 'Saldo e extrato' with the balance-session flag, otherwise 'Consumo'. */
  balance: '/gestao-da-conta/saldo-e-extrato',
  reports: '/gestao-da-conta/relatorios',
  payments: '/gestao-da-conta/pagamentos',
  unitPrice: '/gestao-da-conta/preco-unitario',
  privacyAndSecurity: '/gestao-da-conta/privacidade-e-seguranca',
  editProfile: '/gestao-da-conta/editar/perfil',
  developerArea: '/gestao-da-conta/area-do-desenvolvedor',
  groupsAndUsers: '/grupos-e-usuarios/grupos',
  /** AA 2.3: the access profiles of the own company. */
  accessProfiles: '/grupos-e-usuarios/perfis',
  /** AA 2.3, back office: a customer's access profiles (the route holds the customer id). */
  backofficeCustomerProfiles: '/clientes/:customerId/editar/perfis',
  /** Back office: find a customer; its page (tabs by route); its groups. */
  backofficeCustomers: '/clientes',
  backofficeCustomer: '/clientes/:customerId',
  backofficeCustomerGroups: '/clientes/:customerId/editar/grupos',
  /** AA 2.4: the whole company's users (portal). */
  users: '/grupos-e-usuarios/usuarios',
  /** AA 2.4, back office: a customer's users (the customer page's 'Usuários' tab links here). */
  backofficeCustomerUsers: '/clientes/:customerId/editar/usuarios',
  /** 'Atividade' (ours): the company's audit trail, and a customer's in the back office. */
  activity: '/gestao-da-conta/atividade',
  backofficeCustomerActivity: '/clientes/:customerId/atividade',
  plans: '/contratar/planos',
  /** The trial user's password (ours: PF 7.4 names only the call). */
  trialPassword: '/alterar-senha',
  /** PF 2 'Access denied page' (ours: the spec names the page, not its path). */
  accessDenied: productSsoPortalPaths.accessDenied,
  /** Back office only (ours): staff write notifications and switch feature flags here. */
  backofficeNotifications: '/backoffice/notificacoes',
  backofficeFeatureFlags: '/backoffice/funcionalidades',
  backofficeProductClients: '/backoffice/produtos-integrados',
  /** Back office (ours): the staff member's own data and password, 'Meu perfil' in the profile menu. */
  backofficeMyProfile: '/backoffice/meu-perfil',
  /** AA 2.1, back office: Relatórios and its consolidated consumption report. */
  backofficeReports: '/relatorios',
  /** Back office: a customer's invoices and NFS-e (the customer page's 'Pagamentos' area). */
  backofficeCustomerPayments: '/clientes/:customerId/pagamentos',
  /** Contratar planos, back office: the trial companies' contract requests. */
  backofficeContractRequests: '/backoffice/solicitacoes-de-contratacao',
  /** PF 2 'Session expired screen': where the countdown sends the user at zero. */
  sessionExpired: '/sessao-expirada',
  /** Ours: a product asked to end the session without its proof (RP-Initiated Logout): the person confirms. */
  logoutConfirmation: productSsoPortalPaths.logoutConfirmation,
} as const;

/**
 * The pages under a private route, as patterns (`:name` is one segment, a final `*` any rest):
 * each is checked by its route's rule, as the menu entry is (domain route-patterns.ts). A private
 * address that neither paths nor these claim is denied.
 */
export const nestedPrivatePaths = {
  groupsAndUsers: [`${paths.groupsAndUsers}/:groupId`],
  backofficeCustomerGroups: [`${paths.backofficeCustomerGroups}/:groupId`],
  reports: [`${paths.reports}/consumo-consolidado`],
  backofficeReports: [`${paths.backofficeReports}/consumo-consolidado`],
} as const satisfies Partial<Record<keyof typeof paths, readonly string[]>>;

/** Query parameter that carries the address to return to after login. */
export const REDIRECT_PARAM = productSsoPortalPaths.redirectParam;
/** Set by GET authorize when a product asks for a fresh sign-in: the login form shows even to a signed-in person. */
export const REAUTHENTICATE_PARAM = productSsoPortalPaths.reauthenticateParam;
