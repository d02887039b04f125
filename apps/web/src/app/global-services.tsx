/**
 * Services of every page, signed in or not (PF 4): the connectivity notices. Composed here so
 * features never import each other. One line per feature.
 */
export function GlobalServices() {
  return <>{/* slot: connectivity notices */}</>;
}
