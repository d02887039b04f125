/**
 * The page a person sees when a product sent their browser to a front-channel endpoint (GET
 * authorize, RP-initiated logout) with a request the portal refuses without redirecting (OIDC Core
 * 3.1.2.6, RFC 6749 4.1.2.1: an unknown client or an address it did not register is never
 * redirected to, and the user is told). A route opts in with `config.errorPage`; its errors become
 * this page when the browser asks for HTML (a navigation), and stay the JSON of every other error
 * for programs. Self-contained: no script, no request data on the page, a CSP of its own.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { productSsoPortalPaths, type ErrorCode } from '@painel/contracts';
import { brandColors, brandMark, productSignOnPageMessages, screenMessages } from '@painel/domain';
import { escapeHtml, htmlPage } from '../lib/html';

/** Which front-channel request failed: signing in to a product, or signing out from one. */
export type FrontChannelErrorPage = 'signIn' | 'signOut';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A browser navigates here: when it asks for HTML, an error is the page of this kind (front-channel-error-page.ts). */
    errorPage?: FrontChannelErrorPage;
  }
}

/** What a product's registration gets wrong: the person can do nothing about it but tell support. */
const MISCONFIGURED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'VALIDATION_FAILED',
  'INVALID_CLIENT',
  'INVALID_REDIRECT_URI',
  'UNAUTHORIZED_CLIENT',
]);

const TEXT = {
  signIn: {
    title: productSignOnPageMessages.signInTitle,
    misconfigured: productSignOnPageMessages.signInMisconfigured,
  },
  signOut: {
    title: productSignOnPageMessages.signOutTitle,
    misconfigured: productSignOnPageMessages.signOutMisconfigured,
  },
} as const;

// The portal's look (the domain's brandColors and brandMark, as the web's theme and wordmark;
// the layout of the web's centered-page.tsx);
// text colours keep WCAG AA contrast on the background.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:${brandColors.background};color:rgba(0,0,0,.87);font:400 1rem/1.5 Roboto,"Helvetica Neue",Arial,sans-serif}
main{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:48px 32px;text-align:center}
.brand{display:inline-flex;align-items:center;gap:9px;color:${brandColors.primary};font-weight:700;font-size:27px;letter-spacing:-.02em;line-height:1}
.brand svg{width:36px;height:36px}
h1{margin:0;font-size:1.75rem;font-weight:500;line-height:1.25;max-width:560px}
p{margin:0;max-width:560px;color:rgba(0,0,0,.6)}
code{font:500 .95rem/1.4 "Roboto Mono",Consolas,monospace;color:rgba(0,0,0,.87);background:#fff;border:1px solid #dde3ec;border-radius:6px;padding:2px 8px;overflow-wrap:anywhere}
a{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:8px 20px;border-radius:8px;background:${brandColors.primary};color:#fff;font-weight:500;font-size:.9375rem;text-decoration:none}
a:hover{background:${brandColors.primaryDark}}
a:focus-visible{outline:3px solid ${brandColors.primary};outline-offset:3px}
@media (max-width:599.95px){main{padding:32px 16px}}
`;

const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const MARK =
  `<svg viewBox="${brandMark.viewBox}" aria-hidden="true" focusable="false">` +
  `<rect width="64" height="64" rx="${brandMark.cornerRadius}" fill="currentColor"/>` +
  `<path d="${brandMark.letter}" fill="#fff"/>` +
  `<circle cx="${brandMark.dot.cx}" cy="${brandMark.dot.cy}" r="${brandMark.dot.r}" fill="${brandColors.accent}"/></svg>`;

/** The page's HTML: every text escaped, though none of it comes from the request. */
export function frontChannelErrorHtml(page: FrontChannelErrorPage, code: ErrorCode, message: string): string {
  const text = TEXT[page];
  const sentence = MISCONFIGURED.has(code) ? text.misconfigured : message;
  const e = escapeHtml;
  return htmlPage({
    title: `${text.title} – ${screenMessages.brandName}`,
    style: STYLE,
    body: `<main>
<span class="brand">${MARK}<span>${e(screenMessages.brandName)}</span></span>
<h1>${e(text.title)}</h1>
<p>${e(sentence)}</p>
<p>${e(productSignOnPageMessages.supportCode)}: <code>${e(code)}</code></p>
<a href="${e(productSsoPortalPaths.login)}">${e(screenMessages.notFoundAction)}</a>
</main>`,
  });
}

/**
 * Sends the page with the error's status, never a redirect. A 401 (an unknown client) becomes 400:
 * there is nothing the browser could authenticate with, and a Basic challenge would open its password dialog.
 */
export function sendFrontChannelErrorPage(
  reply: FastifyReply,
  page: FrontChannelErrorPage,
  code: ErrorCode,
  status: number,
  message: string,
) {
  return reply
    .status(status === 401 ? 400 : status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('vary', 'Accept')
    .type('text/html; charset=utf-8')
    .send(frontChannelErrorHtml(page, code, message));
}
