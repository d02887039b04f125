/**
 * The top bar's bell (PF 2 'Top bar', PF 9 badge '9+'): the unread count, polled, and the button
 * that opens 'Notificações'. Portal only: the back office has no notifications menu. The
 * menu, with the HTML sanitiser, is its own chunk, loaded on the first opening.
 */
import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { BADGE_MAX, notificationMessages } from '@painel/domain';
import { getEnvironment } from '../../../config/environment';
import { useNotificationCount } from '../api/get-notification-count';
import { lazyPart, OptionalPart } from '../../../components/optional-part';

const NotificationsMenu = lazyPart(() =>
  import('./notifications-menu').then((m) => ({ default: m.NotificationsMenu })),
);

/** What the badge reads: the count, or '9+' above nine. */
export function badgeText(count: number): string {
  return count > BADGE_MAX ? notificationMessages.overflow : String(count);
}

export function NotificationsBell() {
  if (getEnvironment() === 'backoffice') return null;
  return <Bell />;
}

function Bell() {
  const count = useNotificationCount();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={notificationMessages.bellLabel(count, badgeText(count))}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen(true);
        }}
      >
        {/* No content at zero: an invisible '0' still counts as the button's visible text (axe). */}
        <Badge badgeContent={count === 0 ? null : badgeText(count)} color="error" invisible={count === 0}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {anchor && (
        <OptionalPart>
          <NotificationsMenu id={menuId} anchorEl={anchor} open={open} onClose={() => setOpen(false)} />
        </OptionalPart>
      )}
    </>
  );
}
