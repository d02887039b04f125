/**
 * The pt-BR catalogue: every word a user reads, written once, verbatim from the specification
 * (portal-foundation.md "PF" and account-administration.md "AA"). The API and the web both read
 * from here; nothing user-facing is typed anywhere else.
 *
 * Templates take their values through the small functions below (`{n}`, `{date}`, `{HH:mm}`).
 */

/** Shared validation messages (PF 5). */
export const validationMessages = {
  required: 'Campo obrigatório.',
  invalidCpf: 'Informe um CPF válido.',
  invalidCnpj: 'Informe um CNPJ válido.',
  invalidDate: 'Informe uma data válida.',
  invalidEmail: 'Informe um e-mail válido.',
  invalidPhone: 'Informe um telefone válido.',
  incompleteCpf: 'Informe o CPF completo.',
  passwordsDoNotMatch: 'As senhas não conferem.',
  passwordPolicyFailed: 'A senha não cumpre as regras.',
  maxLength: (n: number) => `Insira no maximo ${n} caracteres.`,
  /** Any field the contracts reject for a reason the spec does not name. */
  invalidValue: 'Valor inválido.',
} as const;

/** Login form (PF 5). */
export const loginMessages = {
  emailRequired: 'E-mail é obrigatório.',
  emailInvalid: 'E-mail inválido.',
  passwordRequired: 'Senha é obrigatória.',
  passwordMinLength: 'Senha deve possuir no mínimo 8 caracteres.',
  emailLabel: 'E-mail',
  passwordLabel: 'Senha',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  submit: 'Entrar',
  forgotPassword: 'Esqueci minha senha?',
  backoffice: 'BACKOFFICE',
  /** Our wording: the heading of the login form and the brand panel's tagline. */
  title: 'Acesse sua conta',
  tagline: 'Soluções de dados para o seu negócio',
  copyright: (year: number) => `© ${year} Painel. Todos os direitos reservados.`,
  /** Our choice: the spec does not give the server's wording for a wrong e-mail or password. */
  invalidCredentials: 'E-mail ou senha incorretos. Verifique os dados e tente novamente.',
} as const;

/** Password set/change rules (PF 5) and the strength meter. */
export const passwordMessages = {
  required: 'Senha é obrigatória.',
  confirmRequired: 'Confirmar senha é obrigatório.',
  doNotMatch: 'As senhas não conferem.',
  policyFailed: 'A senha não cumpre as regras.',
  strengthTitle: 'Força da senha',
  strengthLabels: ['Muito fraca', 'Muito fraca', 'Fraca', 'Regular', 'Boa', 'Excelente'] as const,
  // Rule labels of the popper: our wording of the spec's rules.
  rules: {
    minLength: 'No mínimo 8 caracteres',
    special: 'Pelo menos um caractere especial',
    uppercase: 'Pelo menos uma letra maiúscula',
    digit: 'Pelo menos um número',
    noSequences: 'Sem sequências ou termos óbvios (abc, 123, senha, nome da empresa)',
    noTriples: 'Sem três caracteres iguais seguidos',
    maxLength: 'No máximo 100 caracteres',
  },
  changeTitle: 'Alteração de senha',
  changeSubmit: 'CONFIRMAR TROCA DE SENHA',
  changeSuccess: 'Senha alterada com sucesso!',
  registerTitle: 'Cadastrar Senha',
  registerSubmit: 'CONFIRMAR CADASTRO DE SENHA',
  registerSuccess: 'Senha cadastrada com sucesso!',
  recoveryTitle: 'Solicitação de troca de senha',
  recoveryDescription: 'A solicitação será enviada ao e-mail cadastrado.',
  recoveryDocumentLabel: 'CNPJ ou CPF',
  recoveryCpfLabel: 'CPF',
  recoverySubmit: 'SOLICITAR TROCA DE SENHA',
  recoveryBackToLogin: 'ENTRAR COM O E-MAIL E SENHA',
  recoveryCpfRequired: 'CPF é obrigatório.',
  recoveryDocumentRequired: 'Documento é obrigatório.',
  recoveryDocumentInvalid: 'Documento inválido.',
  // Ours from here: the screens' labels and texts the spec does not word.
  newPasswordLabel: 'Nova senha',
  confirmPasswordLabel: 'Confirmar senha',
  changeDescription: 'Crie uma nova senha para acessar a sua conta.',
  registerDescription: 'Crie a senha que você usará para acessar a sua conta.',
  successContinue: 'CONTINUAR',
  linkIncomplete: 'O link utilizado está incompleto. Abra novamente o link recebido por e-mail.',
  recoverySentTitle: 'Solicitação enviada',
  rulesTitle: 'A senha deve ter:',
  rulePassed: 'atendida',
  ruleFailed: 'não atendida',
} as const;

/** Own-profile password change (AA 5) and its dialog (AA 2.2). */
export const ownPasswordMessages = {
  dialogTitle: 'Troca de senha',
  currentPassword: 'Senha atual',
  newPassword: 'Nova Senha',
  confirmNewPassword: 'Confirmar nova senha',
  currentRequired: 'Senha atual é obrigatória.',
  newRequired: 'Nova senha é obrigatória.',
  confirmRequired: 'A confirmação da senha é obrigatória.',
  requirementsNotMet: 'A senha informada não atende os requisitos necessários.',
  doNotMatch: 'As senhas informadas não são correspondentes.',
  mustDiffer: 'A nova senha deve ser diferente em relação à senha atual.',
  mfaDialogTitle: 'Validação autenticação por dois fatores',
  changedLoggedOut: 'Sua senha foi alterada com sucesso!',
  openDialog: 'ALTERAR SENHA',
  cancel: 'CANCELAR',
  confirm: 'CONFIRMAR',
  /** Ours: AA 2.2 says the dialog warns of the logout, not in which words. */
  logoutWarning: 'Ao confirmar, você será desconectado e precisará entrar novamente com a nova senha.',
} as const;

