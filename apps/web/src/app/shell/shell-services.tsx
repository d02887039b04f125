/**
 * Services mounted once for a signed-in user, beside the page (PF 2, 4): extra notifications
 * (banners, redirects, the virtual seller), the trial-expiry dialog, the cookie-consent bar.
 * Composed here so features never import each other. One line per feature.
 */
export function ShellServices() {
  return (
    <>
      {/* slot: extra notifications */}
      {/* slot: trial expiry dialog */}
      {/* slot: cookie consent */}
    </>
  );
}
