/**
 * The little of jsdom (a root devDependency, shipped without types) the API tests use: a browser's
 * HTML parser, to read back HTML the API returns exactly as a browser would.
 */
declare module 'jsdom' {
  interface ParsedElement {
    readonly tagName: string;
    getAttributeNames(): string[];
    getAttribute(name: string): string | null;
  }
  interface ParsedDocument {
    readonly body: {
      readonly innerHTML: string;
      querySelectorAll(selector: string): Iterable<ParsedElement>;
    };
  }
  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      DOMParser: new () => { parseFromString(html: string, type: 'text/html'): ParsedDocument };
    };
  }
}
