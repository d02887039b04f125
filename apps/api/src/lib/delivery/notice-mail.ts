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
): MailMessage {
  const first = to.name?.trim().split(/\s+/)[0];
  const lines = [first ? m.greeting(first) : m.greetingNoName, ...paragraphs, m.signature];
  const text = lines.join('\n\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family: sans-serif; color: #1f2933">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to: to.email, subject, text, html };
}
