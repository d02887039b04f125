/** Screens of the shell. */
export const screenMessages = {
  notFoundTitle: 'Página não encontrada',
  notFoundBody: 'O endereço acessado não existe ou foi removido.',
  notFoundAction: 'VOLTAR AO INÍCIO',
  failureTitle: 'Oops!',
  failureSubtitle: 'Algo de errado aconteceu!',
  failureBody: 'Tente recarregar a página. Se o problema persistir, entre em contato com o suporte.',
  failureReload: 'RECARREGAR PÁGINA',
  accessDeniedTitle: 'Acesso Negado!',
  accessDeniedBody: 'Parece que você não possui acesso ao produto escolhido!',
  blockedBody:
    'Seu acesso foi bloqueado por segurança após três tentativas incorretas. Entre em contato com o administrador da sua conta ou com o suporte.',
  blockedBack: 'VOLTAR',
  /** Ours: every way out of the block, after PF's sentence. */
  blockedWaysOut:
    'O administrador da sua conta ou o suporte podem desbloquear o seu acesso. Você também pode desbloqueá-lo sozinho cadastrando uma nova senha em "Esqueci minha senha?".',
  blockedRecover: 'CADASTRAR NOVA SENHA',
  expiredBody: 'Sua sessão foi encerrada por inatividade.',
  expiredTooltip:
    'Por segurança, a sessão é encerrada após um período sem uso, para que ninguém use o seu acesso em um computador esquecido aberto.',
  // Ours: headings and the tooltip's button name on the blocked and expired screens.
  blockedTitle: 'Acesso bloqueado',
  expiredTitle: 'Sessão expirada',
  expiredTooltipLabel: 'Por que a sessão expira?',
  productDenied:
    'Ops! Parece que você não possui acesso ao produto escolhido. Para ter acesso, entre em contato com o administrador da sua conta.',
  greeting: (firstName: string) => `Olá, ${firstName}!`,
  loading: 'Carregando…',
  /** Ours: the button beside a list or section that failed to load. */
  retry: 'Tentar novamente',
  /**
   * Ours: PF 9.14 rotates the loading screen's messages every 4 s (ROTATING_MESSAGE_MS)
   * without naming them; the first is the spinner's own name.
   */
  loadingMessages: [
    'Carregando…',
    'Preparando o seu painel…',
    'Conferindo as suas permissões…',
    'Quase pronto…',
  ],
  /** The brand's wordmark, read by screen readers where the logo is drawn. */
  brandName: 'Painel',
  trailSwitcher: 'Em qual etapa você quer atuar?',
  myAccount: 'Minha Conta',
  mySolutions: 'Minhas Soluções',
  myPlatform: 'Minha plataforma',
  backToStart: 'Voltar ao início',
  mainMenu: 'Menu Principal',
  myProfile: 'MEU PERFIL',
  editProfile: 'Editar perfil',
  accountManagement: 'Gestão da conta',
  cookieConsentAccept: 'ENTENDI',
  termsTitle: 'Termos e condições de uso',
  termsClose: 'FECHAR',
  comingSoon: 'Em breve',
  registrationSuccess: 'Cadastro realizado com sucesso!',
  registrationAccess: 'ACESSAR PLATAFORMA ASSERTIVA',
  clientLink: 'ACESSAR CLIENTE',
  copy: 'Clique para copiar',
  copied: 'Copiado',
  emptyData: 'Nenhum dado encontrado.',
  tableScrollHint: 'Deslize a tabela para o lado para ver todas as colunas.',
} as const;

/** Missing or unreadable data. */
export const fallbackMessages = {
  unavailable: 'Dado indisponível',
  noUserInitials: 'NU',
  noUser: 'No User',
  noGroup: 'Sem grupo',
} as const;
