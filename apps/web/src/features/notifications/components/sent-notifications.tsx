/**
 * 'Notificações enviadas' (back office): what staff have written, newest first, ten a page (page and
 * size in the address), each with its audience, author and how many users have read it; the content
 * as customers see it.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BackofficeNotification } from '@painel/contracts';
import { SAO_PAULO_TIME_ZONE, notificationMessages } from '@painel/domain';
import type { ListQueryState } from '../../../components/filters/use-list-query';
import { ListPagination } from '../../../components/pagination/list-pagination';
import { QueryLoading, QueryState } from '../../../components/query-state/query-state';
import { RichText } from '../../../components/rich-text';
import { useSentNotifications } from '../api/get-sent-notifications';
import { CategoryChip } from './category-chip';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: SAO_PAULO_TIME_ZONE,
});

/** The sent list's page and size, kept in the address by the page (useListQuery). */
export type SentNotificationsPaging = ListQueryState<never>;

function audienceText({ audience }: BackofficeNotification): string {
  if (audience.type === 'COMPANY')
    return notificationMessages.audienceToCompany(audience.companyName ?? String(audience.companyId));
  if (audience.type === 'USER')
    return notificationMessages.audienceToUser(audience.userName ?? String(audience.userId));
  return notificationMessages.audienceAll;
}

function SentItem({ item }: { item: BackofficeNotification }) {
  return (
    <Box
      component="li"
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mb: 1 }}
      >
        <CategoryChip category={item.category} />
        <Typography component="time" variant="caption" color="text.secondary" dateTime={item.date}>
          {dateTime.format(new Date(item.date))}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 500 }}>
          {audienceText(item)}
        </Typography>
      </Box>
      <RichText html={item.content} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {[
          item.createdBy ? notificationMessages.author(item.createdBy.name) : null,
          notificationMessages.readCount(item.readCount),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
}

export function SentNotifications({ list }: { list: SentNotificationsPaging }) {
  const titleId = useId();
  const sent = useSentNotifications(list.page, list.size);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {notificationMessages.sentTitle}
        {sent.data ? (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '1rem' }}>
            ({sent.data.totalItems})
          </Typography>
        ) : null}
      </Typography>
      <QueryState
        query={sent}
        errorMessage={notificationMessages.sentLoadFailed}
        retryLabel={notificationMessages.retry}
        loading={<QueryLoading label={notificationMessages.loading} />}
        empty={{ title: notificationMessages.sentEmpty }}
        isEmpty={sent.data?.list.length === 0}
      >
        <Box
          component="ul"
          aria-labelledby={titleId}
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: sent.isPlaceholderData ? 0.6 : 1 }}
        >
          {sent.data?.list.map((item) => (
            <SentItem key={item.id} item={item} />
          ))}
        </Box>
        <ListPagination {...list.pager(sent.data?.totalItems ?? 0)} />
      </QueryState>
    </Paper>
  );
}
