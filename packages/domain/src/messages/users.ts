/** User administration: what the users table, its dialogs and its API answer say. */
export const userMessages = {
  pageTitle: 'Gerenciar usuários',
  columnName: 'Nome',
  columnEmail: 'E-mail',
  columnStatus: 'Status',
  columnGroup: 'Grupo',
  columnProfile: 'Perfil',
  columnMfa: 'Autenticação',
  columnOptions: 'Opções',
  filterName: 'Nome',
  filterEmail: 'E-mail',
  filterStatus: 'Status',
  filterMfa: 'Status de autenticação',
  filterGroup: 'Grupo',
  filterProfile: 'Perfil',
  filterAny: 'Todos',
  tableLabel: 'Usuários',
  addUser: 'ADICIONAR USUÁRIO',
  emails: 'E-mails',
  emailsHint: 'Digite os e-mails e pressione Enter.',
  group: 'Grupo',
  profile: 'Perfil',
  statusActive: 'Ativo',
  statusInactive: 'Inativo',
  mobile: 'Celular',
  cpf: 'CPF',
  birthdate: 'Data de nascimento',
  phone: 'Telefone fixo',
  permissionsTitle: 'Permissões do perfil',
  noPermissions: 'Nenhuma permissão neste perfil.',
  /** One permission read-only, as the profile wizard places it: product › area › action. */
  permissionPath: (product: string, area: string, action: string) => `${product} › ${area} › ${action}`,
  cancel: 'CANCELAR',
  save: 'SALVAR',
  close: 'FECHAR',
  invite: 'ADICIONAR',
  actionEdit: 'Editar',
  actionActivate: 'Ativar',
  actionInactivate: 'Inativar',
  actionViewPermissions: 'Visualizar permissões',
  actionResendLink: 'Reenviar link',
  actionDelete: 'Excluir',
  requestPasswordChangeLabel: 'Solicitar troca de senha',
  actionResetMfa: 'Resetar autenticação por dois fatores',
  actionSecurityQuestion: 'Pergunta de segurança',
  /** Ours: lifting 'Bloqueado por segurança', as the blocked screen promises. */
  actionUnblock: 'Desbloquear',
  unblockTitle: 'Desbloquear usuário',
  unblockConfirm: (name: string) =>
    `O usuário ${name} voltará a ficar Ativo e poderá entrar com a senha atual. Confirme antes com o próprio usuário que foi ele quem tentou entrar. Deseja continuar?`,
  optionsOf: (name: string) => `Opções de ${name}`,
  toggleConfirm: (verb: 'ativar' | 'inativar', name: string) =>
    `Você está prestes a ${verb} o usuário ${name}. Deseja realmente fazer esta ação?`,
  toggleTitle: (verb: 'Ativar' | 'Inativar') => `${verb} usuário`,
  deleteTitle: 'Excluir usuário',
  deleteConfirm: (name: string) =>
    `Você está prestes a excluir o usuário ${name}. Esta ação não poderá ser desfeita. Deseja continuar?`,
  passwordChangeConfirm: (name: string) =>
    `O usuário ${name} ficará bloqueado por segurança até cadastrar uma nova senha pelo link enviado por e-mail. Deseja continuar?`,
  mfaResetTitle: 'Resetar autenticação por dois fatores',
  mfaResetWarning:
    'Recomendamos o recadastro apenas em caso de perda ou troca do número de celular. Deseja continuar?',
  mfaResetSuspended: 'O acesso do usuário ficará suspenso até que ele realize um novo cadastro.',
  securityQuestionTitle: 'Pergunta de segurança',
  securityQuestionAnswer: 'Resposta informada pelo usuário',
  securityQuestionCheck: 'VERIFICAR',
  securityQuestionMatch: 'A resposta confere.',
  securityQuestionNoMatch: 'A resposta não confere.',
  securityQuestionNone: 'O usuário não cadastrou uma pergunta de segurança.',
  securityQuestionAsk: (question: string) => `Pergunte ao usuário: ${question}`,
  /** Ours: the per-user limit of staff's checks. */
  securityQuestionAttemptsLeft: (n: number) =>
    n === 0
      ? 'Nenhuma tentativa restante. Novas verificações deste usuário ficam bloqueadas por 15 minutos.'
      : n === 1
        ? 'Resta 1 tentativa para este usuário.'
        : `Restam ${n} tentativas para este usuário.`,
  securityQuestionLocked:
    'Limite de tentativas atingido para este usuário. Aguarde para verificar a resposta novamente.',
  securityQuestionLockedFor: (minutes: number) =>
    `Limite de tentativas atingido para este usuário. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  // API answers (toasts).
  updated: 'Usuário alterado com sucesso!',
  deleted: 'Usuário excluído com sucesso!',
  invited: 'Convite(s) processado(s).',
  inviteCreated: 'Convite enviado',
  inviteInvalid: 'E-mail inválido',
  linkResent: 'Link reenviado com sucesso!',
  passwordChangeRequested: 'Solicitação de troca de senha enviada com sucesso!',
  unblocked: 'Usuário desbloqueado com sucesso!',
  /** Ours: a new e-mail counts only once its owner confirms it. */
  updatedEmailPending:
    'Usuário alterado com sucesso! O novo e-mail só passa a valer quando o usuário confirmar pelo link que enviamos a ele.',
  emailChangeHint:
    'Ao trocar o e-mail, enviamos um link de confirmação ao novo endereço e um aviso ao atual. A troca só vale após a confirmação, e então as sessões do usuário são encerradas.',
  emailPending: (email: string) => `Troca para ${email} aguardando confirmação.`,
  emailChangeTitle: 'Confirmação de e-mail',
  emailChangeConfirming: 'Confirmando o novo e-mail…',
  emailChangeConfirmed:
    'E-mail confirmado! Por segurança, as sessões abertas foram encerradas: entre no Painel com o novo endereço.',
  emailChangeLinkInvalid:
    'O link de confirmação de e-mail é inválido ou expirou. Peça ao administrador da sua empresa uma nova troca.',
  emailChangeToLogin: 'IR PARA O LOGIN',
  // Refusals.
  notFound: 'Usuário não encontrado.',
  groupNotFound: 'Grupo não encontrado.',
  forbidden: 'Você não tem permissão para realizar esta ação neste usuário.',
  notEditable: 'Somente usuários ativos ou inativos podem ser alterados.',
  notPending: 'O link só pode ser reenviado para usuários pendentes.',
  selfDelete: 'Você não pode excluir o seu próprio usuário.',
  lastAdministrator: 'A empresa precisa de pelo menos um administrador ativo.',
  mfaNotResettable:
    'O recadastro só é possível quando a autenticação por dois fatores está ativa ou suspensa.',
  notBlocked: 'Somente usuários bloqueados por segurança podem ser desbloqueados.',
  passwordChangeNotAllowed: 'A troca de senha só pode ser solicitada para usuários ativos.',
} as const;
