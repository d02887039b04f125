/** Session, logout and the error catalogue. */
export const sessionMessages = {
  invalidSession: 'Sua sessão expirou ou está inválida. Faça um novo login para continuar.',
  loggedOut: 'Sua sessão foi encerrada com sucesso.',
  /** Ours: a product asked to end the session without proving it (RP-Initiated Logout), so the person confirms. */
  logoutConfirmTitle: 'Deseja sair do Painel?',
  logoutConfirmBody:
    'Um produto pediu para encerrar sua sessão. Ao sair, você também sai de todos os produtos que abriu pelo Painel.',
  logoutConfirmAction: 'Sair',
  logoutStayAction: 'Continuar conectado',
  sharedLogin:
    'Se sua sessão encerrou antes dos 30 minutos seu login pode estar sendo compartilhado. Para sua segurança, altere sua senha e não compartilhe seu login.',
  defaultError: 'Ocorreu um erro durante a requisição. Por favor tente novamente ou contate o suporte.',
  stateMismatch: 'A conexão com o servidor foi rejeitada por motivos de segurança.',
  // The spec shortens these two with '...'; the whole sentences are ours.
  communicationFailure:
    'Falha ao estabelecer comunicação com o sistema. Verifique sua conexão e tente novamente em alguns instantes.',
  timeLimit:
    'Seu acesso expirou porque o horário liberado para a sua conta terminou. Faça login novamente dentro do horário permitido.',
  expiringTitle: 'Sua sessão está expirando.',
  expiringContinue: 'CONTINUAR SESSÃO',
  endingTitle: 'Sua sessão está se encerrando.',
  endingAcknowledge: 'ENTENDI',
  expiringDesktop: 'Sua sessão está expirando',
  shorterSessionTitle: 'Seu tempo de sessão será menor',
  shorterSessionProceed: 'PROSSEGUIR',
  unsavedLeave: 'Você deseja realmente sair desta página? Todos os dados não salvos serão perdidos.',
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
