/** Shared validation messages. */
export const validationMessages = {
  required: 'Campo obrigatório.',
  invalidCpf: 'Informe um CPF válido.',
  invalidCnpj: 'Informe um CNPJ válido.',
  invalidDate: 'Informe uma data válida.',
  invalidEmail: 'Informe um e-mail válido.',
  invalidPhone: 'Informe um telefone válido.',
  incompleteCpf: 'Informe o CPF completo.',
  maxLength: (n: number) => `Insira no maximo ${n} caracteres.`,
  /** Any field the contracts reject for a reason the spec does not name. */
  invalidValue: 'Valor inválido.',
  /** An id or a number beyond what the database holds. */
  outOfRange: 'Valor fora do intervalo permitido.',
  repeatedItems: 'Há itens repetidos na lista.',
  /** A month typed or sent as anything but MM/AAAA (a payment's or a report's period). */
  invalidPeriod: 'Informe o período no formato MM/AAAA.',
} as const;
