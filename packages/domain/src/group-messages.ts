/**
 * The words of the groups area and of the back office's customer pages that
 * the spec does not write: server answers, labels and empty texts of our own. The spec's own texts
 * for groups ('Novo grupo', 'Sem IPs associados ao grupo.', the limit messages…) are in
 * accountMessages.
 */
export const groupMessages = {
  created: 'Grupo criado com sucesso!',
  updated: 'Grupo atualizado com sucesso!',
  nameTaken: 'Já existe um grupo com este nome.',
  notFound: 'Grupo não encontrado.',
  invalidHours: 'Horário de acesso inválido.',
  selfLockout: 'Esta alteração bloquearia o seu próprio acesso: ela não foi salva.',
  // A group-scoped editor keeps the restrictions an administrator set on their group.
  restrictionsLocked:
    'Somente um administrador da empresa pode alterar o limite de consumo, os IPs, os dias e horários de acesso e o status do grupo. Nada foi salvo.',
  restrictionsReadOnly:
    'Limite de consumo, IPs, dias e horários de acesso e status do grupo são definidos por um administrador da empresa: você pode alterar o nome e convidar usuários.',
  /** A group-scoped creator's new group (ours): it takes the creator's group's restrictions. */
  restrictionsInherited:
    'O novo grupo terá o limite de consumo, os IPs e os dias e horários de acesso do seu grupo, que somente um administrador da empresa pode alterar: você define o nome e convida usuários.',
  groupInactive: 'Seu grupo está inativo. Procure o administrador da sua conta.',
  pageSubtitle: 'Gerencie os grupos da empresa: limite de consumo, dias, horários e IPs de acesso.',
  listLabel: 'Grupos',
  nameLabel: 'Nome do grupo',
  limitLabel: 'Limite de consumo',
  monthConsumptionLabel: 'Consumo no mês',
  noLimit: 'Sem limite',
  ipsLabel: 'IPs',
  ipColumn: 'IP ou faixa de IPs',
  addIp: 'ADICIONAR IP',
  removeIp: (ip: string) => `Remover ${ip}`,
  daysLabel: 'Dias de acesso',
  weekdayHours: 'Horário de acesso (segunda a sexta)',
  weekendHours: 'Horário de acesso (sábado e domingo)',
  startTime: 'Início',
  endTime: 'Fim',
  lockedDay: 'Dia não disponível para o cliente',
  // The customer's default days and hours, set by staff, bound every group.
  hoursAdjustedToCustomer:
    'Os dias e horários deste grupo foram ajustados aos dias e horários padrão do cliente, que são os que valem hoje para os usuários do grupo. Salve para manter o grupo assim.',
  customerHoursHint: (parts: readonly string[]) =>
    `Dias e horários permitidos pelo cliente: ${parts.length > 0 ? parts.join('; ') : 'nenhum'}.`,
  customerHoursPart: (days: string, start: string, end: string) => `${days}, das ${start} às ${end}`,
  customerHoursTitle: 'Dias e horários de acesso padrão',
  customerHoursIntro:
    'Os grupos do cliente só podem usar estes dias e horários, e nenhum usuário do cliente acessa fora deles, qualquer que seja o horário do seu grupo.',
  customerHoursSaved: 'Dias e horários padrão do cliente atualizados com sucesso!',
  customerHoursEdit: 'ALTERAR DIAS E HORÁRIOS',
  statusLabel: 'Ativo',
  status: 'Status',
  users: (count: number) => (count === 1 ? '1 usuário' : `${count} usuários`),
  usersTitle: 'Usuários',
  accessDays: 'Dias e horários de acesso',
  consumption: 'Consumo',
  save: 'SALVAR',
  cancel: 'CANCELAR',
  close: 'FECHAR',
  back: 'VOLTAR',
  cancelTitle: 'Cancelar alterações',
  cancelText: 'As alterações feitas serão perdidas. Deseja realmente cancelar?',
  cancelConfirm: 'SIM, CANCELAR',
  keepEditing: 'CONTINUAR EDITANDO',
  switchLabel: 'Modo de abertura dos grupos',
  closedDay: 'Fechado',
  allDay: 'Sem restrição de IP',
  memberName: 'Nome',
  memberEmail: 'E-mail',
  memberStatus: 'Status',
  memberProfile: 'Perfil',
  // The form's profile-and-e-mail rows: the spec names the fields, not these words.
  inviteRowsTitle: 'Convidar usuários',
  inviteRowsHint:
    'Ao salvar, os e-mails informados recebem o convite para o grupo com o perfil de acesso da linha.',
  addProfileRow: 'ADICIONAR MAIS PERFIS',
  removeProfileRow: (row: number) => `Remover a linha ${row} de perfil`,
  profileRowLabel: (row: number) => `Linha ${row} de perfil`,
  // The back office's customers.
  customersTitle: 'Clientes',
  customersSubtitle: 'Encontre um cliente por nome, nome fantasia ou CNPJ.',
  customersSearch: 'Buscar cliente',
  customersSearchButton: 'BUSCAR',
  customersEmpty: 'Nenhum cliente encontrado',
  customerColumn: 'Cliente',
  documentColumn: 'CNPJ/CPF',
  planColumn: 'Plano',
  statusColumn: 'Status',
  usersColumn: 'Usuários',
  planLabels: { PONTUAL: 'Pontual', EXPRESS: 'Express', PADRAO: 'Padrão', TRIAL: 'Teste grátis' },
  customerActive: 'Ativo',
  customerBlocked: 'Bloqueado por inadimplência',
  customerTrial: (days: number) => (days === 1 ? 'Teste: 1 dia restante' : `Teste: ${days} dias restantes`),
  customerTrialExpired: 'Teste encerrado',
  customerTabs: 'Áreas do cliente',
  tabGroups: 'Grupos',
  tabUsers: 'Usuários',
  tabProfiles: 'Perfis de acesso',
  tabActivity: 'Atividade',
  openCustomer: (name: string) => `Abrir ${name}`,
  backToCustomers: 'Voltar para clientes',
  // A customer's sub-pages (Grupos, Usuários, Perfis de acesso) say where they are.
  backToCustomer: 'Voltar para o cliente',
} as const;
