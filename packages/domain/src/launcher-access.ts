/**
 * What the launcher says of a product the user cannot open (issue 12): the spec's 'contact the
 * administrator' to everyone else, and to the administrator (who would be told to contact
 * themself) the way the account gets it.
 */
import { launcherMessages, screenMessages } from './messages';
import { isAdministrator, isTrial, type Viewer } from './permissions';
import { isWithheldByProfile } from './product-access';

/** A product the company owns but the profile withholds is the administrator's to grant: the spec's text, for everyone. */
export function productDeniedMessage(viewer: Pick<Viewer, 'planType' | 'profile' | 'productIds' | 'company'>, productId: number): string {
  if (!isAdministrator(viewer.profile) || isWithheldByProfile(viewer, productId)) return screenMessages.productDenied;
  return isTrial(viewer) ? launcherMessages.notOwnedTrialAdministrator : launcherMessages.notOwnedAdministrator;
}
