import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText (DOMPurify with RICH_TEXT_POLICY)', () => {
  it('keeps the allowed elements and their text', () => {
    const html =
      '<h3>Título</h3><p>Um <strong>forte</strong>, <em>ênfase</em>, <u>sublinhado</u><br>linha</p><ul><li>item</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['a script inside svg', '<p>ok</p><svg><script>alert(1)</script></svg>', '<p>ok</p>'],
    ['an event handler', '<p onclick="roubar()" onmouseover="x()">texto</p>', '<p>texto</p>'],
    ['an image with onerror', '<p>a<img src=x onerror=alert(1)>b</p>', '<p>ab</p>'],
    ['style, class and id', '<p style="color:red" class="x" id="y">estilo</p>', '<p>estilo</p>'],
    [
      'an iframe and its content',
      '<p>a</p><iframe srcdoc="<script>alert(1)</script>">texto</iframe>',
      '<p>a</p>',
    ],
    ['a style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['a form, keeping its text', '<form action="https://x.example"><p>dentro</p></form>', '<p>dentro</p>'],
    ['an href on a paragraph', '<p href="https://x.example">p</p>', '<p>p</p>'],
  ])('drops %s', (_label, html, clean) => {
    expect(sanitizeRichText(html)).toBe(clean);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">golpe</a>'],
    ['javascript: with a tab', '<a href="jav&#x09;ascript:alert(1)">golpe</a>'],
    ['javascript: upper case', '<a href="JAVASCRIPT:alert(1)">golpe</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">golpe</a>'],
    ['a relative address', '<a href="/inicio">golpe</a>'],
    ['a protocol-relative address', '<a href="//evil.example">golpe</a>'],
    ['a user part', '<a href="https://user@evil.example">golpe</a>'],
    ['no href', '<a>golpe</a>'],
  ])('drops a link to %s, keeping its text', (_label, html) => {
    expect(sanitizeRichText(`<p>${html}</p>`)).toBe('<p>golpe</p>');
  });

  it('forces a new tab without opener or referrer on every kept link, whatever the author wrote', () => {
    const clean = sanitizeRichText(
      '<p><a href=" https://painel.example/novidades " target="_self" rel="opener" title="t">Saiba mais</a> <a href="mailto:ajuda@painel.example">e-mail</a></p>',
    );
    const links = new DOMParser().parseFromString(clean, 'text/html').querySelectorAll('a');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttributeNames().sort()).toEqual(['href', 'rel', 'target']);
    }
    expect(links[0]?.getAttribute('href')).toBe('https://painel.example/novidades');
    expect(links[1]?.getAttribute('href')).toBe('mailto:ajuda@painel.example');
  });

  it('drops elements nested past the policy depth, keeping their text', () => {
    const deep = `${'<span>'.repeat(20)}fundo${'</span>'.repeat(20)}`;
    const body = new DOMParser().parseFromString(sanitizeRichText(deep), 'text/html').body;
    expect(body.textContent).toBe('fundo');
    expect(body.querySelectorAll('span').length).toBeLessThanOrEqual(16);
  });
});

describe('RichText', () => {
  it('renders the cleaned HTML, never the script', () => {
    const { container } = render(
      <RichText html={'<p>Olá <strong>mundo</strong></p><script>window.hacked = true</script>'} />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('mundo');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
  });
});
