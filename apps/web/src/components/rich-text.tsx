/**
 * The one place the web puts server HTML on the page (notifications, banners: "sanitised
 * on the server and on the client"). The server already cleaned it with sanitize-html; here
 * DOMPurify applies the same allow-list (RICH_TEXT_POLICY, domain) again, so a row put in the
 * database by hand, or a bug on the server, still cannot run script in the portal.
 */
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { RICH_TEXT_POLICY } from '@painel/domain';

const { allowedTags, hrefPattern, linkAttributes, discardWithContent, maxDepth } = RICH_TEXT_POLICY;

/** A purifier of our own: its hooks never touch another DOMPurify user of the page. */
let purifier: Purifier | null = null;

function createPurifier(): Purifier {
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    // The policy allows one attribute, href, on links only; the href must match the policy in full.
    if (node.nodeName !== 'A' || data.attrName !== 'href') {
      data.keepAttr = false;
      return;
    }
    const href = data.attrValue.trim();
    if (hrefPattern.test(href)) data.attrValue = href;
    else data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Whatever the author wrote: a new tab that cannot reach back into the portal.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      for (const [name, value] of Object.entries(linkAttributes)) node.setAttribute(name, value);
    }
  });
  return instance;
}

/** Replaces an element by its children (a link without an address, an element nested too deep). */
function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/** Past maxDepth every element goes and its text stays, as on the server. */
function limitDepth(parent: ParentNode, depth: number): void {
  for (const child of Array.from(parent.children)) {
    if (depth + 1 > maxDepth) child.replaceWith(child.textContent ?? '');
    else limitDepth(child, depth + 1);
  }
}

/** The allow-listed HTML of `html`, ready for innerHTML. */
export function sanitizeRichText(html: string): string {
  purifier ??= createPurifier();
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS: [...allowedTags],
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: [...discardWithContent],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a:not([href])'))) unwrap(link);
  limitDepth(fragment, 0);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

type RichTextProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/** Server HTML, cleaned, with the typography of the theme. */
export function RichText({ html, sx, ...props }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      {...props}
      sx={[
        {
          typography: 'body2',
          overflowWrap: 'anywhere',
          '& p, & ul, & ol': { m: 0 },
          '& > * + *': { mt: 0.75 },
          '& ul, & ol': { pl: 2.5 },
          '& h3': { typography: 'subtitle1', fontWeight: 500, m: 0 },
          '& h4': { typography: 'subtitle2', m: 0 },
          '& a': { color: 'primary.main', textDecoration: 'underline', fontWeight: 500 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
