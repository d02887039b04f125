/**
 * The HTML of portal notifications and banners (PF 3 'Portal notification', issue 4): cleaned on
 * the server when staff write it and again in the browser before it is shown, by this one
 * function. No HTML sanitiser library is installed, so this is a strict allow-list over a small
 * tokenizer, built so that safety does not depend on reading the input as a browser would:
 *
 * - The output is written from scratch, never copied: text is decoded and re-escaped (`&`, `<`,
 *   `>`), so every `<` in the result opens a tag this function wrote itself.
 * - Those tags are only p, br, strong, em, b, i, u, a, ul, ol, li, h3, h4 and span, balanced and
 *   nested by us; the only attributes are on `a`: an `href` whose decoded value is an absolute
 *   http(s) or mailto address with no space, control character or backslash, and the forced
 *   `rel="noopener noreferrer"` and `target="_blank"`. Attribute values are double-quoted and
 *   escaped, so a value cannot end early.
 * - Scripts, styles and the other raw-text or foreign elements (svg, math, iframe, template...)
 *   are dropped with their content; any other tag is dropped and its text kept; comments,
 *   doctypes and processing instructions are dropped.
 *
 * The tests check the result against the browser's own parser (Chromium when the domain suite runs
 * there, and jsdom in the API's tests).
 */

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'span'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** What every kept link carries, whatever the author wrote. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';
export const RICH_TEXT_LINK_TARGET = '_blank';

/** Deeper nesting than this is flattened: no real notification needs it. */
const MAX_DEPTH = 16;

const ALLOWED: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const BLOCKS: ReadonlySet<string> = new Set(['p', 'ul', 'ol', 'h3', 'h4']);
const HEADINGS: ReadonlySet<string> = new Set(['h3', 'h4']);
const LIST_ITEM_SCOPE: ReadonlySet<string> = new Set(['ul', 'ol', 'h3', 'h4']);
/** Content is text up to the matching end tag: dropped along with the element. */
const RAW_TEXT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
]);
/** Elements whose children are dropped with them (foreign content, templates, plug-ins, forms' lists). */
const DROP_SUBTREE: ReadonlySet<string> = new Set(['svg', 'math', 'template', 'object', 'applet', 'select', 'head', 'frameset']);