/** The 'Privacidade e Segurança' page (PF 2 route and menu). Our wording apart from the names. */
export const privacyMessages = {
  title: 'Privacidade e Segurança',
  subtitle: 'Cuide do acesso à sua conta: a sua senha e a autenticação por dois fatores.',
  passwordTitle: 'Senha',
  passwordDescription:
    'Recomendamos trocar a senha a cada 3 meses. Não compartilhe o seu login: ele é pessoal e intransferível.',
} as const;

/** Session, logout and the error catalogue (PF 4 and 8). */
export const sessionMessages = {
  invalidSession: 'Sua sessão expirou ou está inválida. Faça um novo login para continuar.',
  loggedOut: 'Sua sessão foi encerrada com sucesso.',
  sharedLogin:
    'Se sua sessão encerrou antes dos 30 minutos seu login pode estar sendo compartilhado. Para sua segurança, altere sua senha e não compartilhe seu login.',
  defaultError: 'Ocorreu um erro durante a requisição. Por favor tente novamente ou contate o suporte.',
  stateMismatch: 'A conexão com o servidor foi rejeitada por motivos de segurança.',
  communicationFailure: 'Falha ao estabelecer comunicação com o sistema...',
  timeLimit: 'Seu acesso expirou...',
  expiringTitle: 'Sua sessão está expirando.',
  expiringContinue: 'CONTINUAR SESSÃO',
  endingTitle: 'Sua sessão está se encerrando.',
  endingAcknowledge: 'ENTENDI',
  expiringDesktop: 'Sua sessão está expirando',
  shorterSessionTitle: 'Seu tempo de sessão será menor',
  shorterSessionProceed: 'PROSSEGUIR',
  unsavedLeave:
    'Você deseja realmente sair desta página? Todos os dados não salvos serão perdidos.',
  unsavedTitle: 'Atenção',
  unsavedBody: 'Você irá perder informações preenchidas. O que deseja fazer?',
  unsavedConfirm: 'FECHAR MESMO ASSIM',
  unsavedCancel: 'CONTINUAR EDITANDO',
  expiredScreenLogin: 'LOGIN',
  logout: 'Sair',
  // Ours from here: the spec names the session dialogs but not their body texts.
  expiringBody:
    'Por segurança, sua sessão será encerrada por inatividade. Para continuar conectado, clique em CONTINUAR SESSÃO.',
  endingBody:
    'O horário de acesso liberado para a sua conta está terminando e a sessão não pode ser renovada. Salve o que estiver fazendo.',
  secondsLeft: (n: number) => (n === 1 ? 'Resta 1 segundo' : `Restam ${n} segundos`),
  expiringDesktopBody: 'Volte ao Painel e clique em CONTINUAR SESSÃO para manter o acesso.',
  shorterSessionBody: (limit: string, renewal: string) =>
    `O acesso liberado para a sua conta termina às ${limit}. Por isso, sua sessão será encerrada nesse horário, e não às ${renewal}, como aconteceria normalmente.`,
  shorterSessionMinutes: (n: number) =>
    n === 1 ? 'Resta 1 minuto de sessão.' : `Restam ${n} minutos de sessão.`,
  shorterSessionTip: 'Dica: imprima ou salve suas consultas antes desse horário para não perder informações.',
} as const;

/** Missing or unreadable data (PF 8). */
export const fallbackMessages = {
  unavailable: 'Dado indisponível',
  noUserInitials: 'NU',
  noUser: 'No User',
  noGroup: 'Sem grupo',
} as const;

/** Verification code (PF 2, 4, 8). */
export const mfaMessages = {
  resend: 'Reenviar SMS',
  resent: 'SMS enviado com sucesso!',
  // Ours from here: the spec gives the keys of the verification errors, not the server's texts.
  // The 'failure' text is screenMessages.blockedBody, so the block is told in one wording.
  codeInvalid: 'Código inválido.',
  codeFormat: 'Informe o código de 6 dígitos.',
  attemptsLeft: (n: number) =>
    n === 1 ? 'Código inválido. Você ainda tem 1 tentativa.' : `Código inválido. Você ainda tem ${n} tentativas.`,
  challengeExpired: 'O código de verificação expirou ou já foi utilizado. Faça login novamente.',
  resendTooEarly: (seconds: number) =>
    seconds === 1
      ? 'Aguarde 1 segundo para solicitar um novo SMS.'
      : `Aguarde ${seconds} segundos para solicitar um novo SMS.`,
  resendUnavailable: 'O reenvio está disponível apenas para códigos enviados por SMS.',
  authenticatorSubject: 'Aplicativo autenticador',
  smsText: (code: string) =>
    `Painel: seu código de verificação é ${code}. Ele vale por 10 minutos. Não compartilhe este código com ninguém.`,
  enrolmentNotFound: 'Nenhum cadastro de autenticação em andamento. Inicie o cadastro novamente.',
  enrolmentRestart: 'Código incorreto por três vezes. Inicie o cadastro novamente.',
  enrolled: 'Autenticação por dois fatores cadastrada com sucesso!',
  notActive: 'A autenticação por dois fatores deste usuário não está ativa.',
} as const;

/**
 * The code-verification step (PF 2, 4) and the MFA enrolment of 'Privacidade e Segurança'
 * (issue 3 item 5) on screen. Our wording: the spec names only 'Reenviar SMS' and the states.
 */
