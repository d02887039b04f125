/**
 * The launcher (PF 2 'Product-trail launcher'), the login page's footer, banner and terms dialog
 * (PF 2 'Login screen', 'Terms dialog'), and the stand-in product of development. The spec's
 * verbatim texts (the switcher question, 'Termos e condições de uso', FECHAR, the 5 s toast) are in
 * screenMessages; everything here is our wording. The terms restate PF 6 'Terms of use' and PF 9
 * 'Terms' and 'Privacy policy', in their figures.
 */
export const launcherMessages = {
  intro: 'Escolha a etapa do seu negócio e a solução que você quer usar.',
  lastChoice: 'Sua última escolha',
  trailProducts: (trail: string) => `Soluções de ${trail}`,
  blockedTooltip:
    'Acesso suspenso por pendência de pagamento. Regularize em Pagamentos para voltar a usar as soluções.',
  // Ours: a product the account does not have says so on its card, before any click;
  // the administrator's toast adds the two hints below after PF 6.6's text.
  notOwned: 'Não contratado',
  // Ours: the company has the product, the user's access profile does not include it.
  notGranted: 'Fora do seu perfil de acesso',
  notOwnedTrialAdministrator:
    'Esta solução não está liberada no seu período de teste. Como administrador da conta, você pode contratá-la em Contratar planos.',
  notOwnedAdministrator:
    'Esta solução não faz parte do plano da sua conta. Como administrador, fale com o nosso atendimento para contratá-la.',
  trialIntro: 'Você está no período de teste: experimente as soluções liberadas para a sua conta.',
  backofficeIntro: 'No Backoffice você acompanha os clientes e cuida do que eles veem no Painel.',
  backofficeNotifications: 'Notificações dos clientes',
  backofficeNotificationsHint: 'Escreva avisos, banners e campanhas do vendedor virtual.',
  backofficeFeatureFlags: 'Funcionalidades',
  backofficeFeatureFlagsHint: 'Ligue e desligue funcionalidades por cliente ou usuário.',
  login: {
    contacts: 'Fale conosco',
    privacyPolicy: 'Política de privacidade',
    newTab: '(abre em nova aba)',
    bannerAlt: 'Campanha em destaque: saiba mais',
    sealAlt: 'Selo de site seguro',
    footer: 'Links do rodapé',
  },
  terms: {
    intro: 'Ao acessar o Painel, você concorda com as condições abaixo. Leia com atenção.',
    sections: [
      {
        title: 'Acesso e usuários',
        items: [
          'O administrador da conta visualiza os relatórios de consumo e cria, bloqueia e define o perfil e o nível de acesso dos usuários.',
          'O login é pessoal: cada pessoa usa o seu. Não é permitido compartilhar o login nem usá-lo em acessos simultâneos.',
          'Esperamos que cada usuário ative a verificação em duas etapas (MFA) e recomendamos renovar a senha a cada 3 meses.',
        ],
      },
      {
        title: 'Horários de acesso',
        items: [
          'Por padrão, o acesso fica restrito das 21h às 7h. Os fins de semana têm horários próprios, definidos pelo administrador da conta.',
        ],
      },
      {
        title: 'Suporte',
        items: [
          'O suporte atende de segunda a sexta-feira, das 9h às 18h.',
          'Prazos de atendimento: resposta em até 24 horas úteis, solução de contorno em até 48 horas úteis e correção em até 72 horas úteis.',
        ],
      },
      {
        title: 'Consumo e limites',
        items: [
          'O consumo além do plano pode ser liberado de zero até o dobro do valor do plano contratado.',
          'Um aumento de limite leva até 48 horas para valer.',
        ],
      },
      {
        title: 'Pagamento, suspensão e rescisão',
        items: [
          'Após 5 dias sem pagamento, o acesso às soluções é suspenso até a regularização.',
          'Persistindo a falta de pagamento, o contrato pode ser rescindido após 45 dias.',
        ],
      },
      {
        title: 'Privacidade e proteção de dados',
        items: [
          'Guardamos os dados pelos prazos da lei: informações restritivas por 5 anos, informações em geral por 10 anos e informações do cadastro positivo por 15 anos.',
          'Pedidos dos titulares dos dados (LGPD) são respondidos em até 15 dias.',
        ],
      },
    ],
    privacyPolicyLead: 'Para saber mais, leia a nossa',
  },
  /** The stand-in sibling product of development and the journeys (modules/demo-product). */
  standIn: {
    badge: 'Produto de demonstração',
    signedIn: (product: string, name: string) => `Você entrou no ${product} pelo Painel como ${name}`,
    company: (company: string) => `Empresa: ${company}`,
    backToPortal: 'Voltar ao Painel',
    notFound: 'Produto não encontrado.',
    failed: 'Não foi possível entrar no produto.',
    retry: 'Tentar novamente',
    sessionActive: 'Sua sessão neste produto está ativa.',
    sessionEnded: 'Sua sessão neste produto foi encerrada pelo Painel.',
    noSession: 'Nenhuma sessão neste produto.',
  },
} as const;
