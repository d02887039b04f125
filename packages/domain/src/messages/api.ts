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
  invalidTarget: 'O recurso pedido não está registrado ou não pode ser pedido desta forma.',
  environmentDenied: 'Este acesso não está disponível para a sua conta neste ambiente.',
  userInactive: 'Seu usuário está inativo. Entre em contato com o administrador da sua conta.',
  userPending:
    'Seu cadastro ainda não foi concluído. Use o link enviado ao seu e-mail para cadastrar a senha.',
  userBlocked: 'Seu acesso foi bloqueado por segurança. Solicite a troca de senha para desbloqueá-lo.',
  crossSite: 'Requisição recusada por motivos de segurança.',
  accountLocked:
    'Muitas tentativas incorretas. Por segurança, o acesso foi suspenso por alguns minutos. Tente novamente mais tarde.',
  accessOutsideHours:
    'Acesso não permitido neste horário. Consulte os dias e horários liberados para o seu grupo com o administrador da sua conta.',
  accessIpDenied:
    'Acesso não permitido a partir deste endereço. Entre em contato com o administrador da sua conta.',
  payloadTooLarge: 'Os dados enviados excedem o tamanho permitido.',
  invalidCharacters: 'Os dados enviados contêm caracteres inválidos.',
  headersTooLarge: 'Os cabeçalhos da requisição excedem o tamanho permitido.',
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
} as const;
