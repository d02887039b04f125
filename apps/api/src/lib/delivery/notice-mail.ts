/**
 * An e-mail that tells a person something happened to their account (no link to follow): plain
 * text for every client plus a simple HTML part. Every word comes from the catalogue; the modules
 * that send one (users: an invitation to an existing address; mfa: a reset or a new factor) pick
 * the paragraphs.
 */
import { accountNoticeMessages as m } from '@painel/domain';
import { escapeHtml } from '../html';
import type { MailMessage } from './index';

export function noticeMail(
  to: { email: string; name?: string | null },
  subject: string,
  paragraphs: readonly string[],
  /** A link to follow after the paragraphs (the new e-mail's confirmation): its label in HTML, the address in both parts. */
  link?: { href: string; label: string },
): MailMessage {
  const first = to.name?.trim().split(/\s+/)[0];
  const opening = [first ? m.greeting(first) : m.greetingNoName, ...paragraphs];
  const text = [...opening, ...(link ? [link.href] : []), m.signature].join('\n\n');
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family: sans-serif; color: #1f2933">',
    ...opening.map(p),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
          `<p style="word-break: break-all; color: #52606d">${escapeHtml(link.href)}</p>`,
        ]
      : []),
    p(m.signature),
    '</body></html>',
  ].join('\n');
  return { to: to.email, subject, text, html };
}
