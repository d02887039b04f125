/**
 * E-mails that tell a person something happened to their account: someone tried to
 * invite an address that already has an account, and the person's own second factor was reset or
 * replaced. Our wording: the spec has no such e-mails.
 */
export const accountNoticeMessages = {
  greeting: (firstName: string) => `Olá, ${firstName}!`,
  greetingNoName: 'Olá!',
  signature: 'Equipe Painel',
  inviteExistingSubject: 'Tentativa de convite para o Painel',
  inviteExistingBody: (company: string) =>
    `Alguém da empresa ${company} tentou convidar este endereço de e-mail para acessar o Painel, mas você já tem uma conta com ele.`,
  inviteExistingAction:
    'Nenhuma conta nova foi criada e o seu acesso continua como está. Se você deve participar dessa empresa, fale com quem enviou o convite.',
  mfaResetSubject: 'Sua autenticação por dois fatores foi reiniciada',
  mfaResetBody:
    'A autenticação por dois fatores da sua conta no Painel foi reiniciada agora, com a sua senha e o código do fator atual. As suas outras sessões foram encerradas.',
  mfaChangedSubject: 'Novo segundo fator cadastrado',
  mfaChangedBody: (method: string) =>
    `Um novo segundo fator (${method}) foi cadastrado agora na sua conta no Painel.`,
  mfaChangedSessionsEnded: 'As suas outras sessões foram encerradas.',
  emailChangeSubject: 'Confirme o seu novo e-mail de acesso ao Painel',
  emailChangeBody: (company: string) =>
    `O administrador da empresa ${company} informou este endereço como o novo e-mail de acesso da sua conta no Painel.`,
  emailChangeAction: (hours: number) =>
    `Para confirmar, abra o link abaixo em até ${hours} horas. Depois da confirmação, as sessões abertas serão encerradas e você entrará com este endereço.`,
  emailChangeLinkLabel: 'CONFIRMAR NOVO E-MAIL',
  emailChangeIgnore: 'Se você não esperava esta troca, ignore este e-mail: nada muda sem a confirmação.',
  emailChangeOldSubject: 'Pedido de troca do seu e-mail de acesso ao Painel',
  emailChangeOldBody: (company: string, email: string) =>
    `O administrador da empresa ${company} pediu a troca do seu e-mail de acesso ao Painel para ${email}. A troca só vale quando o novo endereço confirmar.`,
  emailChangeOldAction:
    'Se você não pediu esta troca, fale com o administrador da sua empresa antes que ela seja confirmada.',
  emailChangeExistingSubject: 'Tentativa de troca de e-mail no Painel',
  emailChangeExistingBody: (company: string) =>
    `Alguém da empresa ${company} tentou usar este endereço como e-mail de acesso de um usuário do Painel, mas você já tem uma conta com ele. Nada foi alterado.`,
  notYou:
    'Se não foi você, troque a sua senha imediatamente pela opção "Esqueci minha senha" e avise o administrador da sua empresa.',
} as const;
