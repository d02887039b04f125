import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_POLICY } from '@painel/domain';
import { richTextPlainText, sanitizeRichText } from './rich-text';

const LINK = (href: string) => `<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">`;

/**
 * Every tag of a cleaned result, as the sanitiser may write them: anything else that looks like a
 * tag means text escaped badly.
 */
const OWN_TAG =
  /^<(?:\/?(?:p|strong|em|b|i|u|a|ul|ol|li|h3|h4|span)|br \/|a href="[^"<>`]*" rel="noopener noreferrer nofollow" target="_blank")>$/;

function expectOnlyOwnTags(html: string) {
  for (const tag of html.match(/<[^>]*>?/g) ?? []) expect(tag).toMatch(OWN_TAG);
  expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

/**
 * A browser's own parser (jsdom parses as browsers do): the tree it builds from our output holds
 * only the allow-list, links only with a safe href and the forced attributes.
 */
const { window } = new JSDOM('<!doctype html><body></body>');
const ALLOWED = new Set<string>(RICH_TEXT_POLICY.allowedTags.map((t) => t.toUpperCase()));

function browserBody(html: string) {
  return new window.DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

function expectBrowserSeesOnlyTheAllowList(html: string) {
  const body = browserBody(html);
  for (const element of body.querySelectorAll('*')) {
    expect(ALLOWED.has(element.tagName)).toBe(true);
    const attributes = element.getAttributeNames();
    if (element.tagName === 'A') {
      expect(attributes.sort()).toEqual(['href', 'rel', 'target']);
      expect(element.getAttribute('href')).toMatch(RICH_TEXT_POLICY.hrefPattern);
      expect(element.getAttribute('rel')).toBe(RICH_TEXT_POLICY.linkAttributes.rel);
      expect(element.getAttribute('target')).toBe(RICH_TEXT_POLICY.linkAttributes.target);
    } else {
      expect(attributes).toEqual([]);
    }
  }
}

function check(input: string): string {
  const out = sanitizeRichText(input);
  expectOnlyOwnTags(out);
  expect(sanitizeRichText(out)).toBe(out);
  expectBrowserSeesOnlyTheAllowList(out);
  return out;
}

describe('sanitizeRichText keeps the allow-list', () => {
  it.each([
    '<p>Olá, <strong>cliente</strong>!</p>',
    '<p>Nova versão do <em>Localize</em> com <b>busca</b> <i>por</i> <u>CEP</u>.</p>',
    '<h3>Manutenção programada</h3><p>Sábado, das 22h às 23h.</p>',
    '<h4>Atualizações</h4><ul><li>Relatórios</li><li>Usuários</li></ul><ol><li>um</li></ol>',
    `<p>Veja ${LINK('https://painel.example/novidades?x=1&amp;y=2')}as novidades</a>.</p>`,
    `<p>Fale com ${LINK('mailto:suporte@painel.example')}o suporte</a>.</p>`,
    '<p>linha 1<br />linha 2</p><span>rodapé</span>',
    'Texto simples, sem marcação: 5 &lt; 7 &amp; 8 &gt; 2.',
    '<p>Preço\u00a0R$ 10,00</p>',
  ])('accepts %j unchanged, as the browser reads it', (html) => {
    expect(check(html)).toBe(html);
    expect(browserBody(html).innerHTML).toBe(html.replace('<br />', '<br>').replace('\u00a0', '&nbsp;'));
  });
});

describe('sanitizeRichText refuses what could run or restyle', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=//x.example/x.js></SCRIPT>ok', 'ok'],
    ['<style>body{display:none}</style><p style="color:red">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>texto', 'texto'],
    ['<p onclick="alert(1)" class="x" id="y">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">clique</a>', 'clique'],
    ['<a href="JaVaScRiPt:alert(1)">clique</a>', 'clique'],
    ['<a href="jav&#x09;ascript:alert(1)">clique</a>', 'clique'],
    ['<a href="jav&#x0A;ascript:alert(1)">clique</a>', 'clique'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
    ['<a href=" javascript:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<a href="/relativo">x</a>', 'x'],
    ['<a href="//evil.example">x</a>', 'x'],
    ['<a href="https://painel.example@evil.example">x</a>', 'x'],
    ['<a href="https:\\\\evil.example">x</a>', 'x'],
    ['<a>sem endereço</a>', 'sem endereço'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script><text>oi</text></svg>ok', 'ok'],
    ['<svg onload=alert(1)>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<template><script>alert(1)</script></template>ok', 'ok'],
    ['<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['<form action="https://evil.example"><input name="senha"><button>Enviar</button></form>', 'Enviar'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    // The parser drops a CDATA section whole; a browser would keep its text after the first '>'.
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'ok'],
    ['<?xml version="1.0"?>ok', 'ok'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<textarea><script>alert(1)</script></textarea>ok', 'ok'],
    ['<title><script>alert(1)</script></title>ok', 'ok'],
    ['<plaintext><script>alert(1)</script>', ''],
    ['<xmp><script>alert(1)</script></xmp>ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<p>a</p\n><script\n>alert(1)</script\n>', '<p>a</p>'],
    ['<img src="x" alt="<script>alert(1)</script>">', ''],
    [
      '<a href="https://ok.example" onmouseover="alert(1)" style="x">x</a>',
      `${LINK('https://ok.example')}x</a>`,
    ],
    ['<a href="https://ok.example/&quot;onmouseover=alert(1)">x</a>', 'x'],
    ['<a href="https://ok.example" target="_self" rel="opener">x</a>', `${LINK('https://ok.example')}x</a>`],
    // Known mutation-XSS and URL-obfuscation vectors (the public sanitiser test suites').
    ["123<a href='\u2028javascript:alert(1)'>I am a dolphin!</a>", '123I am a dolphin!'],
    [
      "<a href='&#xA0javascript:alert(1)'>x</a><a href='&#x1680;javascript:alert(1)'>y</a><a href='&#x3000;javascript:alert(1)'>z</a>",
      'xyz',
    ],
    ['<a href="\u0001java\u0003script:alert(1)">x<a>', 'x'],
    // '&colon;' is ':' to the browser as to the parser: a plain http link, kept.
    ['<a href="http&colon;//x.example">x</a>', `${LINK('http://x.example')}x</a>`],
    ['<a href="https&#58;//ok.example">ok</a>', `${LINK('https://ok.example')}ok</a>`],
    [
      '<listing>&lt;img onerror="alert(1);//" src=x&gt;<t t></listing>',
      '&lt;img onerror="alert(1);//" src=x&gt;',
    ],
    ["<img src=x id/=' onerror=alert(1)//'>", ''],
    ['<textarea>x</textarea><!--</textarea><img src=x onerror=alert(1)>-->', ''],
    ['<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>', '<b></b>'],
    ['<b><noscript><a alt="</noscript><img src=x onerror=alert(1)>"></noscript>', '<b></b>'],
    ['\u0001<option><style></option></select><b><img src=x onerror=alert(1)></style></option>', ''],
    ['<option><iframe></select><b><script>alert(1)</script>', ''],
    ['<b><style><style/><img src=x onerror=alert(1)>', '<b></b>'],
    ['<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', ''],
    ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
    [
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
      '',
    ],
    ['<link rel="stylesheet" href="https://evil.example/x.css">ok', 'ok'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    // Past sanitize-html advisories: raw-text and option content re-emitted unescaped.
    ['<option>&lt;script&gt;alert(1)&lt;/script&gt;</option>ok', 'ok'],
    ['<xmp><img src=x onerror=alert(1)></xmp>ok', 'ok'],
    ['<p><xmp></p><img src=x onerror=alert(1)></xmp></p>', '<p></p>'],
    // Pasted documents: only what is inside <html> counts (enforceHtmlBoundary).
    ['lixo<html><body><p>x</p></body></html>depois', '<p>x</p>'],
    ['<p>aberto', '<p>aberto</p>'],
    // A stray '</p>' is an empty paragraph in HTML, here as in the browser.
    ['</p>solto</li>', '<p></p>solto'],
    // Both links are safe; the browser splits them into an empty first link and the second.
    [
      '<a href="https://a.example"><a href="https://b.example">x</a></a>',
      `${LINK('https://a.example')}${LINK('https://b.example')}x</a></a>`,
    ],
    ['<ul><li>um<li>dois</ul>', '<ul><li>um</li><li>dois</li></ul>'],
    ['<p>um<p>dois', '<p>um</p><p>dois</p>'],
    ['<p>texto<ul><li>item</li></ul>', '<p>texto</p><ul><li>item</li></ul>'],
    // Kept nested; the browser closes the h3 before the h4.
    ['<h3>um<h4>dois</h4>', '<h3>um<h4>dois</h4></h3>'],
    ['<b><i>mal</b> aninhado</i>', '<b><i>mal</i></b> aninhado'],
    ['a\r\nb\rc\u0000d\u0007e', 'a\nb\ncde'],
    ['<p title="x>y">ok</p>', '<p>ok</p>'],
    ['<p unterminated="ok', ''],
    ['texto <p', 'texto '],
    ['1 < 2 e 3 <= 4', '1 &lt; 2 e 3 &lt;= 4'],
    ['&#0;&#x110000;&#xD800;', '\ufffd\ufffd\ufffd'],
    // '&amp' without ';' is '&' to the browser too.
    ['&desconhecido; &amp', '&amp;desconhecido; &amp;'],
  ])('cleans %j to %j', (input, expected) => {
    expect(check(input)).toBe(expected);
  });

  it('flattens nesting deeper than the policy allows', () => {
    const out = check(`${'<span>'.repeat(40)}fundo${'</span>'.repeat(40)}`);
    expect(out).toBe(
      `${'<span>'.repeat(RICH_TEXT_POLICY.maxDepth)}fundo${'</span>'.repeat(RICH_TEXT_POLICY.maxDepth)}`,
    );
  });

  // A hang (a backtracking pattern) fails on the test's timeout, a bound and not a speed target: no
  // figure here depends on how fast the machine is.
  it('ends on hostile input with only the allow-list left', () => {
    for (const unit of [
      '<a',
      '<!--',
      '<p title="',
      '</',
      '<script>',
      '&#',
      '<svg>',
      '<b>',
      '<a href="https://a.example">',
    ]) {
      check(unit.repeat(20_000));
    }
  });
});

describe('sanitizeRichText on generated input', () => {
  // A fixed-seed generator (mulberry32): the same cases on every run.
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const pieces = [
    '<',
    '>',
    '/',
    '"',
    "'",
    '=',
    ' ',
    '\n',
    '&',
    ';',
    '#',
    'x',
    '!',
    '-',
    '?',
    '`',
    '\\',
    '\t',
    '\u0000',
    'p',
    'a',
    'li',
    'ul',
    'script',
    'style',
    'svg',
    'img',
    'href',
    'onerror',
    'javascript:',
    'https://a.example',
    '<p>',
    '</p>',
    '<a href="',
    '<ul>',
    '<li>',
    '</li>',
    '<b>',
    '</i>',
    '<h3>',
    '<br>',
    '<!--',
    '-->',
    '<svg>',
    '</svg>',
    '<script>',
    '</script>',
    '<textarea>',
    '&lt;',
    '&amp;',
    '&#60;',
    '&#x3C;',
    '&nbsp;',
    'olá',
    '<<',
    '</>',
  ];

  it('always writes only its own tags, is idempotent, and the browser sees only the allow-list', () => {
    const next = random(20261121);
    for (let n = 0; n < 1500; n += 1) {
      let input = '';
      const length = 1 + Math.floor(next() * 40);
      for (let k = 0; k < length; k += 1) input += pieces[Math.floor(next() * pieces.length)] ?? '';
      check(input);
    }
    // A bound for a hang, not a speed target: 1,500 parses take seconds idle, far more on a busy machine.
  }, 180_000);
});

describe('richTextPlainText', () => {
  it.each([
    ['<p>  </p><br>', ''],
    ['<script>x</script>', ''],
    ['<a href="javascript:alert(1)"></a>\u00a0&nbsp;', ''],
    ['<p>Olá,</p><p><b>mundo</b> &amp; cia</p>', 'Olá, mundo & cia'],
    ['&aacute;gua &amp; p&atilde;o &lt;b&gt;', 'água & pão <b>'],
  ])('reads the words of %j as %j', (input, expected) => expect(richTextPlainText(input)).toBe(expected));
});
