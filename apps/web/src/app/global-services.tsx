/**
 * Services of every page, signed in or not: the connectivity notices. Composed here so
 * features never import each other. One line per feature.
 */
import { ConnectivityNotices } from '../features/connectivity/components/connectivity-notices';

export function GlobalServices() {
  return <ConnectivityNotices />;
}
