import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, isSafeRichTextHref, richTextPlainText, sanitizeRichText } from './rich-text';

const LINK = (href: string) => `<a href="${href}" rel="noopener noreferrer" target="_blank">`;

/**
 * Every tag of a cleaned result, as this module may write them: anything else that looks like a
 * tag means text escaped badly.
 */
const OWN_TAG = /^<(?:\/?(?:p|br|strong|em|b|i|u|a|ul|ol|li|h3|h4|span)|a href="[^"<>`]*" rel="noopener noreferrer" target="_blank")>$/;

function expectOnlyOwnTags(html: string) {
  for (const tag of html.match(/<[^>]*>?/g) ?? []) expect(tag).toMatch(OWN_TAG);
  expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

/**
 * The browser's own parser, when the suite runs in Chromium (the domain tests run in Node and in
 * the browser). Reading our output back must give exactly our output: the tree we meant is the
 * tree the browser builds.
 */
type Parser = new () => { parseFromString(html: string, type: string): { body: { innerHTML: string } } };
// The DOM is not in the domain's types (it runs in Node too); present only in the browser run.
const BrowserParser = (globalThis as { DOMParser?: Parser }).DOMParser;

function expectBrowserReadsBack(html: string) {
  if (!BrowserParser) return;
  const body = new BrowserParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  expect(body.innerHTML).toBe(html);
}

function check(input: string): string {
  const out = sanitizeRichText(input);
  expectOnlyOwnTags(out);
  expect(sanitizeRichText(out)).toBe(out);
  expectBrowserReadsBack(out);
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
    '<p>linha 1<br>linha 2</p><span>rodapé</span>',
    'Texto simples, sem marcação: 5 &lt; 7 &amp; 8 &gt; 2.',
    '<p>Preço&nbsp;R$ 10,00</p>',
  ])('accepts %j unchanged', (html) => {
    expect(check(html)).toBe(html);
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
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'alert(1)]]&gt;ok'],
    ['<?xml version="1.0"?>ok', 'ok'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '"&gt;'],
    ['<textarea><script>alert(1)</script></textarea>ok', 'ok'],
    ['<title><script>alert(1)</script></title>ok', 'ok'],
    ['<plaintext><script>alert(1)</script>', ''],
    ['<xmp><script>alert(1)</script></xmp>ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<p>a</p\n><script\n>alert(1)</script\n>', '<p>a</p>'],
    ['<img src="x" alt="<script>alert(1)</script>">', ''],
    ['<a href="https://ok.example" onmouseover="alert(1)" style="x">x</a>', `${LINK('https://ok.example')}x</a>`],
    ['<a href="https://ok.example/&quot;onmouseover=alert(1)">x</a>', 'x'],
    ['<a href="https://ok.example" target="_self" rel="opener">x</a>', `${LINK('https://ok.example')}x</a>`],
    // Known mutation-XSS and URL-obfuscation vectors (the public sanitiser test suites').
    ["123<a href='\u2028javascript:alert(1)'>I am a dolphin!</a>", '123I am a dolphin!'],
    ["<a href='&#xA0javascript:alert(1)'>x</a><a href='&#x1680;javascript:alert(1)'>y</a><a href='&#x3000;javascript:alert(1)'>z</a>", 'xyz'],
    ['<a href="\u0001java\u0003script:alert(1)">x<a>', 'x'],
    ['<a href="http&colon;//x.example">x</a>', 'x'],
    ['<a href="https&#58;//ok.example">ok</a>', `${LINK('https://ok.example')}ok</a>`],
    ['<listing>&lt;img onerror="alert(1);//" src=x&gt;<t t></listing>', '&lt;img onerror="alert(1);//" src=x&gt;'],
    ["<img src=x id/=' onerror=alert(1)//'>", ''],
    ['<textarea>x</textarea><!--</textarea><img src=x onerror=alert(1)>-->', ''],
    ['<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>', '<b></b>'],
    ['<b><noscript><a alt="</noscript><img src=x onerror=alert(1)>"></noscript>', '<b>"&gt;</b>'],
    ['\u0001<option><style></option></select><b><img src=x onerror=alert(1)></style></option>', ''],
    ['<option><iframe></select><b><script>alert(1)</script>', ''],
    ['<b><style><style/><img src=x onerror=alert(1)>', '<b></b>'],
    ['<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', ''],
    ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
    ['<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['<link rel="stylesheet" href="https://evil.example/x.css">ok', 'ok'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<p>aberto', '<p>aberto</p>'],
    ['</p>solto</li>', 'solto'],
    ['<a href="https://a.example"><a href="https://b.example">x</a></a>', `${LINK('https://a.example')}x</a>`],
    ['<ul><li>um<li>dois</ul>', '<ul><li>um</li><li>dois</li></ul>'],
    ['<p>um<p>dois', '<p>um</p><p>dois</p>'],
    ['<p>texto<ul><li>item</li></ul>', '<p>texto</p><ul><li>item</li></ul>'],
    ['<h3>um<h4>dois</h4>', '<h3>um</h3><h4>dois</h4>'],
    ['<b><i>mal</b> aninhado</i>', '<b><i>mal</i></b> aninhado'],
    ['a\r\nb\rc\u0000d\u0007e', 'a\nb\ncde'],
    ['<p title="x>y">ok</p>', '<p>ok</p>'],
    ['<p unterminated="ok', ''],
    ['texto <p', 'texto '],
    ['1 < 2 e 3 <= 4', '1 &lt; 2 e 3 &lt;= 4'],
    ['&#0;&#x110000;&#xD800;', '\ufffd\ufffd\ufffd'],
    ['&desconhecido; &amp', '&amp;desconhecido; &amp;amp'],
  ])('cleans %j to %j', (input, expected) => {
    expect(check(input)).toBe(expected);
  });

  it('flattens nesting deeper than sixteen levels', () => {
    const out = check(`${'<span>'.repeat(40)}fundo${'</span>'.repeat(40)}`);
    expect(out).toBe(`${'<span>'.repeat(16)}fundo${'</span>'.repeat(16)}`);
  });

  it('stays linear on hostile input', () => {
    for (const unit of ['<a', '<!--', '<p title="', '</', '<script>', '&#', '<svg>']) {
      const started = Date.now();
      check(unit.repeat(20_000));
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });
});

describe('sanitizeRichText on generated input', () => {
  // A fixed-seed generator (mulberry32): the same cases on every run, in Node and in Chromium.
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
    '<', '>', '/', '"', "'", '=', ' ', '\n', '&', ';', '#', 'x', '!', '-', '?', '`', '\\', '\t', '\u0000',
    'p', 'a', 'li', 'ul', 'script', 'style', 'svg', 'img', 'href', 'onerror', 'javascript:', 'https://a.example',
    '<p>', '</p>', '<a href="', '<ul>', '<li>', '</li>', '<b>', '</i>', '<h3>', '<br>', '<!--', '-->', '<svg>', '</svg>',
    '<script>', '</script>', '<textarea>', '&lt;', '&amp;', '&#60;', '&#x3C;', '&nbsp;', 'olá', '<<', '</>',
  ];

  it('always writes only its own tags, reads back unchanged and is idempotent', () => {
    const next = random(20261121);
    for (let n = 0; n < 1500; n += 1) {
      let input = '';
      const length = 1 + Math.floor(next() * 40);
      for (let k = 0; k < length; k += 1) input += pieces[Math.floor(next() * pieces.length)] ?? '';
      check(input);
    }
  });
});

