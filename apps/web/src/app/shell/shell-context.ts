/** The signed-in user as the shell's menu model reads it (domain menu.ts `ShellContext`). */
import { useMemo } from 'react';
import { PRODUCT_IDS, type ShellContext } from '@painel/domain';
import { useCurrentUser } from '../../lib/current-user';
import { useFeatureFlags } from '../../lib/feature-flags';
import { usePublicConfig } from '../../lib/public-config';
import { useViewer } from '../../lib/viewer';

export function useShellContext(): ShellContext {
  const { blockedState } = useCurrentUser();
  const viewer = useViewer();
  const flags = useFeatureFlags();
  const protestUrl = usePublicConfig()?.productUrls[String(PRODUCT_IDS.protest)] ?? null;
  const balance = flags['balance-session'];
  const protest = flags['sidebar-mostrar-protestos'];
  const newSidebar = flags['new-sidebar'];
  return useMemo(
    () => ({
      viewer,
      blockedState,
      protestUrl,
      flags: { 'balance-session': balance, 'sidebar-mostrar-protestos': protest, 'new-sidebar': newSidebar },
    }),
    [viewer, blockedState, protestUrl, balance, protest, newSidebar],
  );
}
