/**
 * 'Saldo e extrato' (PF 2: the page's name is the spec's; the rest is ours, the spec names the
 * page but not its words).
 */
export const prepaidMessages = {
  /** The page's first line, by how the company pays (balanceBilling). */
  intro: {
    prepaid: 'O saldo pré-pago da sua empresa e o extrato de créditos e débitos.',
    postpaid:
      'Os créditos lançados na conta da sua empresa e o consumo que os abate. O consumo além dos créditos é cobrado na fatura mensal.',
    trial: 'Os créditos do período de teste da sua empresa e o consumo que os abate.',
  },
  balanceTitle: 'Saldo atual',
  balanceAsOf: (date: string) => `Atualizado com o consumo até ${date}.`,
  lastCredit: 'Último crédito',
  noCredit: 'Nenhum crédito registrado.',
  projection: 'Previsão',
  projectedDays: (days: number) =>
    `Dura cerca de ${days} ${days === 1 ? 'dia' : 'dias'} no ritmo dos últimos 30 dias.`,
  /** The projection when nothing is left, by how the company pays. */
  exhausted: {
    prepaid: 'Saldo esgotado: adquira créditos para continuar consumindo.',
    postpaid: 'Créditos esgotados: o consumo continua e é cobrado na fatura mensal.',
    trial: 'Créditos de teste esgotados.',
  },
  noProjection: 'Sem consumo nos últimos 30 dias.',
  statementTitle: 'Extrato',
  statementEmpty: 'Nenhum lançamento no período.',
  statementEmptyHint: 'Escolha outro período para ver créditos e consumo.',
  filterFrom: 'De',
  filterTo: 'Até',
  filterApply: 'FILTRAR',
  columns: { date: 'Data', description: 'Descrição', credit: 'Crédito', debit: 'Débito', balance: 'Saldo' },
  kinds: {
    CONSUMO: 'Consumo dos produtos',
  },
  periodInvalid: 'Informe datas válidas.',
  periodOrder: 'A data inicial deve ser anterior ou igual à data final.',
  periodTooLong: 'O período do extrato pode ter no máximo 366 dias.',
  negativeBalance: {
    prepaid: 'Saldo negativo: o consumo passou dos créditos adquiridos.',
    postpaid: 'O consumo passou dos créditos: o excedente é cobrado na fatura mensal.',
    trial: 'O consumo passou dos créditos de teste.',
  },
} as const;
