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
} as const;

/** Trial indicator (PF 2). */
export const trialMessages = {
  daysRemaining: (n: number) => `${n} ${n === 1 ? 'dia restante' : 'dias restantes'}`,
  lastDay: 'Último dia.',
  expired: 'Período expirado.',
  contracting: 'Em contratação.',
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
  invalidClient: 'Aplicação cliente não reconhecida.',
  invalidRedirectUri: 'Endereço de retorno não autorizado para esta aplicação.',
  invalidGrant: 'O código de autorização é inválido ou expirou. Faça login novamente.',
  unsupportedGrant: 'Tipo de concessão não suportado.',
  unsupportedResponseType: 'Tipo de resposta não suportado.',
  environmentDenied: 'Este acesso não está disponível para a sua conta neste ambiente.',
  userInactive: 'Seu usuário está inativo. Entre em contato com o administrador da sua conta.',
  userPending:
    'Seu cadastro ainda não foi concluído. Use o link enviado ao seu e-mail para cadastrar a senha.',
  userBlocked:
    'Seu acesso foi bloqueado por segurança. Solicite a troca de senha para desbloqueá-lo.',
  crossSite: 'Requisição recusada por motivos de segurança.',
  payloadTooLarge: 'Os dados enviados excedem o tamanho permitido.',
  unsupportedMediaType: 'Formato de dados não suportado.',
} as const;