// eslint-disable-next-line no-control-regex -- the control characters are what this removes.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses.
const AMBIGUOUS_URL = /[\\\s\u0000-\u001f\u007f-\u009f<>"`]/u;
const HTTP_URL = /^https?:\/\/[^/?#@]+(?:[/?#].*)?$/iu;
const MAILTO_URL = /^mailto:[^/?#][^]*$/iu;
const WHITESPACE = /[\t\n\f\r ]/;
const LETTER = /[A-Za-z]/;

/** Named references a pt-BR author is likely to type; any other `&name;` stays as written. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  aacute: 'á',
  Aacute: 'Á',
  agrave: 'à',
  Agrave: 'À',
  acirc: 'â',
  Acirc: 'Â',
  atilde: 'ã',
  Atilde: 'Ã',
  eacute: 'é',
  Eacute: 'É',
  ecirc: 'ê',
  Ecirc: 'Ê',
  iacute: 'í',
  Iacute: 'Í',
  oacute: 'ó',
  Oacute: 'Ó',
  ocirc: 'ô',
  Ocirc: 'Ô',
  otilde: 'õ',
  Otilde: 'Õ',
  uacute: 'ú',
  Uacute: 'Ú',
  uuml: 'ü',
  Uuml: 'Ü',
  ccedil: 'ç',
  Ccedil: 'Ç',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  sect: '§',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  bull: '•',
  middot: '·',
};

const REFERENCE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

function fromCodePoint(cp: number): string {
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(cp);
}

/** Character references to characters; control characters removed. */
export function decodeHtmlEntities(text: string): string {
  return text
    .replace(REFERENCE, (whole, dec?: string, hex?: string, name?: string) => {
      if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
      const named = name === undefined ? undefined : NAMED[name];
      return named !== undefined && whole.endsWith(';') ? named : whole;
    })
    .replace(CONTROL, '');
}

/** As a browser serialises text, so the result reads back unchanged. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** An href kept on a link: absolute http(s) with a host, or mailto; nothing a browser could read differently. */
export function isSafeRichTextHref(href: string): boolean {
  if (href === '' || href.length > 2048 || AMBIGUOUS_URL.test(href)) return false;
  return HTTP_URL.test(href) || MAILTO_URL.test(href);
}

type Tag = { name: string; end: boolean; attributes: Map<string, string> };

/** Tokenizer state: the input and where we are in it. */
class Reader {
  i = 0;
  constructor(readonly s: string) {}

  get done(): boolean {
    return this.i >= this.s.length;
  }

  /** Moves past the next `>` (or to the end); true when one was found. */
  skipPast(char: string): boolean {
    const at = this.s.indexOf(char, this.i);
    this.i = at < 0 ? this.s.length : at + char.length;
    return at >= 0;
  }

  text(): string {
    const at = this.s.indexOf('<', this.i);
    const end = at < 0 ? this.s.length : at;
    const chunk = this.s.slice(this.i, end);
    this.i = end;
    return chunk;
  }

  /** A start or end tag from `<` (or `</`); null when the input ends inside it (the tag is lost, as in HTML). */
  tag(end: boolean): Tag | null {
    const s = this.s;
    this.i += end ? 2 : 1;
    let name = '';
    while (!this.done && !WHITESPACE.test(s[this.i] ?? '') && s[this.i] !== '/' && s[this.i] !== '>') name += s[this.i++];
    const attributes = new Map<string, string>();
    for (;;) {
      while (!this.done && (WHITESPACE.test(s[this.i] ?? '') || s[this.i] === '/')) this.i += 1;
      if (this.done) return null;
      if (s[this.i] === '>') {
        this.i += 1;
        return { name: name.toLowerCase(), end, attributes };
      }
      let attribute = s[this.i++] ?? '';
      while (!this.done && !WHITESPACE.test(s[this.i] ?? '') && !'/>='.includes(s[this.i] ?? '')) attribute += s[this.i++];
      while (!this.done && WHITESPACE.test(s[this.i] ?? '')) this.i += 1;
      let value = '';
      if (s[this.i] === '=') {
        this.i += 1;
        while (!this.done && WHITESPACE.test(s[this.i] ?? '')) this.i += 1;
        const quote = s[this.i];
        if (quote === '"' || quote === "'") {
          const close = s.indexOf(quote, this.i + 1);
          if (close < 0) return null;
          value = s.slice(this.i + 1, close);
          this.i = close + 1;
        } else {
          while (!this.done && !WHITESPACE.test(s[this.i] ?? '') && s[this.i] !== '>') value += s[this.i++];
        }
      }
      const key = attribute.toLowerCase();
      // The first of repeated attributes wins, as in HTML.
      if (!attributes.has(key)) attributes.set(key, decodeHtmlEntities(value));
    }
  }
}

/** Tags written to the output, kept balanced and nested the way a browser would read them. */
class Writer {
  out = '';
  readonly open: string[] = [];

  text(text: string) {
    this.out += escapeText(decodeHtmlEntities(text));
  }

  private closeTo(index: number) {
    while (this.open.length > index) this.out += `</${this.open.pop() ?? ''}>`;
  }

  private closeNearest(name: string, stopAt: ReadonlySet<string> = new Set()) {
    for (let k = this.open.length - 1; k >= 0; k -= 1) {
      const current = this.open[k] ?? '';
      if (stopAt.has(current)) return;
      if (current === name) return this.closeTo(k);
    }
  }

  start(tag: Tag) {
    const { name } = tag;
    if (name === 'br') {
      this.out += '<br>';
      return;
    }
    // The HTML parser's own rules, so the browser reads our nesting back as we wrote it: a new
    // list item closes the open one (unless a list or heading is in between), and a block or a
    // list item closes an open paragraph; a heading right inside a heading closes it.
    if (name === 'li') this.closeNearest('li', LIST_ITEM_SCOPE);
    if (BLOCKS.has(name) || name === 'li') this.closeNearest('p');
    if (HEADINGS.has(name)) {
      const top = this.open[this.open.length - 1];
      if (top !== undefined && HEADINGS.has(top)) this.closeTo(this.open.length - 1);
    }
    if (this.open.length >= MAX_DEPTH) return;
    if (name === 'a') {
      if (this.open.includes('a')) return;
      const href = tag.attributes.get('href')?.trim() ?? '';
      if (!isSafeRichTextHref(href)) return;
      this.open.push('a');
      this.out += `<a href="${escapeAttribute(href)}" rel="${RICH_TEXT_LINK_REL}" target="${RICH_TEXT_LINK_TARGET}">`;
      return;
    }
    this.open.push(name);
    this.out += `<${name}>`;
  }

  end(name: string) {
    const at = this.open.lastIndexOf(name);
    if (at >= 0) this.closeTo(at);
  }

  finish(): string {
    this.closeTo(0);
    return this.out;
  }
}

/**
 * The allow-listed HTML of `html`: safe to store and to put in `innerHTML`. Idempotent:
 * cleaning the result again changes nothing.
 */
export function sanitizeRichText(html: string): string {
  // The HTML parser turns CR and CRLF into LF, and lone surrogates cannot be stored: done first.
  const normalised = html
    .replace(/\r\n?/g, '\n')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const r = new Reader(normalised);
  const w = new Writer();
  /** Name and depth of an element being dropped with its whole subtree. */
  let dropping: { name: string; depth: number } | null = null;
  while (!r.done) {
    const s = r.s;
    if (s[r.i] !== '<') {
      const text = r.text();
      if (!dropping) w.text(text);
      continue;
    }
    const next = s[r.i + 1] ?? '';
    if (s.startsWith('<!--', r.i)) {
      // '<!-->' and '<!--->' are empty comments in HTML.
      if (s.startsWith('<!-->', r.i)) r.i += 5;
      else if (s.startsWith('<!--->', r.i)) r.i += 6;
      else {
        r.i += 4;
        const close = /--!?>/g;
        close.lastIndex = r.i;
        const found = close.exec(s);
        r.i = found ? found.index + found[0].length : s.length;
      }
      continue;
    }
    if (next === '!' || next === '?') {
      r.skipPast('>');
      continue;
    }
    const isEnd = next === '/';
    const first = isEnd ? (s[r.i + 2] ?? '') : next;
    if (!LETTER.test(first)) {
      if (isEnd) {
        // '</>' vanishes; '</ 1>' and the like are bogus comments.
        r.skipPast('>');
      } else {
        r.i += 1;
        if (!dropping) w.text('<');
      }
      continue;
    }
    const tag = r.tag(isEnd);
    if (!tag) break;
    if (dropping) {
      if (tag.name === dropping.name) dropping.depth += tag.end ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (tag.end) {
      if (ALLOWED.has(tag.name)) w.end(tag.name);
      continue;
    }
    if (tag.name === 'plaintext') break;
    if (RAW_TEXT.has(tag.name)) {
      // Everything up to '</name' followed by a space, '/' or '>' is the element's text.
      const close = new RegExp(`</${tag.name}(?=[\\t\\n\\f\\r />])`, 'gi');
      close.lastIndex = r.i;
      const found = close.exec(s);
      if (!found) break;
      r.i = found.index;
      if (!r.tag(true)) break;
      continue;
    }
    if (DROP_SUBTREE.has(tag.name)) {
      dropping = { name: tag.name, depth: 1 };
      continue;
    }
    if (ALLOWED.has(tag.name)) w.start(tag);
  }
  return w.finish();
}

/** The words of some rich text, without tags or references: to tell an empty notification. */
export function richTextPlainText(html: string): string {
  return decodeHtmlEntities(sanitizeRichText(html).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
