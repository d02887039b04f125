/**
 * Shared steps of the journeys: axe on the current screen. Signing in lives in support/sign-in.ts;
 * its `signIn` is re-exported here for the specs that import it from here.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { signIn } from './support/sign-in';

/** No serious or critical accessibility violation on what is on screen now. */
export async function expectAccessible(page: Page) {
  // On a settled page: a card or dialog still sliding in has text at part opacity, which axe
  // would read as too little contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}
