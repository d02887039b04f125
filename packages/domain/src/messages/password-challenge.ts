/**
 * PF 2 'Code verification screen', mode 'after password change' (AA 2.2: a password change the
 * server answers with an MFA challenge). Ours: the spec names the mode, not its words; the dialog's
 * title and the final message are the spec's (ownPasswordMessages.mfaDialogTitle, changedLoggedOut).
 */
export const passwordChallengeMessages = {
  intro: 'Para concluir a troca de senha, confirme que é você com o código da autenticação por dois fatores.',
  back: 'VOLTAR',
} as const;
