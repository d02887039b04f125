/** Password set/change rules and the strength meter. */
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
  linkChecking: 'Verificando o link…',
  recoverySentTitle: 'Solicitação enviada',
  rulesTitle: 'A senha deve ter:',
  rulePassed: 'atendida',
  ruleFailed: 'não atendida',
} as const;

/** Own-profile password change and its dialog. */
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

/**
 * Password recovery and invitation e-mails (PF 2 'Password screens'). Our wording:
 * the spec gives only the screens.
 */
export const passwordMailMessages = {
  recoveryRequested:
    'Se os dados estiverem corretos, você receberá em instantes um e-mail com as instruções para a troca de senha.',
  resetSubject: 'Solicitação de troca de senha',
  resetIntro: (firstName: string) => `Olá, ${firstName}!`,
  resetBody: 'Recebemos uma solicitação de troca de senha para a sua conta no Painel.',
  resetAction:
    'Para cadastrar uma nova senha, acesse o link abaixo. Ele é válido por 1 hora e pode ser usado uma única vez:',
  resetLinkLabel: 'Alterar minha senha',
  resetIgnore: 'Se você não fez esta solicitação, ignore este e-mail. Nunca compartilhe este link.',
  inviteSubject: 'Cadastre sua senha no Painel',
  inviteBody: 'Você foi convidado para acessar o Painel.',
  inviteAction: (days: number) =>
    `Para cadastrar a sua senha, acesse o link abaixo. Ele é válido por ${days} dias e pode ser usado uma única vez:`,
  inviteLinkLabel: 'Cadastrar minha senha',
  signature: 'Equipe Painel',
} as const;
