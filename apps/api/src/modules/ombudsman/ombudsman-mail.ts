/**
 * The e-mail that carries an ombudsman request to the configured address (PF 3 'Ombudsman
 * payload': subject, body in HTML). Every value the customer typed is escaped.
 */
import {
  LOGIN_TIME_ZONE,
  maskDocument,
  maskPhone,
  ombudsmanMessages,
  passwordMailMessages,
} from '@painel/domain';
import type { MailMessage } from '../../lib/delivery';
import { escapeHtml } from '../../lib/html';

export type OmbudsmanMailInput = {
  id: number;
  type: string;
  companyName: string;
  companyDocument: string;
  userName: string;
  userEmail: string;
  phone: string;
  ticket: string | null;
  request: string;
  createdAt: Date;
};

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: LOGIN_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

export function ombudsmanMail(to: string, input: OmbudsmanMailInput): MailMessage {
  const m = ombudsmanMessages;
  const rows: [string, string][] = [
    [m.reason, input.type],
    [m.mailCompany, input.companyName],
    [m.mailDocument, maskDocument(input.companyDocument)],
    [m.mailUser, input.userName],
    [m.mailEmail, input.userEmail],
    [m.phone, maskPhone(input.phone)],
    [m.ticket, input.ticket ?? m.mailNoTicket],
    [m.mailSentAt, dateTime.format(input.createdAt)],
  ];
  const text = [
    m.mailIntro,
    m.mailRecord(input.id),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${m.request}:`,
    input.request,
    '',
    passwordMailMessages.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.mailIntro)}<br><strong>${escapeHtml(m.mailRecord(input.id))}</strong></p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><strong>${escapeHtml(m.request)}:</strong></p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.request)}</p>`,
    `<p>${escapeHtml(passwordMailMessages.signature)}</p>`,
  ].join('\n');
  return { to, subject: m.mailSubject(input.type), text, html };
}
