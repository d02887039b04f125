/** Trial indicator. */
export const trialMessages = {
  daysRemaining: (n: number) => `${n} ${n === 1 ? 'dia restante' : 'dias restantes'}`,
  lastDay: 'Último dia.',
  expired: 'Período expirado.',
  contracting: 'Em contratação.',
  // Ours from here.
  onlyTrial: 'Disponível apenas para contas em período de avaliação.',
  contractRequested: 'Recebemos a sua solicitação de contratação. Em breve entraremos em contato.',
  indicatorName: 'Período de avaliação',
  expiryTitle: 'Seu período de avaliação terminou',
  expiryBody:
    'Esperamos que você tenha aproveitado a avaliação. Para continuar usando a plataforma, solicite a contratação de um plano e nossa equipe entrará em contato.',
  expiryRequest: 'SOLICITAR CONTRATAÇÃO',
  expiryLogout: 'Sair',
  // The start page of an expired trial: why the solutions are locked, and the ways out.
  expiredNotice:
    'Seu período de avaliação terminou e as soluções estão bloqueadas. Você ainda pode contratar um plano, alterar a sua senha ou sair.',
  expiredTooltip: 'Período de avaliação encerrado. Contrate um plano para voltar a usar as soluções.',
} as const;
