/**
 * Usage metering: what a sibling product is told when a consumption is refused, and
 * the administrators' notice when a group nears its monthly limit. Every text in pt-BR, here once.
 */
export const usageMessages = {
  refusals: {
    USER_NOT_FOUND: 'Usuário não encontrado.',
    USER_NOT_ACTIVE: 'O usuário não está ativo.',
    GROUP_NOT_ACTIVE: 'O grupo do usuário está inativo.',
    PRODUCT_NOT_OWNED: 'A empresa do usuário não contratou este produto.',
    PRODUCT_NOT_GRANTED: 'O perfil de acesso do usuário não permite utilizar este produto.',
    PRODUCT_CLIENT_MISMATCH: 'Este cliente só pode registrar o consumo do seu próprio produto.',
    BLOCKED_FOR_NON_PAYMENT: 'Consumo bloqueado: a empresa está bloqueada por falta de pagamento.',
    OUTSIDE_ACCESS_HOURS: 'Consumo fora do horário de acesso permitido para o grupo do usuário.',
    NO_UNIT_PRICE: 'Não há preço unitário vigente para esta funcionalidade.',
    GROUP_LIMIT_EXCEEDED: 'O grupo atingiu o seu limite de consumo do mês.',
    COMPANY_LIMIT_EXCEEDED: 'A empresa atingiu o seu limite de consumo do mês.',
    TOO_LATE: 'Evento antigo demais: só são aceitos eventos dos últimos 35 dias.',
    IN_FUTURE: 'Evento com data no futuro.',
    CORRECTION_EXCEEDS_USAGE:
      'A correção é maior que o consumo do usuário nesta funcionalidade no mês do evento.',
  },
  /** Back office date range: longer than REPORT_RANGE_MAX_DAYS (ours: the spec names the rule, not its text). */
  reportRangeTooLong: 'O período não pode ser maior que 31 dias.',
  reportPeriodRequired: 'Informe o mês ou o período.',
  /** The portal's report takes a month and year only; a date range is the back office's. */
  reportRangeBackofficeOnly: 'No portal, o relatório é por mês: informe o mês e o ano.',
  quantityZero: 'A quantidade não pode ser zero.',
  quantityPositive: 'A quantidade deve ser positiva.',
  quantityOutOfRange: 'A quantidade deve estar entre -100.000 e 100.000.',
  limitNotice: (groupName: string, percent: number) =>
    percent >= 100
      ? `O grupo ${groupName} atingiu 100% do seu limite de consumo do mês.`
      : `O grupo ${groupName} atingiu ${percent}% do seu limite de consumo do mês.`,
} as const;
