/**
 * What the launcher says of a product the user cannot open (issue 12): the spec's 'contact the
 * administrator' to everyone else, and to the administrator (who would be told to contact
 * themself) the way the account gets it.
 */
import { launcherMessages, screenMessages } from './messages';
import { isAdministrator, isTrial, type Viewer } from './permissions';

export function productDeniedMessage(viewer: Pick<Viewer, 'planType' | 'profile'>): string {
  if (!isAdministrator(viewer.profile)) return screenMessages.productDenied;
  return isTrial(viewer) ? launcherMessages.notOwnedTrialAdministrator : launcherMessages.notOwnedAdministrator;
}
