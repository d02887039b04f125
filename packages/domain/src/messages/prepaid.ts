/**
 * 'Saldo e extrato' (PF 2: the page's name is the spec's; the rest is ours, the spec names the
 * page but not its words).
 */
export const prepaidMessages = {
  intro: 'O saldo pré-pago da sua empresa e o extrato de créditos e débitos.',
  balanceTitle: 'Saldo atual',
  balanceAsOf: (date: string) => `Atualizado com o consumo até ${date}.`,
  lastCredit: 'Último crédito',
  noCredit: 'Nenhum crédito registrado.',
  projection: 'Previsão',
  projectedDays: (days: number) =>
    days === 0 ? 'Saldo esgotado: adquira créditos para continuar consumindo.' : `Dura cerca de ${days} ${days === 1 ? 'dia' : 'dias'} no ritmo dos últimos 30 dias.`,
  noProjection: 'Sem consumo nos últimos 30 dias.',
  statementTitle: 'Extrato',
  statementEmpty: 'Nenhum lançamento no período.',
  statementEmptyHint: 'Escolha outro período para ver créditos e consumo.',
  filterFrom: 'De',
  filterTo: 'Até',
  filterApply: 'FILTRAR',
  columns: { date: 'Data', description: 'Descrição', credit: 'Crédito', debit: 'Débito', balance: 'Saldo' },
  kinds: { COMPRA: 'Compra de créditos', RECARGA: 'Recarga', AJUSTE: 'Ajuste', CONSUMO: 'Consumo dos produtos' },
  consumptionTitle: 'Consumo do mês',
  periodInvalid: 'Informe datas válidas.',
  periodOrder: 'A data inicial deve ser anterior ou igual à data final.',
  periodTooLong: 'O período do extrato pode ter no máximo 366 dias.',
  negativeBalance: 'Saldo negativo: o consumo passou dos créditos adquiridos.',
} as const;
