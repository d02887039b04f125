/**
 * What the launcher and the top-bar switcher list (PF 2 'Product-trail launcher', PF 6): the five
 * trails in the spec's order, each with its product cards. Only show/hide and enable/disable; the
 * server's single sign-on applies the same rules (canLaunchProduct) when a product opens.
 *
 * - Análise 360 is listed only to users who own it (product 17).
 * - Every other card is listed; a click on one the user may not open (not owned, not granted by
 *   the user's access profile, or API without the company's API flag) gets the 5 s info toast
 *   (lib/product-launch.ts).
 * - While the company is blocked for non-payment every card is disabled.
 */
import {
  PRODUCTS,
  PRODUCT_IDS,
  TRAILS,
  canLaunchProduct,
  isWithheldByProfile,
  type Product,
  type Trail,
  type Viewer,
} from '@painel/domain';

export interface LauncherCard {
  readonly product: Product;
  /** Shown greyed out, aria-disabled, with the reason in a tooltip: the company is blocked for non-payment. */
  readonly disabled: boolean;
  /** Whether a click opens the product (otherwise the info toast). */
  readonly launchable: boolean;
  /** The company owns the product but the user's access profile does not grant it (issue 19). */
  readonly withheld: boolean;
}

export interface LauncherTrail {
  readonly trail: Trail;
  readonly cards: readonly LauncherCard[];
}

/** Products listed only to their owners. */
const OWNERS_ONLY: readonly number[] = [PRODUCT_IDS.analysis360];

export function isListed(viewer: Viewer, productId: number): boolean {
  return !OWNERS_ONLY.includes(productId) || viewer.productIds.includes(productId);
}

export function launcherTrails(viewer: Viewer): LauncherTrail[] {
  const disabled = viewer.company.blockedForNonPayment;
  return TRAILS.map((trail) => ({
    trail,
    cards: trail.productIds
      .filter((id) => isListed(viewer, id))
      .map((id) => ({
        product: PRODUCTS[id],
        disabled,
        launchable: !disabled && canLaunchProduct(viewer, id),
        withheld: isWithheldByProfile(viewer, id),
      })),
  }));
}