describe('isSafeRichTextHref', () => {
  it.each(['https://painel.example', 'http://painel.example/a?b=c#d', 'HTTPS://PAINEL.EXAMPLE', 'mailto:ouvidoria@painel.example', 'https://localhost:3000/x'])(
    'accepts %j',
    (href) => expect(isSafeRichTextHref(href)).toBe(true),
  );
  it.each(['', 'javascript:alert(1)', 'https://', 'https:///x', 'ftp://x.example', 'https://a b.example', 'https://x.example/"', 'mailto:', '/inicio', 'https://u:p@x.example'])(
    'refuses %j',
    (href) => expect(isSafeRichTextHref(href)).toBe(false),
  );
});

describe('decodeHtmlEntities and richTextPlainText', () => {
  it.each([
    ['&aacute;gua &amp; p&atilde;o', 'água & pão'],
    ['&#233;&#xE9;', 'éé'],
    ['&lt;b&gt;', '<b>'],
    ['a&#1;b', 'ab'],
  ])('decodes %j', (input, expected) => expect(decodeHtmlEntities(input)).toBe(expected));

  it.each([
    ['<p>  </p><br>', ''],
    ['<script>x</script>', ''],
    ['<p>Olá,</p><p><b>mundo</b> &amp; cia</p>', 'Olá, mundo & cia'],
  ])('reads the words of %j as %j', (input, expected) => expect(richTextPlainText(input)).toBe(expected));
});
