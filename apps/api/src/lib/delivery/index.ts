/**
 * Delivery of e-mail and SMS. E-mail goes by SMTP (nodemailer, SMTP_URL) and SMS
 * through a provider (the HTTP adapter of sms-http.ts, SMS_URL and SMS_TOKEN). A channel with
 * nothing configured keeps each message in the outbox table, read at /dev/caixa-de-saida, and
 * prints it on the console; in production it only stores (no secrets in a server's log).
 */
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { insertOutboxMessage } from './outbox.repository';
import { httpSmsProvider, type SmsProvider } from './sms-http';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SmsMessage = { to: string; text: string };

export type Delivery = {
  sendMail(m: MailMessage): Promise<void>;
  sendSms(m: SmsMessage): Promise<void>;
};

export type { SmsProvider } from './sms-http';

/** What actually carries an e-mail; SMTP in production, anything in a test. */
export type MailTransport = { send(m: MailMessage): Promise<void> };

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer loads with the first e-mail, not with every process.
  let transporter: Promise<Transporter> | undefined;
  return {
    async send(m) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (
        await transporter
      ).sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
      });
    },
  };
}

export function createDelivery(deps: {
  config: Config;
  db: Db;
  /** Overrides for tests or another provider; by default built from the configuration. */
  mail?: MailTransport;
  sms?: SmsProvider;
}): Delivery {
  const { config, db } = deps;
  const mail = deps.mail ?? (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined);
  const sms =
    deps.sms ?? (config.smsUrl ? httpSmsProvider({ url: config.smsUrl, token: config.smsToken }) : undefined);
  // Printing is for a developer's terminal; a production server or a silenced test run stays quiet.
  const print = config.nodeEnv !== 'production' && config.logLevel !== 'silent';

  async function keep(channel: 'email' | 'sms', recipient: string, subject: string | null, body: string) {
    await insertOutboxMessage(db, { channel, recipient, subject, body });
    if (print) {
      const title =
        channel === 'email' ? `E-mail para ${recipient}: ${subject ?? ''}` : `SMS para ${recipient}`;
      console.log(`\n[caixa de saída] ${title}\n${body}\n`);
    }
  }

  return {
    async sendMail(m) {
      if (mail) return mail.send(m);
      await keep('email', m.to, m.subject, m.text);
    },
    async sendSms(m) {
      if (sms) return sms.send(m);
      await keep('sms', m.to, null, m.text);
    },
  };
}
