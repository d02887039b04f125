/**
 * The 'Atividade' view of the audit trail. The spec has no screen for it: every
 * text here is ours, in the spec's voice. Each recorded action has its label; an action this
 * catalogue does not know yet shows as 'Outra ação' with its code, never blank.
 */
export const auditMessages = {
  menuLabel: 'Atividade',
  pageTitle: 'Atividade',
  /** The account home's card. */
  cardText: 'Veja quem fez o quê na conta da empresa, quando e de onde.',
  pageSubtitle: 'Quem fez o quê, com quem, quando e de onde na conta da empresa.',
  backofficeSubtitle: (customerName: string) =>
    `Quem fez o quê, com quem, quando e de onde na conta de ${customerName}.`,
  tableLabel: 'Registro de atividade',
  when: 'Quando',
  who: 'Quem',
  action: 'Ação',
  target: 'Com quem',
  where: 'De onde',
  outcome: 'Resultado',
  changes: 'Alterações',
  showChanges: 'Ver alterações',
  changesTitle: 'Alterações registradas',
  field: 'Campo',
  before: 'Antes',
  after: 'Depois',
  close: 'FECHAR',
  nobody: '—',
  /** A row written by the portal itself (a payment confirmed, an invoice issued, a block applied). */
  systemActor: 'Sistema (automático)',
  /** A staff member's action seen from the customer's portal: the team, not the person. */
  staffActor: 'Equipe de atendimento',
  unknownPlace: 'Não informado',
  emptyTitle: 'Nenhuma atividade encontrada',
  emptyText: 'Não há registros para os filtros escolhidos. Experimente outro período ou remova filtros.',
  filterFrom: 'De',
  filterTo: 'Até',
  filterUser: 'Usuário (e-mail)',
  filterAction: 'Ação',
  filterAnyAction: 'Todas as ações',
  periodInvalid: 'A data inicial deve ser anterior ou igual à final.',
  outcomeDone: 'Concluída',
  outcomeRefused: 'Recusada',
  otherAction: (code: string) => `Outra ação (${code})`,
} as const;
