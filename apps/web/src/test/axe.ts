/**
 * axe-core on what a component test rendered, judged as the journeys judge a page (e2e/fixtures.ts:
 * serious and critical findings). jsdom lays nothing out and the test document is not index.html,
 * so the rules about colours, target sizes, the page title and its language are left to the
 * Playwright journeys in Chromium.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

const OFF_IN_JSDOM = ['color-contrast', 'target-size', 'document-title', 'html-has-lang'];

export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const results = await axe.run(context, {
    rules: Object.fromEntries(OFF_IN_JSDOM.map((id) => [id, { enabled: false }])),
  });
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}
