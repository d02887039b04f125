/**
 * What the launcher says of a product the user cannot open: PF 6.6's 'Ops! Parece que você não
 * possui acesso…' to everyone, verbatim; to the administrator of an account that lacks
 * the product, followed by the way the account gets it (the contracting hint), since they
 * are the one who decides.
 */
import { launcherMessages, screenMessages, trialMessages } from './messages';
import { isAdministrator, isTrial, trialPhase, type Viewer } from './permissions';
import { isWithheldByProfile } from './product-access';

/** A product the company owns but the profile withholds is the administrator's to grant: the spec's text, for everyone. */
export function productDeniedMessage(
  viewer: Pick<Viewer, 'planType' | 'profile' | 'productIds' | 'company'>,
  productId: number,
): string {
  // An expired trial is refused every product: say why, not that the product is missing.
  if (trialPhase(viewer) === 'expired') return trialMessages.expiredTooltip;
  if (!isAdministrator(viewer.profile) || isWithheldByProfile(viewer, productId))
    return screenMessages.productDenied;
  const hint = isTrial(viewer)
    ? launcherMessages.notOwnedTrialAdministrator
    : launcherMessages.notOwnedAdministrator;
  return `${screenMessages.productDenied} ${hint}`;
}