export const mfaScreenMessages = {
  stepTitle: 'Verificação em duas etapas',
  smsInstructions: (subject: string) => `Digite o código de 6 dígitos enviado por SMS para ${subject}.`,
  totpInstructions: 'Digite o código de 6 dígitos exibido no seu aplicativo autenticador.',
  totpRefresh: 'O código do aplicativo muda a cada 30 segundos.',
  codeLabel: 'Código de verificação',
  submit: 'CONFIRMAR',
  resendIn: (seconds: number) =>
    seconds === 1
      ? 'Você poderá reenviar o SMS em 1 segundo.'
      : `Você poderá reenviar o SMS em ${seconds} segundos.`,
  verified: 'Código verificado com sucesso!',
  redirecting: 'Você será redirecionado em instantes.',
  backToLogin: 'Voltar para o login',
  enrolmentTitle: 'Autenticação por dois fatores',
  enrolmentDescription:
    'Além da senha, um código de verificação é pedido a cada login. Assim, ninguém entra na sua conta só com a sua senha.',
  statusLabel: 'Situação',
  currentMethod: (method: string) => `Método cadastrado: ${method}`,
  chooseMethod: 'Como você quer receber os códigos?',
  methodTotpHint: 'Google Authenticator, Microsoft Authenticator ou outro aplicativo compatível.',
  methodSms: 'SMS',
  methodSmsHint: 'Um código por mensagem de texto no seu celular.',
  start: 'CADASTRAR',
  restart: 'CADASTRAR NOVAMENTE',
  cancel: 'CANCELAR',
  qrInstructions:
    'Escaneie o QR Code com o aplicativo autenticador e digite o código de 6 dígitos que ele mostrar.',
  qrAlt: 'QR Code para cadastrar a sua conta no aplicativo autenticador',
  manualKey: 'Não consegue escanear? Digite esta chave no aplicativo:',
  phoneLabel: 'Celular',
  sendCode: 'ENVIAR CÓDIGO',
  smsSentTo: (phone: string) => `Enviamos um código de 6 dígitos por SMS para ${phone}.`,
} as const;

/** Screens of the shell (PF 2). */
export const screenMessages = {
  notFoundTitle: 'Página não encontrada',
  notFoundBody: 'O endereço acessado não existe ou foi removido.',
  notFoundAction: 'VOLTAR AO INÍCIO',
  failureTitle: 'Oops!',
  failureSubtitle: 'Algo de errado aconteceu!',
  failureBody:
    'Tente recarregar a página. Se o problema persistir, entre em contato com o suporte.',
  failureReload: 'RECARREGAR PÁGINA',
  accessDeniedTitle: 'Acesso Negado!',
  accessDeniedBody: 'Parece que você não possui acesso ao produto escolhido!',
  blockedBody:
    'Seu acesso foi bloqueado por segurança após três tentativas incorretas. Entre em contato com o administrador da sua conta ou com o suporte.',
  blockedBack: 'VOLTAR',
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
} as const;

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
  plans: 'Contratar planos',
  profileEntry: 'Meu perfil',
  backofficeGroup: 'Backoffice',
  backofficeNotifications: 'Notificações',
  backofficeFeatureFlags: 'Funcionalidades',
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
    userManagement: 'Cadastre usuários, organize grupos e defina os perfis de acesso.',
    reports: 'Consulte o consumo consolidado por produto e período.',
    profile: 'Atualize os seus dados pessoais.',
    payments: 'Boletos e notas fiscais da sua conta.',
    unitPrice: 'Veja o preço unitário de cada consulta contratada.',
    privacyAndSecurity: 'Troque a sua senha e cuide da verificação em duas etapas.',
    api: 'Credenciais e documentação para integrar as nossas soluções.',
  },
} as const;

/** Filters, tables, pickers (PF 2, 9). */
export const widgetMessages = {
  filters: 'FILTROS',
  filtersChips: 'Filtros:',
  filtersDrawerTitle: 'Filtros',
  filtersDrawerHint: 'Utilize as opções abaixo para exibir apenas as informações desejadas.',
  rowsPerPage: 'Linhas por página:',
  pageRange: (from: number, to: number, count: number) => `${from} - ${to} de ${count}`,
  selectAll: 'Marcar todas',
  unselectAll: 'Desmarcar todas',
  customerLabel: 'Cliente',
  customerEmpty: 'Nenhum cliente encontrado',
  customerNameMissing: 'Nome não informado',
  purposeLabel: 'Escolha a finalidade de uso *',
  tooManyFiles: (n: number) => `Não é possível enviar mais de ${n} arquivos por vez.`,
  unsupportedFiles: (n: number) =>
    n === 1 ? `${n} arquivo não suportado` : `${n} arquivos não suportados`,
  savedSearchTitle: 'Detalhes',
  emptyField: 'Campo vazio',
  yes: 'Sim',
  no: 'Não',
  both: 'Ambos',
  characterCount: (n: number, max: number) => `${n} / ${max}`,
  // Ours from here: the kit's own words, which the spec does not give (issue 4 item 5).
  /** Read after the count on the FILTROS button: 'FILTROS 2 filtros ativos'. */
  filtersActive: (n: number) => (n === 1 ? 'filtro ativo' : 'filtros ativos'),
  clearFilters: 'Limpar filtros',
  removeFilter: (label: string) => `Remover filtro ${label}`,
  applyFilters: 'FILTRAR',
  close: 'Fechar',
  confirm: 'CONFIRMAR',
  cancel: 'CANCELAR',
  expandRow: 'Expandir detalhes',
  collapseRow: 'Recolher detalhes',
  copyFailed: 'Não foi possível copiar.',
  removeChip: (chip: string) => `Remover ${chip}`,
  searchMinChars: (n: number) => `Digite pelo menos ${n} caracteres para pesquisar.`,
  searchEmpty: 'Nenhum resultado encontrado',
  dropzoneInstructions: 'Arraste e solte os arquivos aqui ou',
  dropzoneSelect: 'SELECIONAR ARQUIVOS',
  dropzoneRelease: 'Solte os arquivos para enviá-los.',
  dropzoneAccepted: (extensions: string) => `Formatos aceitos: ${extensions}.`,
  dropzoneMaxFiles: (n: number) => `Até ${n} arquivos por vez.`,
  dropzoneSelected: (n: number) => (n === 1 ? '1 arquivo selecionado' : `${n} arquivos selecionados`),
  opensInNewTab: '(abre em uma nova aba)',
  savedSearch: {
    searchFor: 'Buscar por',
    people: 'Pessoas',
    companies: 'Empresas',
    personName: 'Nome',
    birthdate: 'Data de nascimento',
    companyName: 'Razão social',
    openingDate: 'Data de abertura',
    exactPersonName: 'Nome exato',
    exactCompanyName: 'Razão social exata',
    sex: 'Sexo',
    sexes: { M: 'Masculino', F: 'Feminino' },
    state: 'UF',
    city: 'Cidade',
    district: 'Bairro',
    zipOrStreet: 'CEP ou nome da rua',
    numberFrom: 'Número inicial',
    numberTo: 'Número final',
    complement: 'Complemento',
    preview: 'Pesquisa',
  },
  datePlaceholder: 'DD/MM/AAAA',
  timePlaceholder: 'HH:MM',
} as const;

