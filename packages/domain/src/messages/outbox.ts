/** The development mailbox, /dev/caixa-de-saida. Our wording. */
export const outboxMessages = {
  title: 'Caixa de saída (desenvolvimento)',
  notice:
    'Esta página existe apenas fora de produção. Sem servidor de e-mail ou de SMS configurado, as mensagens ficam guardadas aqui.',
  empty: 'Nenhuma mensagem enviada até agora.',
  channel: 'Canal',
  recipient: 'Destinatário',
  subject: 'Assunto',
  sentAt: 'Enviada em',
  noSubject: '(sem assunto)',
  channels: { email: 'E-mail', sms: 'SMS' },
} as const;
