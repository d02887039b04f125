/** Verification code. */
export const mfaMessages = {
  resend: 'Reenviar SMS',
  resent: 'SMS enviado com sucesso!',
  // Ours from here: the spec gives the keys of the verification errors, not the server's texts.
  // The 'failure' text is screenMessages.blockedBody, so the block is told in one wording.
  codeInvalid: 'Código inválido.',
  codeFormat: 'Informe o código de 6 dígitos.',
  attemptsLeft: (n: number) =>
    n === 1
      ? 'Código inválido. Você ainda tem 1 tentativa.'
      : `Código inválido. Você ainda tem ${n} tentativas.`,
  /** An authenticator code already used (at sign-in, say): not a wrong try, the next code will do. */
  codeReused: 'Este código já foi usado. Aguarde o próximo código no aplicativo autenticador e digite-o.',
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
  /** Ours: replacing or resetting one's own factor needs the password and the current code. */
  reauthenticationRequired:
    'Para trocar ou reiniciar a autenticação por dois fatores, confirme sua identidade com a senha atual e o código do fator atual.',
  reauthenticated: 'Identidade confirmada.',
  ownResetDone:
    'Autenticação por dois fatores reiniciada. As suas outras sessões foram encerradas. Cadastre um novo fator.',
  secretUnreadable:
    'Não foi possível verificar o código neste momento. Entre em contato com o administrador da sua conta ou com o suporte para redefinir a autenticação por dois fatores.',
} as const;

/**
 * The code-verification step and the MFA enrolment of 'Privacidade e Segurança'
 * on screen. Our wording: the spec names only 'Reenviar SMS' and the states.
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
  smsSentTo: (phone: string) => `Enviamos um código de 6 dígitos por SMS para ${phone}.`,
  // Ours: the proof asked before the current factor is replaced or reset.
  confirmIdentityTitle: 'Confirme sua identidade',
  confirmIdentityIntro:
    'Para trocar ou reiniciar a autenticação por dois fatores, informe a sua senha atual. Em seguida, pediremos o código do fator que você usa hoje.',
  currentPasswordLabel: 'Senha atual',
  continue: 'CONTINUAR',
  lostFactor:
    'Perdeu o acesso ao celular ou ao aplicativo? Peça ao administrador da sua empresa ou ao nosso atendimento para reiniciar a sua autenticação por dois fatores.',
  codeIntro: 'Agora, confirme com o código do fator que você usa hoje.',
} as const;