/**
 * The launcher (PF 2 'Product-trail launcher'), the login page's footer, banner and terms dialog
 * (PF 2 'Login screen', 'Terms dialog'), and the stand-in product of development. The spec's
 * verbatim texts (the switcher question, 'Termos e condições de uso', FECHAR, the 5 s toast) are in
 * screenMessages; everything here is our wording. The terms restate PF 6 'Terms of use' and PF 9
 * 'Terms' and 'Privacy policy', in their figures.
 */
export const launcherMessages = {
  intro: 'Escolha a etapa do seu negócio e a solução que você quer usar.',
  lastChoice: 'Sua última escolha',
  trailProducts: (trail: string) => `Soluções de ${trail}`,
  blockedTooltip:
    'Acesso suspenso por pendência de pagamento. Regularize em Pagamentos para voltar a usar as soluções.',
  trialIntro: 'Você está no período de teste: experimente as soluções liberadas para a sua conta.',
  backofficeIntro: 'No Backoffice você acompanha os clientes e cuida do que eles veem no Painel.',
  backofficeNotifications: 'Notificações dos clientes',
  backofficeNotificationsHint: 'Escreva avisos, banners e campanhas do vendedor virtual.',
  backofficeFeatureFlags: 'Funcionalidades',
  backofficeFeatureFlagsHint: 'Ligue e desligue funcionalidades por cliente ou usuário.',
  login: {
    contacts: 'Fale conosco',
    privacyPolicy: 'Política de privacidade',
    newTab: '(abre em nova aba)',
    bannerAlt: 'Campanha em destaque: saiba mais',
    sealAlt: 'Selo de site seguro',
    footer: 'Links do rodapé',
  },
  terms: {
    intro: 'Ao acessar o Painel, você concorda com as condições abaixo. Leia com atenção.',
    sections: [
      {
        title: 'Acesso e usuários',
        items: [
          'O administrador da conta visualiza os relatórios de consumo e cria, bloqueia e define o perfil e o nível de acesso dos usuários.',
          'O login é pessoal: cada pessoa usa o seu. Não é permitido compartilhar o login nem usá-lo em acessos simultâneos.',
          'Esperamos que cada usuário ative a verificação em duas etapas (MFA) e recomendamos renovar a senha a cada 3 meses.',
        ],
      },
      {
        title: 'Horários de acesso',
        items: [
          'Por padrão, o acesso fica restrito das 21h às 7h. Os fins de semana têm horários próprios, definidos pelo administrador da conta.',
        ],
      },
      {
        title: 'Suporte',
        items: [
          'O suporte atende de segunda a sexta-feira, das 9h às 18h.',
          'Prazos de atendimento: resposta em até 24 horas úteis, solução de contorno em até 48 horas úteis e correção em até 72 horas úteis.',
        ],
      },
      {
        title: 'Consumo e limites',
        items: [
          'O consumo além do plano pode ser liberado de zero até o dobro do valor do plano contratado.',
          'Um aumento de limite leva até 48 horas para valer.',
        ],
      },
      {
        title: 'Pagamento, suspensão e rescisão',
        items: [
          'Após 5 dias sem pagamento, o acesso às soluções é suspenso até a regularização.',
          'Persistindo a falta de pagamento, o contrato pode ser rescindido após 45 dias.',
        ],
      },
      {
        title: 'Privacidade e proteção de dados',
        items: [
          'Guardamos os dados pelos prazos da lei: informações restritivas por 5 anos, informações em geral por 10 anos e informações do cadastro positivo por 15 anos.',
          'Pedidos dos titulares dos dados (LGPD) são respondidos em até 15 dias.',
        ],
      },
    ],
    privacyPolicyLead: 'Para saber mais, leia a nossa',
  },
  /** The stand-in sibling product of development and the journeys (modules/demo-product). */
  standIn: {
    badge: 'Produto de demonstração',
    signedIn: (product: string, name: string) => `Você entrou no ${product} pelo Painel como ${name}`,
    company: (company: string) => `Empresa: ${company}`,
    backToPortal: 'Voltar ao Painel',
    notFound: 'Produto não encontrado.',
    failed: 'Não foi possível entrar no produto.',
    retry: 'Tentar novamente',
  },
} as const;

/** Dates and times (PF 5). */
export const dateMessages = {
  invalid: 'Data inválida.',
  beforeMin: (date: string) => `O mês e ano não podem ser menores que ${date}.`,
  afterMax: 'O mês e ano não podem ser maiores que o mês e ano atuais.',
  rangeStartAfterEnd: 'A data inicial não pode ser maior que a data final.',
  rangeStartBeforeMin: (date: string) => `A data inicial não pode ser menor que ${date}.`,
  rangeEndAfterMax: (date: string) => `A data final não pode ser maior que ${date}.`,
  timeInvalid: 'Horário inválido.',
  timeStartAfterEnd: 'Horário inicial não pode ser maior que o horário final.',
  timeEqual: 'Horário inicial e final não podem ser iguais.',
  timeBeforeMin: (time: string) => `O horário não pode ser menor que ${time}.`,
  timeAfterMax: (time: string) => `O horário não pode ser maior que ${time}.`,
  invalidDateString: 'Erro! Data Inválida.',
  notificationDateFormat: 'Formato de data inválido. Use DD/MM/YYYY ou YYYY-MM-DD.',
  today: 'Hoje',
  yesterday: 'Ontem',
  daysAgo: (n: number) => `${n} dias atrás`,
  weeks: (n: number) => (n === 1 ? '1 semana' : `${n} semanas`),
  months: (n: number) => (n === 1 ? '1 mês' : `${n} meses`),
  years: (n: number) => (n === 1 ? '1 ano' : `${n} anos`),
} as const;

/** Cookie-consent bar (PF 2 'Shell'). Our wording but the button (screenMessages.cookieConsentAccept). */
export const cookieConsentMessages = {
  region: 'Aviso de cookies',
  text: 'Usamos cookies para manter a sua sessão segura e melhorar a sua experiência no portal. Saiba mais na nossa',
  policyLink: 'Política de Privacidade',
  newTab: '(abre em uma nova aba)',
} as const;

