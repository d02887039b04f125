/**
 * The e-mail that tells the sales team a trial company asked to contract a plan (Contratar
 * planos). Every value the customer typed is escaped.
 */
import {
  LOGIN_TIME_ZONE,
  maskCpf,
  maskDocument,
  maskPhone,
  passwordMailMessages,
  planOffer,
  plansMessages,
  type ContractablePlan,
} from '@painel/domain';
import type { MailMessage } from '../../lib/delivery';
import { escapeHtml } from '../../lib/html';

export type ContractRequestMailInput = {
  companyName: string;
  companyDocument: string;
  userName: string;
  userEmail: string;
  planType: ContractablePlan | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  cpf: string | null;
  role: string | null;
  purpose: string | null;
  createdAt: Date;
};

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: LOGIN_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

export function contractRequestMail(to: string, input: ContractRequestMailInput): MailMessage {
  const m = plansMessages;
  const none = m.mailNone;
  const plan = input.planType ? planOffer(input.planType) : null;
  const rows: [string, string][] = [
    [m.mailCompany, input.companyName],
    [m.mailDocument, maskDocument(input.companyDocument)],
    [m.mailUser, `${input.userName} <${input.userEmail}>`],
    [m.plan, plan ? `${plan.name} (${m.monthlyFeeLabel(plan.monthlyFeeText)})` : m.mailNoPlan],
    [m.name, input.name ?? none],
    [m.email, input.email ?? none],
    [m.phone, input.phone ? maskPhone(input.phone) : none],
    [m.cpf, input.cpf ? maskCpf(input.cpf) : none],
    [m.role, input.role ?? none],
    [m.purpose, input.purpose ?? none],
    [m.mailSentAt, dateTime.format(input.createdAt)],
  ];
  const text = [
    m.mailIntro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    passwordMailMessages.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.mailIntro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(passwordMailMessages.signature)}</p>`,
  ].join('\n');
  return { to, subject: m.mailSubject(input.companyName), text, html };
}
