/**
 * The HTML allowed in portal notifications and banners (PF 3 'Portal notification':
 * "notification HTML sanitised on the server and on the client"), as data only. Sanitising is a
 * solved problem, so no code here parses HTML: the API applies this policy with sanitize-html
 * (apps/api/src/lib/rich-text.ts) and the web, before `innerHTML`, with DOMPurify, so both ends
 * keep exactly the same list.
 */
export const RICH_TEXT_POLICY = {
  /** The only elements kept; any other is dropped and its text kept (see `discardWithContent`). */
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'span'],
  /** The only attributes an author may set, per tag: no style, class, id or event handler anywhere. */
  allowedAttributes: { a: ['href'] },
  /** Schemes a link may use; relative and protocol-relative addresses are refused too. */
  allowedSchemes: ['http', 'https', 'mailto'],
  /**
   * What a kept `href` must match in full, once its character references are decoded and its
   * ends trimmed: an absolute http(s) address with a host and no user part, or a mailto, at most
   * 2048 characters, with no space, control character, backslash, quote, backtick or angle
   * bracket that a browser could read differently. A link whose href fails is dropped, its text kept.
   */
  hrefPattern:
    // eslint-disable-next-line no-control-regex -- the control characters are what this refuses.
    /^(?=[^]{1,2048}$)(?:https?:\/\/[^/?#@\\\s\u0000-\u001f\u007f-\u009f<>"`]+(?:[/?#][^\\\s\u0000-\u001f\u007f-\u009f<>"`]*)?|mailto:[^/?#\\\s\u0000-\u001f\u007f-\u009f<>"`][^\\\s\u0000-\u001f\u007f-\u009f<>"`]*)$/i,
  /** Set on every kept link, whatever the author wrote: a new tab that cannot reach the portal. */
  linkAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
  /** Elements dropped together with everything inside them (code, styles, foreign and embedded content). */
  discardWithContent: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'noscript',
    'title',
    'template',
    'svg',
    'math',
    'object',
    'applet',
    'head',
    'frameset',
    'plaintext',
  ],
  /** Elements nested deeper than this are dropped (their text kept): no real notification needs it. */
  maxDepth: 16,
} as const;