/** Connectivity notices (PF 4). */
export const connectivityMessages = {
  offline: 'Sua conexão com a internet foi interrompida.',
  online: 'Sua conexão com a internet foi restabelecida.',
  slow: 'Sua conexão com a internet está lenta. Algumas funcionalidades podem demorar a responder.',
} as const;

/** Ombudsman (PF 2, 5, 8). */
export const ombudsmanMessages = {
  title: 'Ouvidoria Assertiva',
  phone: 'Telefone',
  ticket: 'Número do protocolo',
  reason: 'Tipo de solicitação',
  request: 'Solicitação',
  send: 'ENVIAR SOLICITAÇÃO',
  cancel: 'CANCELAR',
  close: 'FECHAR',
  counter: (n: number) => `${n} / 2000`,
  success:
    'Sua solicitação foi enviada e será analisada pelo departamento responsável. Em breve entraremos em contato.',
  failure:
    'Não foi possível registrar sua solicitação devido a um erro técnico. Tente novamente mais tarde e, se o problema persistir, entre em contato com o suporte.',
  types: { 1: 'Denúncia', 2: 'Elogio', 3: 'Reclamação', 4: 'Sugestão' },
  // Ours from here: the e-mail that carries a request to the ombudsman's address (PF 3 payload).
  mailSubject: (type: string) => `Ouvidoria Assertiva - ${type}`,
  mailIntro: 'Nova solicitação registrada na Ouvidoria Assertiva.',
  mailRecord: (id: number) => `Registro nº ${id}`,
  mailCompany: 'Empresa',
  mailDocument: 'CNPJ/CPF',
  mailUser: 'Usuário',
  mailEmail: 'E-mail',
  mailSentAt: 'Registrada em',
  mailNoTicket: 'Não informado',
  // Ours: the dialog's hints.
  intro: 'Registre denúncias, elogios, reclamações e sugestões. Sua solicitação será encaminhada ao departamento responsável.',
  ticketHint: 'Obrigatório para reclamações: os 8 dígitos do protocolo (ex.: 00012345).',
} as const;

/** Notifications (PF 2, 8). */
export const notificationMessages = {
  title: 'Notificações',
  allTab: 'Todas',
  seeMore: 'Ver mais notificações',
  loadFailed: 'Não conseguimos carregar suas notificações.',
  reload: 'RECARREGAR A PÁGINA',
  empty: 'Sem notificações por enquanto.',
  overflow: '9+',
  // Ours from here: the back office, where staff write notifications.
  audienceAll: 'Todos os clientes',
  audienceCompany: 'Um cliente',
  audienceUser: 'Um usuário',
  created: 'Notificação criada com sucesso!',
  // Ours: the bell and its menu.
  /** `badge` is what the badge shows ('3', '9+'): the name holds the visible text (WCAG 2.5.3). */
  bellLabel: (unread: number, badge: string) =>
    unread === 0 ? 'Notificações, nenhuma não lida' : `Notificações, ${badge} não lida${unread === 1 ? '' : 's'}`,
  unread: 'Não lida',
  markReadHint: 'Clique ou pressione Enter para marcar como lida.',
  loading: 'Carregando notificações…',
  closeMenu: 'Fechar notificações',
  // Ours: extra notifications (banner, virtual seller).
  dismissBanner: 'Fechar aviso',
  sellerRegion: 'Sugestão para você',
  openSeller: (title: string) => `Abrir sugestão: ${title}`,
  closeSeller: 'Fechar sugestão',
  // Ours: the back-office screen.
  backofficeSubtitle: 'Escreva avisos que aparecem no sino do portal dos clientes.',
  newNotification: 'Nova notificação',
  audienceLabel: 'Público',
  companyIdLabel: 'Código do cliente',
  userIdLabel: 'Código do usuário',
  categoryLabel: 'Categoria',
  contentLabel: 'Conteúdo (HTML)',
  contentHelp:
    'Permitido: parágrafos, negrito, itálico, sublinhado, listas, títulos (h3, h4) e links http(s) ou mailto. O restante é removido.',
  preview: 'Pré-visualização',
  previewEmpty: 'O conteúdo aparecerá aqui, como o cliente verá.',
  submit: 'PUBLICAR NOTIFICAÇÃO',
  sentTitle: 'Notificações enviadas',
  sentEmpty: 'Nenhuma notificação enviada ainda.',
  sentLoadFailed: 'Não foi possível carregar as notificações enviadas.',
  retry: 'TENTAR NOVAMENTE',
  audienceToCompany: (name: string) => `Cliente: ${name}`,
  audienceToUser: (name: string) => `Usuário: ${name}`,
  readCount: (n: number) => (n === 1 ? '1 leitura' : `${n} leituras`),
  author: (name: string) => `por ${name}`,
  noPermission: 'Você não tem permissão para escrever notificações.',
  // Ours: extra notifications (banner, redirect, virtual seller) written in the back office.
  kindLabel: 'Tipo de notificação',
  kindRegular: 'Notificação',
  kindExtra: 'Notificação extra',
  extraTypeLabel: 'Formato',
  extraTypeBanner: 'Banner',
  extraTypeRedirect: 'Redirecionamento',
  extraTypeSeller: 'Vendedor virtual',
  redirectPathLabel: 'Caminho no portal (ex.: /contratar/planos)',
  sellerTitleLabel: 'Título',
  sellerTextLabel: 'Texto',
  sellerButtonLabel: 'Texto do botão',
  sellerImageLabel: 'Imagem (endereço https:// ou caminho do portal)',
  sellerCampaignLabel: 'Campanha',
  sellerProductLabel: 'Código do produto',
  sellerColorsLabel: 'Cores (#RRGGBB)',
  colorBackground: 'Cor do fundo',
  colorTitle: 'Cor do título',
  colorText: 'Cor do texto',
  colorButtonBackground: 'Cor do fundo do botão',
  colorButtonText: 'Cor do texto do botão',
  priorityLabel: 'Prioridade (a menor aparece antes)',
  productLabel: 'Produto relacionado (código, opcional)',
  allowedRoutesLabel: 'Mostrar só nestas rotas',
  blockedRoutesLabel: 'Nunca mostrar nestas rotas',
  routesHelp: 'Uma por linha; * no fim vale para o prefixo (ex.: /gestao-da-conta/*). Vazio: todas.',
  variantLabel: 'Variante (info, success, warning, error)',
  eventCategoryLabel: 'Categoria do evento (analytics)',
  eventLabelLabel: 'Rótulo do evento (analytics)',
  submitExtra: 'PUBLICAR NOTIFICAÇÃO EXTRA',
  extraCreated: 'Notificação extra criada com sucesso!',
} as const;

