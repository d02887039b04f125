/**
 * What the launcher and the top-bar switcher list (PF 2 'Product-trail launcher'): the five
 * trails in the spec's order, each with its product cards. Only show/hide and enable/disable; the
 * server's single sign-on applies the same rules (canLaunchProduct) when a product opens.
 *
 * - Análise 360 (product 17) and our products 20-22 are listed only to users who own them
 *   (OWNERS_ONLY_PRODUCT_IDS).
 * - Every other card is listed; a click on one the user may not open (not owned, not granted by
 *   the user's access profile, or API without the company's API flag) gets the 5 s info toast
 *   (lib/product-launch.ts).
 * - While the company is blocked for non-payment, or its trial is over, every card is disabled.
 */
import {
  OWNERS_ONLY_PRODUCT_IDS,
  PRODUCTS,
  TRAILS,
  canLaunchProduct,
  isWithheldByProfile,
  launcherMessages,
  trialMessages,
  trialPhase,
  type Product,
  type Trail,
  type Viewer,
} from '@painel/domain';

export interface LauncherCard {
  readonly product: Product;
  /** Shown greyed out, aria-disabled, with the reason in a tooltip (launcherLock). */
  readonly disabled: boolean;
  /** The tooltip of a disabled card; null when enabled. */
  readonly lockReason: string | null;
  /** Whether a click opens the product (otherwise the info toast). */
  readonly launchable: boolean;
  /** The company owns the product but the user's access profile does not grant it. */
  readonly withheld: boolean;
}

export interface LauncherTrail {
  readonly trail: Trail;
  readonly cards: readonly LauncherCard[];
}

export function isListed(viewer: Viewer, productId: number): boolean {
  return !OWNERS_ONLY_PRODUCT_IDS.some((id) => id === productId) || viewer.productIds.includes(productId);
}

/** Why every card is disabled: the company blocked for non-payment, or its trial over; null: they are not. */
export function launcherLock(viewer: Viewer): string | null {
  if (viewer.company.blockedForNonPayment) return launcherMessages.blockedTooltip;
  if (trialPhase(viewer) === 'expired') return trialMessages.expiredTooltip;
  return null;
}

export function launcherTrails(viewer: Viewer): LauncherTrail[] {
  const lockReason = launcherLock(viewer);
  const disabled = lockReason !== null;
  return TRAILS.map((trail) => ({
    trail,
    cards: trail.productIds
      .filter((id) => isListed(viewer, id))
      .map((id) => ({
        product: PRODUCTS[id],
        disabled,
        lockReason,
        launchable: !disabled && canLaunchProduct(viewer, id),
        withheld: isWithheldByProfile(viewer, id),
      })),
  }));
}
