/**
 * 'Notificações' (PF 2, PF 4 'Notifications menu'): a popover dialog of about 450 px with the tab
 * 'Todas'. Opening fetches page 0; 'Ver mais notificações' appends the next page and moves the
 * focus to its first item; closing clears the list. Escape and a click outside close it and the
 * focus returns to the bell; arrow keys, Home and End move between notifications.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { visuallyHidden } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_MENU_HEIGHT_PX, notificationMessages } from '@painel/domain';
import { serverNow } from '../../../lib/server-clock';
import { forgetNotifications, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from './notification-item';

const ITEM_SELECTOR = '[data-notification-item]';
const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (!NAVIGATION_KEYS.includes(event.key)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
  const current = items.findIndex((item) => item.contains(document.activeElement));
  const last = items.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(current + 1, last)
          : Math.max(current - 1, 0);
  event.preventDefault();
  items[next]?.focus();
}

interface NotificationsMenuProps {
  id: string;
  anchorEl: HTMLElement;
  open: boolean;
  onClose: () => void;
}

export function NotificationsMenu({ id, anchorEl, open, onClose }: NotificationsMenuProps) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const tabId = useId();
  const panelId = useId();
  const hintId = useId();
  const notifications = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const listRef = useRef<HTMLUListElement>(null);
  /** After 'see more': the index of the first new item, to focus once it is shown. */
  const focusIndex = useRef<number | null>(null);
  const { items } = notifications;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    const next = listRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR)[index];
    if (!next) return;
    focusIndex.current = null;
    next.focus();
  }, [items.length]);

  const now = new Date(serverNow());

  let body;
  if (notifications.isPending) {
    body = (
      <Box
        role="status"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 6 }}
      >
        <CircularProgress size={32} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {notificationMessages.loading}
        </Typography>
      </Box>
    );
  } else if (notifications.isError && items.length === 0) {
    body = (
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          px: 3,
          py: 6,
          textAlign: 'center',
        }}
      >
        <Typography role="alert">{notificationMessages.loadFailed}</Typography>
        <Button variant="outlined" onClick={() => void notifications.refetch()}>
          {notificationMessages.reload}
        </Button>
      </Box>
    );
  } else if (items.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ px: 3, py: 6, textAlign: 'center' }}>
        {notificationMessages.empty}
      </Typography>
    );
  } else {
    body = (
      <>
        <Box
          component="ul"
          ref={listRef}
          aria-labelledby={titleId}
          onKeyDown={moveFocus}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              now={now}
              hintId={hintId}
              onRead={(read) => markRead.mutate([read])}
            />
          ))}
        </Box>
        {notifications.isFetchNextPageError && (
          <Typography role="alert" variant="body2" color="error" sx={{ px: 2, pt: 1.5, textAlign: 'center' }}>
            {notificationMessages.loadFailed}
          </Typography>
        )}
        {notifications.hasNextPage && (
          <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'center' }}>
            <Button
              loading={notifications.isFetchingNextPage}
              onClick={() => {
                focusIndex.current = items.length;
                void notifications.fetchNextPage();
              }}
            >
              {notificationMessages.seeMore}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: { xs: 'calc(100vw - 32px)', sm: 400 },
            height: NOTIFICATIONS_MENU_HEIGHT_PX,
            maxHeight: 'calc(100vh - 96px)',
            display: 'flex',
            flexDirection: 'column',
            mt: 1,
          },
        },
        transition: { onExited: () => forgetNotifications(queryClient) },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 1, pt: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1, fontSize: '1.125rem' }}>
          {notificationMessages.title}
        </Typography>
        <IconButton size="small" aria-label={notificationMessages.closeMenu} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Tabs value={0} sx={{ px: 1, minHeight: 40 }}>
        <Tab id={tabId} aria-controls={panelId} label={notificationMessages.allTab} sx={{ minHeight: 40 }} />
      </Tabs>
      <Divider />
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId} sx={{ flex: 1, overflowY: 'auto' }}>
        <Box id={hintId} sx={visuallyHidden}>
          {notificationMessages.markReadHint}
        </Box>
        {body}
      </Box>
    </Popover>
  );
}
