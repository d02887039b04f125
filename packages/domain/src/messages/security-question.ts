/**
 * The own security question (AA 2.2's profile page, AA 6's back-office check): what the
 * section 'Pergunta de segurança' of the own profile and its API say. Ours: the spec names the
 * back-office check, not how a user sets the question.
 */
export const securityQuestionMessages = {
  sectionTitle: 'Pergunta de segurança',
  sectionHint:
    'Se você entrar em contato com o nosso atendimento, pediremos a resposta desta pergunta para confirmar a sua identidade.',
  mfaInactive:
    'A pergunta de segurança só é usada com a autenticação por dois fatores ativa. Cadastre a autenticação por dois fatores para definir a sua pergunta.',
  currentQuestion: (question: string) => `Pergunta cadastrada: ${question}`,
  noQuestion: 'Você ainda não cadastrou uma pergunta de segurança.',
  question: 'Pergunta',
  answer: 'Resposta',
  answerHint: 'A resposta não diferencia maiúsculas, minúsculas nem acentos.',
  questionRequired: 'Selecione uma pergunta.',
  answerRequired: 'Informe a resposta.',
  answerTooShort: (min: number) => `A resposta deve ter ao menos ${min} caracteres.`,
  answerTooLong: (max: number) => `A resposta deve ter no máximo ${max} caracteres.`,
  save: 'SALVAR PERGUNTA',
  saved: 'Pergunta de segurança salva com sucesso!',
  mfaRequired: 'A pergunta de segurança só pode ser cadastrada com a autenticação por dois fatores ativa.',
} as const;
