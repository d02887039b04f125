/**
 * Extra notifications, mounted once by the shell for a signed-in
 * portal user: fetched about 650 ms after load; on the current route (allowed and blocked routes),
 * the first banner not yet closed, a redirect followed once, and the virtual-seller cards one at a
 * time, the first 5 s after load and each next one 1.5 s after the previous was closed or clicked.
 * What is on screen lives in its own chunk (with the HTML sanitiser), loaded only when needed.
 * Announcements go only to people who can follow them: a banner whose `targetRoute`,
 * or a redirect whose path, the reader may not open (`canFollow`, the shell's route rules) is left out.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ExtraNotification } from '@painel/contracts';
import { EXTRA_NOTIFICATIONS_DELAY_MS, VIRTUAL_SELLER_DELAY_MS, VIRTUAL_SELLER_GAP_MS } from '@painel/domain';
import { getEnvironment } from '../../../config/environment';
import { sendAnalyticsEvent } from '../../../lib/analytics';
import { useCurrentUser } from '../../../lib/current-user';
import { useProductLauncher } from '../../../lib/product-launch';
import { useExtraNotifications } from '../api/get-extra-notifications';
import type { ExtraOf } from '../lib/extra-kinds';
import { isAllowedOnRoute } from '../lib/route-rules';
import { addSeenExtra, readSeenExtras, type SeenExtras, type SeenKind } from '../lib/seen-extras';
import { lazyPart, OptionalPart } from '../../../components/optional-part';

const ExtraNotificationsDock = lazyPart(() =>
  import('./extra-notifications-dock').then((m) => ({ default: m.ExtraNotificationsDock })),
);

/** Analytics event names of ours (the spec gives eventCategory and eventLabel only). */
export const EXTRA_EVENT_ACTIONS = { click: 'clique', redirect: 'redirecionamento' } as const;

function ofType<K extends ExtraNotification['componentType']>(
  extras: readonly ExtraNotification[] | undefined,
  type: K,
): ExtraOf<K>[] {
  return (extras ?? []).filter((extra): extra is ExtraOf<K> => extra.componentType === type);
}

function track(extra: ExtraNotification, action: string, fallbackLabel?: string) {
  if (!extra.eventCategory) return;
  const label = extra.eventLabel ?? fallbackLabel;
  sendAnalyticsEvent({
    eventCategory: extra.eventCategory,
    eventAction: action,
    ...(label ? { eventLabel: label } : {}),
  });
}

/** Whether the reader may open a path of this app; the shell answers it from the route rules. */
export type CanFollow = (path: string) => boolean;

const followAll: CanFollow = () => true;

export function ExtraNotifications({ canFollow = followAll }: { canFollow?: CanFollow }) {
  if (getEnvironment() === 'backoffice') return null;
  return <ExtraNotificationsService canFollow={canFollow} />;
}

/** Whether the reader can follow an extra: where it leads, and a redirect's own path. */
function followable(extra: ExtraNotification, canFollow: CanFollow): boolean {
  if (extra.targetRoute !== null && !canFollow(extra.targetRoute)) return false;
  return extra.componentType !== 'REDIRECT' || canFollow(extra.content);
}

function ExtraNotificationsService({ canFollow }: { canFollow: CanFollow }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const launch = useProductLauncher();
  const [fetchDue, setFetchDue] = useState(false);
  const [sellerDue, setSellerDue] = useState(false);
  const [seen, setSeen] = useState<SeenExtras>(() => readSeenExtras(user.id));
  const gapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const extras = useExtraNotifications(fetchDue);

  useEffect(() => {
    const fetchTimer = setTimeout(() => setFetchDue(true), EXTRA_NOTIFICATIONS_DELAY_MS);
    const sellerTimer = setTimeout(() => setSellerDue(true), VIRTUAL_SELLER_DELAY_MS);
    return () => {
      clearTimeout(fetchTimer);
      clearTimeout(sellerTimer);
      clearTimeout(gapTimer.current);
    };
  }, []);

  const remember = useCallback(
    (kind: SeenKind, id: number) => setSeen(addSeenExtra(user.id, kind, id)),
    [user.id],
  );

  // The first of each kind, by priority (the server's order), still to show on this route.
  const due = <T extends ExtraNotification>(list: readonly T[], done: readonly number[]) =>
    list.find(
      (extra) =>
        !done.includes(extra.id) && isAllowedOnRoute(pathname, extra) && followable(extra, canFollow),
    );
  const redirect = due(
    ofType(extras, 'REDIRECT').filter((extra) => extra.content !== pathname),
    seen.redirects,
  );
  const banner = due(ofType(extras, 'BANNER'), seen.banners);
  const seller = sellerDue ? due(ofType(extras, 'VIRTUAL_SELLER'), seen.sellers) : undefined;

  // A redirect is followed once (then remembered), replacing the page it was shown on.
  const followed = useRef(new Set<number>());
  useEffect(() => {
    if (!redirect || followed.current.has(redirect.id)) return;
    followed.current.add(redirect.id);
    // Stored only: the navigation re-renders anyway, and `followed` keeps this page from repeating it.
    addSeenExtra(user.id, 'redirects', redirect.id);
    track(redirect, EXTRA_EVENT_ACTIONS.redirect, redirect.content);
    void navigate(redirect.content, { replace: true });
  }, [redirect, navigate, user.id]);

  const closeSeller = useCallback(
    (id: number) => {
      remember('sellers', id);
      setSellerDue(false);
      clearTimeout(gapTimer.current);
      gapTimer.current = setTimeout(() => setSellerDue(true), VIRTUAL_SELLER_GAP_MS);
    },
    [remember],
  );

  if (!banner && !seller) return null;
  return (
    <OptionalPart>
      <ExtraNotificationsDock
        banner={banner}
        seller={seller}
        onDismissBanner={(id) => remember('banners', id)}
        onBannerLink={(extra) => track(extra, EXTRA_EVENT_ACTIONS.click)}
        onCloseSeller={closeSeller}
        onSellerAction={(extra) => {
          track(extra, EXTRA_EVENT_ACTIONS.click, extra.content.campaignId);
          closeSeller(extra.id);
          launch({ productId: extra.content.productId, origin: 'SUGESTÃO' });
        }}
      />
    </OptionalPart>
  );
}
