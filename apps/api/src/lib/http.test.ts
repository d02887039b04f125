import { describe, expect, it } from 'vitest';
import { prefersHtml } from './http';

describe('prefersHtml: a browser navigation, not a program', () => {
  it.each([
    // What browsers send when a link or a redirect navigates the page.
    [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
      true,
    ],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['TEXT/HTML', true],
    ['text/*', true],
    ['text/html, application/json;q=0.9', true],
    // Programs: no header, anything, JSON, a tie, HTML weighed lower, a weight that is no number.
    [undefined, false],
    ['', false],
    ['*/*', false],
    ['application/json', false],
    ['application/json, text/html', false],
    ['text/html;q=0.5, application/json', false],
    ['text/html;q=abc, application/json;q=0.1', false],
    ['application/*, text/html;q=0.8', false],
    ['text/html;q=0', false],
  ])('%s: %s', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});
