/** Cookie-consent bar (PF 2 'Shell'). Our wording but the button (screenMessages.cookieConsentAccept). */
export const cookieConsentMessages = {
  region: 'Aviso de cookies',
  text: 'Usamos cookies para manter a sua sessão segura e melhorar a sua experiência no portal. Saiba mais na nossa',
  policyLink: 'Política de Privacidade',
  newTab: '(abre em uma nova aba)',
} as const;
