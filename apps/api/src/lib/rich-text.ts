/**
 * Cleans the HTML of portal notifications and banners with sanitize-html, a
 * maintained sanitiser, configured from the one policy in domain (RICH_TEXT_POLICY) that the web
 * also applies with DOMPurify. Used when staff write a notification and again when it is sent.
 */
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_POLICY } from '@painel/domain';

const {
  allowedTags,
  allowedAttributes,
  allowedSchemes,
  hrefPattern,
  linkAttributes,
  discardWithContent,
  maxDepth,
} = RICH_TEXT_POLICY;

/** A kept link: its checked href and the forced attributes, nothing else the author wrote. */
function cleanLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href?.trim() ?? '';
  return { tagName, attribs: hrefPattern.test(href) ? { href, ...linkAttributes } : {} };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  // The forced attributes are listed so that the library keeps them once cleanLink has set them.
  allowedAttributes: { a: [...allowedAttributes.a, ...Object.keys(linkAttributes)] },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [...allowedSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...discardWithContent],
  nestingLimit: maxDepth,
  enforceHtmlBoundary: true,
  transformTags: { a: cleanLink },
  // A link whose href was refused goes, its text stays.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The browser reads CR and CRLF as LF and drops control characters; lone surrogates cannot be
 * stored. Done before parsing, so the result is the same text a browser would show.
 */
function normalise(html: string): string {
  return (
    html
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- the control characters are what this removes.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
  );
}

/**
 * The allow-listed HTML of `html`: safe to store and to put in `innerHTML`, and idempotent, so
 * cleaning it again on the way out changes nothing. The parser closes an open `<p>` when a list
 * or heading starts only if nothing is open inside it; a dropped element there hides it, and the
 * second pass, over output that holds only allowed elements, settles that nesting.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(sanitizeHtml(normalise(html), OPTIONS), OPTIONS);
}

/** The words of some rich text, without tags or references: to tell an empty notification. */
export function richTextPlainText(html: string): string {
  // The cleaned HTML holds only our tags, and every `<`, `>` and `&` of its text is escaped.
  return sanitizeRichText(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
