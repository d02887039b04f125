/**
 * What features contribute to the top bar (PF 2 'Top bar'), composed here so features never import
 * each other. Each feature's component decides by itself whether it shows (back office, trial).
 * One line per feature; keep the order of the spec.
 */

/** Left of the bar, after the brand: the trail switcher. */
export function TopBarStart() {
  return <>{/* slot: trail switcher */}</>;
}

/** Right of the bar, before the help centre and the user menu. */
export function TopBarEnd() {
  return (
    <>
      {/* slot: trial indicator */}
      {/* slot: ombudsman */}
      {/* slot: notifications */}
    </>
  );
}
