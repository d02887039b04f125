/**
 * One notification in the menu (PF 3 'Portal notification'): category chip, relative date,
 * the HTML content and, while unread, a marker. An unread one is marked read by a click anywhere on
 * it or by Enter/Space when it has the focus.
 */
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { PortalNotification } from '@painel/contracts';
import { SAO_PAULO_TIME_ZONE, notificationMessages, relativeDate } from '@painel/domain';
import { RichText } from '../../../components/rich-text';
import { CategoryChip } from './category-chip';

const fullDate = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: SAO_PAULO_TIME_ZONE,
});

interface NotificationItemProps {
  item: PortalNotification;
  now: Date;
  /** Id of the hidden text that tells how to mark an unread notification read. */
  hintId: string;
  onRead: (id: number) => void;
}

export function NotificationItem({ item, now, hintId, onRead }: NotificationItemProps) {
  const date = new Date(item.date);
  const unread = !item.read;
  const markRead = () => {
    if (unread) onRead(item.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only on the item itself: Enter on a link inside it follows the link.
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    markRead();
  };

  return (
    <Box
      component="li"
      tabIndex={0}
      data-notification-item=""
      aria-describedby={unread ? hintId : undefined}
      onClick={markRead}
      onKeyDown={onKeyDown}
      sx={(theme) => ({
        position: 'relative',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: unread ? 'pointer' : 'default',
        bgcolor: unread ? alpha(theme.palette.primary.main, 0.05) : 'background.paper',
        '&:hover': unread ? { bgcolor: alpha(theme.palette.primary.main, 0.09) } : {},
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
        <CategoryChip category={item.category} />
        <Typography
          component="time"
          variant="caption"
          color="text.secondary"
          dateTime={item.date}
          title={fullDate.format(date)}
        >
          {relativeDate(date, now)}
        </Typography>
        {unread && (
          <Box
            data-testid="unread-marker"
            sx={{
              ml: 'auto',
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              flexShrink: 0,
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {notificationMessages.unread}
            </Box>
          </Box>
        )}
      </Box>
      <RichText html={item.content} sx={{ color: unread ? 'text.primary' : 'text.secondary' }} />
    </Box>
  );
}
