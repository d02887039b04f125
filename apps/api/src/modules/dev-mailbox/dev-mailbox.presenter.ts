/**
 * The development mailbox as JSON and as a small server-rendered pt-BR page. Everything from a
 * message is escaped; then http(s) addresses, and only those, become links. No script: the CSP's
 * script-src 'self' holds, and the <style> block is allowed by style-src 'unsafe-inline'.
 */
import type { OutboxItem } from '@painel/contracts';
import { SAO_PAULO_TIME_ZONE, outboxMessages } from '@painel/domain';
import { escapeHtml, htmlPage } from '../../lib/html';

type OutboxRow = {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
};

export function presentOutboxItem(row: OutboxRow): OutboxItem {
  return {
    id: String(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

// Stops at white space, quotes and angle brackets; trailing punctuation is left outside the link.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]}]+$/;

/** Escapes `text` and turns each http(s) address into a link that opens in a new tab. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    candidate = candidate.slice(0, candidate.length - trailing.length);
    html += escapeHtml(text.slice(last, start));
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    html += href
      ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(candidate)}</a>`
      : escapeHtml(candidate);
    last = start + candidate.length;
  }
  return html + escapeHtml(text.slice(last));
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2933; }
  h1 { font-size: 1.5rem; }
  .aviso { color: #52606d; }
  article { border: 1px solid #d9e2ec; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f5f7fa; padding: .75rem; border-radius: 4px; margin: 0; }
  .canal { display: inline-block; padding: 0 .5rem; border-radius: 4px; background: #e0e8f9; }
`;

export function renderOutboxPage(items: OutboxItem[]): string {
  const m = outboxMessages;
  const articles = items.map((item) => {
    const when = dateTime.format(new Date(item.createdAt));
    return `<article>
  <dl>
    <dt>${escapeHtml(m.channel)}</dt><dd><span class="canal">${escapeHtml(m.channels[item.channel])}</span></dd>
    <dt>${escapeHtml(m.recipient)}</dt><dd>${escapeHtml(item.recipient)}</dd>
    <dt>${escapeHtml(m.subject)}</dt><dd>${escapeHtml(item.subject ?? m.noSubject)}</dd>
    <dt>${escapeHtml(m.sentAt)}</dt><dd><time datetime="${escapeHtml(item.createdAt)}">${escapeHtml(when)}</time></dd>
  </dl>
  <pre>${linkify(item.body)}</pre>
</article>`;
  });
  return htmlPage({
    title: m.title,
    style: STYLE,
    body: `<main>
<h1>${escapeHtml(m.title)}</h1>
<p class="aviso">${escapeHtml(m.notice)}</p>
${articles.length ? articles.join('\n') : `<p>${escapeHtml(m.empty)}</p>`}
</main>`,
  });
}
