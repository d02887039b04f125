import { describe, expect, it } from 'vitest';
import { RICH_TEXT_POLICY } from './rich-text';

describe('RICH_TEXT_POLICY', () => {
  it('allows only plain text markup and links', () => {
    expect(RICH_TEXT_POLICY.allowedTags).toEqual([
      'p',
      'br',
      'strong',
      'em',
      'b',
      'i',
      'u',
      'a',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'span',
    ]);
    expect(RICH_TEXT_POLICY.allowedAttributes).toEqual({ a: ['href'] });
    expect(RICH_TEXT_POLICY.allowedSchemes).toEqual(['http', 'https', 'mailto']);
    expect(RICH_TEXT_POLICY.linkAttributes).toEqual({
      rel: 'noopener noreferrer nofollow',
      target: '_blank',
    });
  });

  it('never allows what runs code or restyles', () => {
    const tags: readonly string[] = RICH_TEXT_POLICY.allowedTags;
    for (const tag of [
      'script',
      'style',
      'iframe',
      'svg',
      'math',
      'img',
      'object',
      'form',
      'template',
      'base',
      'meta',
      'link',
    ]) {
      expect(tags).not.toContain(tag);
    }
    expect(RICH_TEXT_POLICY.discardWithContent).toEqual(
      expect.arrayContaining(['script', 'style', 'svg', 'math', 'template', 'iframe', 'noscript']),
    );
    expect(RICH_TEXT_POLICY.discardWithContent.filter((t) => tags.includes(t))).toEqual([]);
  });

  describe('hrefPattern', () => {
    it.each([
      'https://painel.example',
      'http://painel.example/a?b=c#d',
      'HTTPS://PAINEL.EXAMPLE',
      'https://localhost:3000/x',
      'https://painel.example/novidades?x=1&y=2',
      'https://painel.example/perfil@empresa',
      'mailto:ouvidoria@painel.example',
    ])('accepts %j', (href) => expect(RICH_TEXT_POLICY.hrefPattern.test(href)).toBe(true));

    it.each([
      '',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav\tascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'ftp://x.example',
      'https://',
      'https:///x',
      'https://a b.example',
      'https://x.example/"',
      'https:\\\\evil.example',
      'https://painel.example@evil.example',
      'https://u:p@x.example',
      'mailto:',
      '/inicio',
      '//evil.example',
      ' https://x.example',
      'https://x.example/\u2028',
      `https://x.example/${'a'.repeat(2048)}`,
    ])('refuses %j', (href) => expect(RICH_TEXT_POLICY.hrefPattern.test(href)).toBe(false));
  });
});