/** Trial indicator (PF 2). */
export const trialMessages = {
  daysRemaining: (n: number) => `${n} ${n === 1 ? 'dia restante' : 'dias restantes'}`,
  lastDay: 'Último dia.',
  expired: 'Período expirado.',
  contracting: 'Em contratação.',
  // Ours from here.
  onlyTrial: 'Disponível apenas para contas em período de avaliação.',
  contractRequested: 'Recebemos a sua solicitação de contratação. Em breve entraremos em contato.',
  indicatorName: 'Período de avaliação',
  expiryTitle: 'Seu período de avaliação terminou',
  expiryBody:
    'Esperamos que você tenha aproveitado a avaliação. Para continuar usando a plataforma, solicite a contratação de um plano e nossa equipe entrará em contato.',
  expiryRequest: 'SOLICITAR CONTRATAÇÃO',
  expiryLogout: 'Sair',
} as const;

/** Feature flags (PF 6) as staff see them in the back office. Our wording. */
export const featureFlagMessages = {
  descriptions: {
    'balance-session': 'Mostra "Saldo e extrato" no lugar de "Consumo" em Minha Conta (planos pontuais sempre mostram).',
    'sidebar-mostrar-protestos': 'Mostra Protesto em Minhas Soluções (nunca para contas trial).',
    'new-sidebar': 'Usa a nova versão do menu lateral no portal do cliente.',
  },
  pageTitle: 'Funcionalidades',
  pageIntro:
    'Ligue ou desligue cada funcionalidade para todos os clientes e abra exceções por empresa ou por usuário. A exceção do usuário vale sobre a da empresa, que vale sobre o padrão.',
  defaultOn: 'Ligada para todos por padrão',
  companies: 'Exceções por empresa',
  users: 'Exceções por usuário',
  noOverrides: 'Nenhuma exceção.',
  companyId: 'Código da empresa',
  userId: 'Código do usuário',
  add: 'ADICIONAR',
  remove: (name: string) => `Remover exceção de ${name}`,
  overrideOn: (name: string) => `Ligada para ${name}`,
  userFallback: (id: number) => `Usuário nº ${id}`,
  unsaved: 'Alterações não salvas',
  alreadyListed: 'Já está na lista.',
  save: 'SALVAR',
  discard: 'DESCARTAR',
  saved: 'Funcionalidade atualizada com sucesso!',
  loadFailed: 'Não foi possível carregar as funcionalidades.',
  retry: 'TENTAR NOVAMENTE',
} as const;

/**
 * Purposes of use (LGPD) offered by the picker 'Escolha a finalidade de uso *' (PF 2, 3, 7). The
 * spec gives the shape only; the purposes are ours, after the legal bases of LGPD art. 7.
 */
export const lgpdMessages = {
  // Ours: the picker's states.
  loading: 'Carregando finalidades de uso…',
  loadFailed: 'Não foi possível carregar as finalidades de uso.',
  retry: 'TENTAR NOVAMENTE',
  purposes: {
    1: {
      text: 'Prevenção à fraude',
      description: 'Confirmar a identidade de pessoas e empresas e evitar fraudes em cadastros, vendas e contratações.',
    },
    2: {
      text: 'Análise de crédito',
      description: 'Avaliar o risco antes de conceder crédito, financiamento ou venda a prazo (proteção do crédito, LGPD art. 7º, X).',
    },
    3: {
      text: 'Cobrança',
      description: 'Localizar e contatar devedores para cobrar e recuperar valores em aberto.',
    },
    4: {
      text: 'Cumprimento de obrigação legal ou regulatória',
      description: 'Atender exigências da lei ou de órgãos reguladores, como as de prevenção à lavagem de dinheiro (LGPD art. 7º, II).',
    },
    5: {
      text: 'Exercício regular de direitos',
      description: 'Reunir dados para processos judiciais, administrativos ou arbitrais (LGPD art. 7º, VI).',
    },
    6: {
      text: 'Atualização cadastral',
      description: 'Manter atualizados os dados de contato de clientes com quem a empresa já tem relacionamento.',
    },
    7: {
      text: 'Validação de identidade por biometria',
      description: 'Confirmar, com o consentimento do titular, que a pessoa é quem diz ser antes de abrir uma conta ou liberar um serviço.',
    },
    8: {
      text: 'Negociação de dívidas',
      description: 'Oferecer acordos e condições de pagamento a clientes inadimplentes.',
    },
    9: {
      text: 'Recuperação judicial de créditos',
      description: 'Localizar bens e dados de devedores para ações de cobrança na Justiça.',
    },
    10: {
      text: 'Verificação de veículo em negociação',
      description: 'Consultar a situação de um veículo antes de compra, venda, financiamento ou seguro.',
    },
  },
} as const;

