/**
 * Ours: the page the portal shows a person whose browser a product sent with a sign-in or sign-out
 * request the portal cannot trust (an unknown product, an address it did not register, a hint
 * that is no ID token of the portal). OIDC Core 3.1.2.6 and RFC 6749 4.1.2.1: the browser is not
 * sent anywhere, and the person is told what happened.
 */
export const productSignOnPageMessages = {
  signInTitle: 'Não foi possível abrir o produto',
  signOutTitle: 'Não foi possível sair pelo produto',
  signInMisconfigured:
    'O produto que você tentou acessar não está configurado corretamente para entrar com a sua conta do Painel. Entre em contato com o suporte e informe o código abaixo.',
  signOutMisconfigured:
    'O produto de onde você veio não está configurado corretamente para encerrar a sua sessão no Painel, que por isso não foi encerrada. Para sair do Painel, use a opção Sair no portal. Se precisar de ajuda, entre em contato com o suporte e informe o código abaixo.',
  supportCode: 'Código para o suporte',
} as const;
