/**
 * E-mails that tell a person something happened to their account (issue 24): someone tried to
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
  notYou:
    'Se não foi você, troque a sua senha imediatamente pela opção "Esqueci minha senha" e avise o administrador da sua empresa.',
} as const;