/** Account administration (AA 2, 5, 8). */
export const accountMessages = {
  reportEmpty: 'Nenhum registro encontrado para o(s) filtro(s) informado(s)',
  reportSelectCustomer: 'Selecione um cliente para visualizar o seu consumo consolidado.',
  reportCustomerRequired: 'Informe o cliente.',
  reportDateNotAllowed: 'Data não permitida. Informe uma data maior.',
  reportExtract: 'EXTRAIR RELATÓRIO',
  reportSearch: 'BUSCAR',
  consolidatedUsage: 'Consumo consolidado',
  totalQuantity: 'Quantidade total',
  totalAmount: 'Valor total',
  totalConsumable: 'Valor total produtos consumíveis',
  totalPerUser: 'Valor total produtos por usuário',
  emptyCurrency: 'R$ -',
  profileTitle: 'Perfil',
  profileSubtitle: 'Mantenha seus dados atualizados.',
  nameRequired: 'Informe o nome.',
  birthdateNotAllowed: 'Data de nascimento não permitida.',
  birthdateInvalid: 'Data de nascimento inválida.',
  mobileInvalid: 'Informe um celular válido.',
  mobileMfaLocked:
    'O celular só poderá ser editado ao cadastrar/recadastrar a autenticação por dois fatores.',
  landlineInvalid: 'Informe um telefone fixo válido.',
  mandatoryPermission: 'Esta permissão é obrigatória para a utilização deste produto.',
  mandatoryFunctionality: 'Esta funcionalidade é obrigatória para a utilização deste produto.',
  profileCreated: 'Perfil criado com sucesso!',
  profileWizardTitle: 'Criar perfil personalizado',
  profileWizardFinish: 'Finalizando o perfil',
  profileCreate: 'CRIAR PERFIL',
  notNow: 'AGORA NÃO',
  addUsers: 'ADICIONAR USUÁRIOS',
  createProfileCard: 'Criar novo perfil',
  accessProfile: 'Perfil de acesso',
  unsavedDrawer: 'Atenção: Você irá perder informações preenchidas',
  usersEmptyGroup: 'Sem usuários associados ao grupo/cliente.',
  usersSearchEmpty: 'Sua busca não retornou nenhum resultado :(',
  usersSearchHint:
    'Tente pesquisar por outras informações associadas ao(s) usuário(s) ou limpe o filtro.',
  filterEmpty: (filterName: string) => `Nenhum ${filterName} encontrado`,
  mfaFilterEmpty: 'Nenhum status de autenticação encontrado',
  noGroupFound: 'Nenhum grupo encontrado',
  noUserFound: 'Nenhum usuário encontrado',
  noProductFound: 'Nenhum produto encontrado',
  editUserTitle: 'Alterar usuário',
  addUsersTitle: 'Adicionar usuário(s)',
  requestPasswordChange: 'Solicitar troca de senha',
  mfaResetDone: 'Solicitação de recadastro concluída com sucesso!',
  groupNameRequired: 'Nome é obrigatório.',
  consumptionLimitInvalid: 'Limite de consumo inválido.',
  consumptionLimitExceeded: 'Você excedeu o limite disponível.',
  consumptionLimitHelper: 'Seu limite de consumo é de',
  ipHint: 'É necessário inserir os IPs com sua respectiva pontuação.',
  profileRepeated: 'O perfil de acesso não pode ser repetido.',
  groupIpsEmpty: 'Sem IPs associados ao grupo.',
  requiredFootnote: 'Os campos marcados com asterisco são de preenchimento obrigatório.',
  newGroup: 'Novo grupo',
  viewGroup: 'Visualizar grupo',
  editGroup: 'Editar grupo',
  groupsAndUsers: 'Grupos e usuários',
  groupTitle: (name: string) => `GRUPO ${name.toLocaleUpperCase('pt-BR')}`,
} as const;

/**
 * Names of the catalogue (PF 1-3, AA 3-4, 9): products, trails, profiles, statuses, week days,
 * notification categories. Product descriptions and trail suggestions are our wording.
 */
export const catalogueMessages = {
  products: {
    1: { name: 'Localize', description: 'Encontre e atualize dados de pessoas e empresas.' },
    2: { name: 'Financeiro', description: 'Saldo, extrato, boletos e notas fiscais.' },
    3: { name: 'Relatórios', description: 'Relatórios de consumo da sua conta.' },
    4: { name: 'Administrativo', description: 'Usuários, grupos e perfis de acesso.' },
    5: { name: 'SMS', description: 'Envie mensagens de texto aos seus clientes.' },
    6: { name: 'Gestão da conta', description: 'Saldo, relatórios, usuários e segurança da conta.' },
    7: { name: 'Geotimize', description: 'Análises geográficas para orientar suas decisões.' },
    9: { name: 'Base Certa', description: 'Enriqueça e atualize a sua base de clientes.' },
    10: { name: 'Autentica', description: 'Confirme identidades com biometria facial.' },
    11: { name: 'Crédito Mix', description: 'Informações de crédito para decidir com segurança.' },
    12: { name: 'Veículos', description: 'Consulte dados de veículos.' },
    13: { name: 'Gestão de Cobrança', description: 'Organize a cobrança e recupere dívidas.' },
    14: { name: 'Webphone', description: 'Ligue para seus clientes pelo navegador.' },
    16: { name: 'Assinaturas', description: 'Colete assinaturas digitais de documentos.' },
    17: { name: 'Análise 360', description: 'Análise de crédito completa de pessoas e empresas.' },
    18: { name: 'Dossiê', description: 'Dados para a recuperação judicial de créditos.' },
    19: { name: 'API', description: 'Integre as nossas soluções aos seus sistemas.' },
    100: { name: 'Protesto', description: 'Protesto de títulos em atraso.' },
  },
  trails: {
    cad: { title: 'Cadastro e Onboarding', suggestion: 'Conheça seu cliente desde o primeiro contato.' },
    cred: { title: 'Crédito e Fraude', suggestion: 'Conceda crédito com segurança e evite fraudes.' },
    rel: { title: 'Relacionamento', suggestion: 'Fale com seus clientes no canal certo.' },
    rec: { title: 'Recuperação', suggestion: 'Recupere valores em aberto com mais eficiência.' },
    mais: { title: 'Mais soluções', suggestion: 'Conheça outras soluções para o seu negócio.' },
  },
  profiles: {
    1: 'Administrador',
    2: 'Financeiro',
    3: 'Operador',
    4: 'Gerente',
    5: 'Administrativo',
    6: 'Atendimento',
    7: 'Squad',
  },
  userStatuses: { 1: 'Ativo', 2: 'Inativo', 3: 'Pendente', 4: 'Bloqueado por segurança' },
  groupStatuses: { 1: 'Ativo', 2: 'Inativo' },
  mfaStatuses: { active: 'Ativo', inactive: 'Inativo', pending: 'Pendente', suspended: 'Suspenso' },
  weekDays: {
    monday: 'Segunda',
    tuesday: 'Terça',
    wednesday: 'Quarta',
    thursday: 'Quinta',
    friday: 'Sexta',
    saturday: 'Sábado',
    sunday: 'Domingo',
  },
  notificationCategories: {
    autentica: 'AUTENTICA',
    assinaturas: 'ASSINATURAS',
    baseCerta: 'BASE CERTA',
    creditoMix: 'CRÉDITO MIX',
    geotimize: 'GEOTIMIZE',
    localize: 'LOCALIZE',
    recupere: 'RECUPERE',
    sms: 'SMS',
    veiculos: 'VEÍCULOS',
    webphone: 'WEBPHONE',
    marketing: 'MARKETING',
    financeiro: 'FINANCEIRO',
    creditCard: 'CARTÃO DE CRÉDITO',
    updates: 'ATUALIZAÇÕES',
    security: 'SEGURANÇA',
  },
} as const;

