/** The 'Privacidade e Segurança' page (PF 2 route and menu). Our wording apart from the names. */
export const privacyMessages = {
  title: 'Privacidade e Segurança',
  subtitle: 'Cuide do acesso à sua conta: a sua senha e a autenticação por dois fatores.',
  passwordTitle: 'Senha',
  passwordDescription:
    'Recomendamos trocar a senha a cada 3 meses. Não compartilhe o seu login: ele é pessoal e intransferível.',
} as const;
