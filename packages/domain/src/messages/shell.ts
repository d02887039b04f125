/**
 * The shell (PF 2 'Shell', PF 6 'Menu keys'): side menu, top bar, profile menu, breadcrumbs, the
 * account home and the areas later versions bring. Entry names are the spec's; the rest is ours.
 * Names already in screenMessages (myAccount, mySolutions, myPlatform, backToStart, mainMenu,
 * myProfile, editProfile, accountManagement) are used from there.
 */
export const shellMessages = {
  // Spec names of the 'Minha Conta' entries.
  balance: 'Saldo e extrato',
  consumption: 'Consumo',
  userManagement: 'Gerenciar usuários',
  reports: 'Relatórios',
  profile: 'Perfil',
  payments: 'Pagamentos',
  paymentsBadge: '!',
  unitPrice: 'Preço Unitário',
  privacyAndSecurity: 'Privacidade e Segurança',
  api: 'API',
  // Ours from here.
  // The section's other two pages get entries of their own.
  users: 'Usuários',
  accessProfiles: 'Perfis de acesso',
  usersSection: 'Seções de Gerenciar usuários',
  plans: 'Contratar planos',
  /** Ours: the trial user's password screen (PF 7.4 names only the call). */
  trialPassword: 'Alterar senha',
  profileEntry: 'Meu perfil',
  backofficeGroup: 'Backoffice',
  backofficeNotifications: 'Notificações',
  backofficeFeatureFlags: 'Funcionalidades',
  backofficeProductClients: 'Produtos integrados',
  paymentsBadgeLabel: 'Pagamento pendente',
  sideMenu: 'Menu lateral',
  minimise: 'Minimizar menu',
  maximise: 'Maximizar menu',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  opensInNewTab: '(abre em uma nova aba)',
  helpCenter: 'Central de ajuda',
  profileMenu: (name: string) => `Menu do perfil de ${name}`,
  skipToContent: 'Pular para o conteúdo',
  breadcrumbs: 'Você está em',
  start: 'Início',
  unavailableBody: 'Esta área ainda não está disponível nesta versão do Painel.',
  unavailableHint: 'Enquanto isso, as demais áreas da sua conta continuam disponíveis.',
  backToAccount: 'VOLTAR PARA GESTÃO DA CONTA',
  accessDeniedRedirecting: 'Você será levado ao início em instantes.',
  accessDeniedProgress: 'Tempo até voltar ao início',
  accountHomeSubtitle: (company: string) => `Gerencie a conta de ${company}.`,
  accountHomeLead: 'Escolha uma área para começar.',
  mfaPendingNotice:
    'A sua empresa exige a verificação em duas etapas. Ative-a em Privacidade e Segurança para liberar o acesso às soluções.',
  nonPaymentNotice:
    'O acesso às soluções está suspenso por falta de pagamento. Em Pagamentos você encontra os boletos e as notas fiscais.',
  accountCards: {
    balance: 'Acompanhe o saldo e o extrato da sua conta.',
    consumption: 'Acompanhe o consumo da sua conta por produto.',
    userManagement: 'Organize os grupos da empresa: limites, dias, horários e IPs de acesso.',
    users: 'Convide, encontre e altere os usuários de toda a empresa.',
    accessProfiles: 'Veja e crie os perfis de acesso e o que cada um permite.',
    reports: 'Consulte o consumo consolidado por produto e período.',
    profile: 'Atualize os seus dados pessoais.',
    payments: 'Boletos e notas fiscais da sua conta.',
    unitPrice: 'Veja o preço unitário de cada consulta contratada.',
    privacyAndSecurity: 'Troque a sua senha e cuide da verificação em duas etapas.',
    api: 'Credenciais e documentação para integrar as nossas soluções.',
  },
} as const;
