/**
 * Purposes of use (LGPD) offered by the picker 'Escolha a finalidade de uso *'. The
 * spec gives the shape only; the purposes are ours, after the legal bases of LGPD art. 7.
 */
export const lgpdMessages = {
  // Ours: the picker's states.
  loading: 'Carregando finalidades de uso…',
  loadFailed: 'Não foi possível carregar as finalidades de uso.',
  retry: 'TENTAR NOVAMENTE',
  purposes: {
    1: {
      text: 'Prevenção à fraude',
      description:
        'Confirmar a identidade de pessoas e empresas e evitar fraudes em cadastros, vendas e contratações.',
    },
    2: {
      text: 'Análise de crédito',
      description:
        'Avaliar o risco antes de conceder crédito, financiamento ou venda a prazo (proteção do crédito, LGPD art. 7º, X).',
    },
    3: {
      text: 'Cobrança',
      description: 'Localizar e contatar devedores para cobrar e recuperar valores em aberto.',
    },
    4: {
      text: 'Cumprimento de obrigação legal ou regulatória',
      description:
        'Atender exigências da lei ou de órgãos reguladores, como as de prevenção à lavagem de dinheiro (LGPD art. 7º, II).',
    },
    5: {
      text: 'Exercício regular de direitos',
      description: 'Reunir dados para processos judiciais, administrativos ou arbitrais (LGPD art. 7º, VI).',
    },
    6: {
      text: 'Atualização cadastral',
      description:
        'Manter atualizados os dados de contato de clientes com quem a empresa já tem relacionamento.',
    },
    7: {
      text: 'Validação de identidade por biometria',
      description:
        'Confirmar, com o consentimento do titular, que a pessoa é quem diz ser antes de abrir uma conta ou liberar um serviço.',
    },
    8: {
      text: 'Negociação de dívidas',
      description: 'Oferecer acordos e condições de pagamento a clientes inadimplentes.',
    },
    9: {
      text: 'Recuperação judicial de créditos',
      description: 'Localizar bens e dados de devedores para ações de cobrança na Justiça.',
    },
    10: {
      text: 'Verificação de veículo em negociação',
      description: 'Consultar a situação de um veículo antes de compra, venda, financiamento ou seguro.',
    },
  },
} as const;