/** Messages the API answers with for its own error codes (see contracts' error catalogue). */
export const apiMessages = {
  invalidRequest: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
  malformedBody: 'Não foi possível ler os dados enviados.',
  notFound: 'O recurso solicitado não foi encontrado.',
  unauthenticated: 'Sua sessão expirou ou está inválida. Faça um novo login para continuar.',
  forbidden: 'Você não tem permissão para realizar esta ação.',
  tooManyRequests: 'Muitas tentativas em pouco tempo. Aguarde um momento e tente novamente.',
  internal: 'Ocorreu um erro durante a requisição. Por favor tente novamente ou contate o suporte.',
  serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  invalidClient: 'Aplicação cliente não reconhecida.',
  invalidRedirectUri: 'Endereço de retorno não autorizado para esta aplicação.',
  invalidGrant: 'O código de autorização é inválido ou expirou. Faça login novamente.',
  unsupportedGrant: 'Tipo de concessão não suportado.',
  unauthorizedClient: 'Esta aplicação não está autorizada a usar este tipo de concessão.',
  unsupportedResponseType: 'Tipo de resposta não suportado.',
  environmentDenied: 'Este acesso não está disponível para a sua conta neste ambiente.',
  userInactive: 'Seu usuário está inativo. Entre em contato com o administrador da sua conta.',
  userPending:
    'Seu cadastro ainda não foi concluído. Use o link enviado ao seu e-mail para cadastrar a senha.',
  userBlocked:
    'Seu acesso foi bloqueado por segurança. Solicite a troca de senha para desbloqueá-lo.',
  crossSite: 'Requisição recusada por motivos de segurança.',
  accountLocked:
    'Muitas tentativas incorretas. Por segurança, o acesso foi suspenso por alguns minutos. Tente novamente mais tarde.',
  accessOutsideHours:
    'Acesso não permitido neste horário. Consulte os dias e horários liberados para o seu grupo com o administrador da sua conta.',
  accessIpDenied: 'Acesso não permitido a partir deste endereço. Entre em contato com o administrador da sua conta.',
  payloadTooLarge: 'Os dados enviados excedem o tamanho permitido.',
  invalidCharacters: 'Os dados enviados contêm caracteres inválidos.',
  headersTooLarge: 'Os cabeçalhos da requisição excedem o tamanho permitido.',
  outOfRange: 'Valor fora do intervalo permitido.',
  unsupportedMediaType: 'Formato de dados não suportado.',
  captchaInvalid: 'Não foi possível confirmar que você não é um robô. Tente novamente.',
  passwordTooCommon: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.',
  passwordReused: 'A nova senha não pode ser igual às 5 últimas senhas utilizadas.',
  passwordLinkInvalid: 'O link de troca de senha é inválido ou expirou. Solicite uma nova troca de senha.',
  registerLinkInvalid:
    'O link de cadastro de senha é inválido ou expirou. Solicite um novo link ao administrador da sua conta.',
  currentPasswordInvalid: 'A senha atual está incorreta.',
  customerNotFound: 'Cliente não encontrado.',
  userNotFound: 'Usuário não encontrado.',
  repeatedItems: 'Há itens repetidos na lista.',
} as const;

/**
 * Password recovery and invitation e-mails (PF 2 'Password screens', issue 3 item 6). Our wording:
 * the spec gives only the screens.
 */
export const passwordMailMessages = {
  recoveryRequested:
    'Se os dados estiverem corretos, você receberá em instantes um e-mail com as instruções para a troca de senha.',
  resetSubject: 'Solicitação de troca de senha',
  resetIntro: (firstName: string) => `Olá, ${firstName}!`,
  resetBody: 'Recebemos uma solicitação de troca de senha para a sua conta no Painel.',
  resetAction: 'Para cadastrar uma nova senha, acesse o link abaixo. Ele é válido por 1 hora e pode ser usado uma única vez:',
  resetLinkLabel: 'Alterar minha senha',
  resetIgnore: 'Se você não fez esta solicitação, ignore este e-mail. Nunca compartilhe este link.',
  inviteSubject: 'Cadastre sua senha no Painel',
  inviteBody: 'Você foi convidado para acessar o Painel.',
  inviteAction: (days: number) =>
    `Para cadastrar a sua senha, acesse o link abaixo. Ele é válido por ${days} dias e pode ser usado uma única vez:`,
  inviteLinkLabel: 'Cadastrar minha senha',
  signature: 'Equipe Painel',
} as const;

/** The development mailbox, /dev/caixa-de-saida (issue 3 item 7). Our wording. */
export const outboxMessages = {
  title: 'Caixa de saída (desenvolvimento)',
  notice:
    'Esta página existe apenas fora de produção. Sem servidor de e-mail ou de SMS configurado, as mensagens ficam guardadas aqui.',
  empty: 'Nenhuma mensagem enviada até agora.',
  channel: 'Canal',
  recipient: 'Destinatário',
  subject: 'Assunto',
  sentAt: 'Enviada em',
  noSubject: '(sem assunto)',
  channels: { email: 'E-mail', sms: 'SMS' },
} as const;
