/** Feature flags as staff see them in the back office. Our wording. */
export const featureFlagMessages = {
  descriptions: {
    'balance-session':
      'Mostra "Saldo e extrato" no lugar de "Consumo" em Minha Conta (planos pontuais sempre mostram).',
    'sidebar-mostrar-protestos': 'Mostra Protesto em Minhas Soluções (nunca para contas trial).',
    'new-sidebar': 'Usa a nova versão do menu lateral no portal do cliente.',
  },
  pageTitle: 'Funcionalidades',
  pageIntro:
    'Ligue ou desligue cada funcionalidade para todos os clientes e abra exceções por empresa ou por usuário. A exceção do usuário vale sobre a da empresa, que vale sobre o padrão.',
  defaultOn: 'Ligada para todos por padrão',
  defaultOff: 'Desligada para todos por padrão',
  companies: 'Exceções por empresa',
  users: 'Exceções por usuário',
  noOverrides: 'Nenhuma exceção.',
  companyId: 'Código da empresa',
  add: 'ADICIONAR',
  remove: (name: string) => `Remover exceção de ${name}`,
  overrideOn: (name: string) => `Ligada para ${name}`,
  unsaved: 'Alterações não salvas',
  alreadyListed: 'Já está na lista.',
  save: 'SALVAR',
  discard: 'DESCARTAR',
  saved: 'Funcionalidade atualizada com sucesso!',
  loadFailed: 'Não foi possível carregar as funcionalidades.',
  retry: 'TENTAR NOVAMENTE',
} as const;
