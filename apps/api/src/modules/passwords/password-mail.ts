/**
 * The e-mails of the password journeys: the recovery link and the invitation to register a
 * password. Plain text for every client plus a simple HTML part; every word from the catalogue.
 */
import { passwordMailMessages as m } from '@painel/domain';
import type { MailMessage } from '../../lib/delivery';
import { escapeHtml } from '../../lib/html';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function compose(
  to: string,
  subject: string,
  lines: { intro: string; body: string; action: string; link: string; label: string; outro?: string },
): MailMessage {
  const text = [
    lines.intro,
    '',
    lines.body,
    lines.action,
    '',
    lines.link,
    '',
    ...(lines.outro ? [lines.outro, ''] : []),
    m.signature,
  ].join('\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family: sans-serif; color: #1f2933">',
    p(lines.intro),
    p(lines.body),
    p(lines.action),
    `<p><a href="${escapeHtml(lines.link)}">${escapeHtml(lines.label)}</a></p>`,
    `<p style="word-break: break-all; color: #52606d">${escapeHtml(lines.link)}</p>`,
    ...(lines.outro ? [p(lines.outro)] : []),
    p(m.signature),
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function resetMail(user: { email: string; name: string }, link: string): MailMessage {
  return compose(user.email, m.resetSubject, {
    intro: m.resetIntro(firstName(user.name)),
    body: m.resetBody,
    action: m.resetAction,
    link,
    label: m.resetLinkLabel,
    outro: m.resetIgnore,
  });
}

export function inviteMail(
  user: { email: string; name: string },
  link: string,
  validDays: number,
): MailMessage {
  return compose(user.email, m.inviteSubject, {
    intro: m.resetIntro(firstName(user.name)),
    body: m.inviteBody,
    action: m.inviteAction(validDays),
    link,
    label: m.inviteLinkLabel,
  });
}
