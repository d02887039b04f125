/**
 * What features contribute to the top bar (PF 2 'Top bar'), composed here so features never import
 * each other. Each feature's component decides by itself whether it shows (back office, trial).
 * One line per feature; keep the order of the spec.
 */
import { TrailSwitcher } from '../../features/launcher/components/trail-switcher';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { OmbudsmanButton } from '../../features/ombudsman/components/ombudsman-button';
import { TrialIndicator } from '../../features/trial/components/trial-indicator';

/** Left of the bar, after the brand: the trail switcher. */
export function TopBarStart() {
  return <TrailSwitcher />;
}

/** Right of the bar, before the help centre and the user menu. */
export function TopBarEnd() {
  return (
    <>
      <TrialIndicator />
      <OmbudsmanButton />
      <NotificationsBell />
    </>
  );
}
