/** Login form. */
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
  /** Our wording: a product asked for a fresh sign-in (OIDC prompt=login or max_age), so the form shows to a signed-in person. */
  reauthenticateTitle: 'Confirme que é você',
  reauthenticateBody: 'Para continuar no produto, entre novamente com seu e-mail e senha.',
  /** Our choice: the spec does not give the server's wording for a wrong e-mail or password. */
  invalidCredentials: 'E-mail ou senha incorretos. Verifique os dados e tente novamente.',
} as const;
