/**
 * Report screens, exports, unit prices and the consumption page. The
 * spec's own strings live in account.ts; these are ours where the spec names a screen but not its
 * words (column headers are AA 2.1's).
 */
export const reportMessages = {
  reportsTitle: 'Relatórios',
  reportsIntro: 'Escolha um relatório para consultar.',
  /** Usage of an invoiced month that changed later and was billed on a later invoice. */
  lateUsageBilled: (month: string, amount: string, invoiceNumber: string, credit: boolean) =>
    credit
      ? `O consumo de ${month} diminuiu depois da fatura do mês: ${amount} foi creditado como ajuste na fatura ${invoiceNumber}.`
      : `O consumo de ${month} aumentou depois da fatura do mês: ${amount} foi cobrado como ajuste na fatura ${invoiceNumber}.`,
  consolidatedUsageDescription: 'Quantidade e valor consumidos por produto e funcionalidade no período.',
  filterMonth: 'Mês e ano',
  filterPeriodMode: 'Período',
  periodByMonth: 'Por mês',
  periodByRange: 'Por intervalo de datas',
  startDate: 'Data inicial',
  endDate: 'Data final',
  product: 'Produto',
  allProducts: 'Todos os produtos',
  group: 'Grupo',
  allGroups: 'Todos os grupos',
  noGroup: 'Sem grupo',
  productsEmpty: 'Nenhum produto encontrado',
  groupsEmpty: 'Nenhum grupo encontrado',
  columns: {
    period: 'Período',
    monthYear: 'Mês e ano',
    day: 'Data',
    customerId: 'ID cliente',
    customer: 'Cliente',
    group: 'Grupo',
    product: 'Produto',
    functionality: 'Funcionalidade',
    unitPrice: 'Valor unitário',
    quantity: 'Quantidade',
    amount: 'Valor total',
  },
  tableLabel: 'Consumo consolidado',
  chartTitle: 'Valor total por produto no período',
  chartLabel: 'Gráfico do valor total por produto no período',
  chartEmpty: 'Sem consumo para mostrar no gráfico.',
  /** The export's formats, keyed by id, in the menu's order: the keys are REPORT_EXPORT_FORMATS. */
  exportFormats: { csv: 'CSV (Excel)', xlsx: 'XLSX (Excel)' },
  exportReady: 'Relatório pronto. O download foi aberto em uma nova janela.',
  exportPopupBlocked: 'O navegador bloqueou a nova janela. Use o link abaixo para baixar o relatório.',
  exportDownload: 'BAIXAR',
  exportsTitle: 'Exportações',
  exportsIntro:
    'As exportações dos últimos 7 dias. O link de download expira em poucos minutos; gere outro quando precisar.',
  exportsEmpty: 'Nenhuma exportação nos últimos 7 dias.',
  exportsNewLink: 'GERAR LINK',
  exportsCreatedAt: 'Criada em',
  exportLinkExpired: 'Link de download expirado ou inválido. Gere um novo link em Exportações.',
  exportQueued: 'A exportação é grande e será gerada em segundo plano. Acompanhe o progresso em Exportações.',
  exportLimitReached:
    'Já há 2 exportações em andamento para esta empresa. Aguarde uma terminar para pedir outra.',
  exportNotReady: 'A exportação ainda não terminou. Aguarde e gere o link em Exportações.',
  exportStatus: {
    queued: 'Na fila',
    running: 'Gerando',
    done: 'Pronta',
    failed: 'Falhou — peça a exportação de novo',
  },
  exportProgressLabel: 'Progresso da exportação',
  sheetName: 'Consumo',
  unitPriceTitle: 'Preço Unitário',
  unitPriceIntro: 'Os preços unitários contratados pela sua empresa, por produto e funcionalidade.',
  unitPriceCurrent: 'Preços vigentes',
  unitPriceHistory: 'Histórico de preços',
  unitPriceEmpty: 'Nenhum preço unitário cadastrado.',
  unitPriceHistoryEmpty: 'Nenhuma alteração de preço anterior.',
  unitPriceColumns: {
    product: 'Produto',
    functionality: 'Funcionalidade',
    pricingKind: 'Cobrança',
    unitPrice: 'Valor unitário',
    validFrom: 'Vigente desde',
    validUntil: 'Vigente até',
  },
  pricingKinds: { PER_USE: 'Por uso', PER_USER_MONTH: 'Por usuário/mês' },
  consumptionIntro: 'O consumo do mês até agora, por produto e por grupo, frente aos limites.',
  consumptionByProduct: 'Consumo do mês por produto',
  consumptionByGroup: 'Consumo do mês por grupo',
  consumptionCompany: 'Consumo da empresa no mês',
  consumptionLimit: 'Limite',
  consumptionUsed: 'Consumido',
  consumptionNoLimit: 'Sem limite',
  consumptionEmpty: 'Nenhum consumo neste mês.',
  /** The stand-in product's consumption (development only). */
  standIn: {
    consult: 'Fazer uma consulta',
    consulted: (functionality: string) =>
      `Consulta registrada: ${functionality}. Ela já aparece no consumo consolidado do Painel.`,
    refused: 'Consulta recusada',
    failed: 'Não foi possível registrar a consulta. Tente novamente.',
    seeReport: 'Ver o consumo consolidado',
    signInAgain: 'Sua sessão no produto expirou. Entre novamente pelo Painel.',
  },
} as const;
