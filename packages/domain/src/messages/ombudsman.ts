/** Ombudsman. */
export const ombudsmanMessages = {
  title: 'Ouvidoria Assertiva',
  phone: 'Telefone',
  ticket: 'Número do protocolo',
  reason: 'Tipo de solicitação',
  request: 'Solicitação',
  send: 'ENVIAR SOLICITAÇÃO',
  cancel: 'CANCELAR',
  close: 'FECHAR',
  counter: (n: number) => `${n} / 2000`,
  success:
    'Sua solicitação foi enviada e será analisada pelo departamento responsável. Em breve entraremos em contato.',
  failure:
    'Não foi possível registrar sua solicitação devido a um erro técnico. Tente novamente mais tarde e, se o problema persistir, entre em contato com o suporte.',
  types: { 1: 'Denúncia', 2: 'Elogio', 3: 'Reclamação', 4: 'Sugestão' },
  // Ours from here: the e-mail that carries a request to the ombudsman's address (PF 3 payload).
  mailSubject: (type: string) => `Ouvidoria Assertiva - ${type}`,
  mailIntro: 'Nova solicitação registrada na Ouvidoria Assertiva.',
  mailRecord: (id: number) => `Registro nº ${id}`,
  mailCompany: 'Empresa',
  mailDocument: 'CNPJ/CPF',
  mailUser: 'Usuário',
  mailEmail: 'E-mail',
  mailSentAt: 'Registrada em',
  mailNoTicket: 'Não informado',
  // Ours: the dialog's hints.
  intro:
    'Registre denúncias, elogios, reclamações e sugestões. Sua solicitação será encaminhada ao departamento responsável.',
  // Ours: the ticket rule that was broken, instead of a generic 'Valor inválido.'.
  ticketDigitsOnly: 'O número do protocolo tem apenas dígitos.',
  ticketAllDigits: 'Para reclamações, informe os 8 dígitos do protocolo (ex.: 00012345).',
  ticketNotReal:
    'Número de protocolo inválido: não pode ser um único dígito repetido nem uma sequência como 12345678.',
  ticketHint: 'Obrigatório para reclamações: os 8 dígitos do protocolo (ex.: 00012345).',
} as const;
