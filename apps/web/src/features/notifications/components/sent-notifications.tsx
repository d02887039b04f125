/**
 * 'Notificações enviadas' (back office): what staff have written, newest first, ten a page (page and
 * size in the address), each with its audience, author and how many users have read it; the content
 * as customers see it. One DataTable: a table on a desktop, stacked cards on a phone.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BackofficeNotification } from '@painel/contracts';
import { SAO_PAULO_TIME_ZONE, notificationMessages as m } from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { CellProps, DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import type { ListQueryState } from '../../../components/filters/use-list-query';
import { QueryError } from '../../../components/query-state/query-state';
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
    return m.audienceToCompany(audience.companyName ?? String(audience.companyId));
  if (audience.type === 'USER') return m.audienceToUser(audience.userName ?? String(audience.userId));
  return m.audienceAll;
}

function DateCell({ row }: CellProps<BackofficeNotification>) {
  return (
    <Box component="time" dateTime={row.date} sx={{ whiteSpace: 'nowrap' }}>
      {dateTime.format(new Date(row.date))}
    </Box>
  );
}

function ContentCell({ row }: CellProps<BackofficeNotification>) {
  return (
    <Box sx={{ minWidth: { sm: 240 }, maxWidth: 420 }}>
      <RichText html={row.content} />
    </Box>
  );
}

const COLUMNS: readonly DataTableColumn<BackofficeNotification>[] = [
  { accessor: 'date', label: m.sentColumns.date, cell: DateCell },
  {
    accessor: 'category',
    label: m.categoryLabel,
    stacked: 'aside',
    cell: ({ row }) => <CategoryChip category={row.category} />,
  },
  { accessor: 'audience', label: m.audienceLabel, cell: ({ row }) => audienceText(row) },
  { accessor: 'content', label: m.sentColumns.content, cell: ContentCell },
  {
    accessor: 'createdBy',
    label: m.sentColumns.author,
    stacked: 'filled',
    cell: ({ row }) => row.createdBy?.name ?? '',
  },
  {
    accessor: 'readCount',
    label: m.sentColumns.reads,
    align: 'right',
    cell: ({ row }) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {m.readCount(row.readCount)}
      </Box>
    ),
  },
];

export function SentNotifications({ list }: { list: SentNotificationsPaging }) {
  const titleId = useId();
  const sent = useSentNotifications(list.page, list.size);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {m.sentTitle}
        {sent.data ? (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '1rem' }}>
            ({sent.data.totalItems})
          </Typography>
        ) : null}
      </Typography>
      {sent.isError ? (
        <QueryError message={m.sentLoadFailed} retryLabel={m.retry} onRetry={() => void sent.refetch()} />
      ) : (
        <DataTable
          label={m.sentTitle}
          columns={COLUMNS}
          rows={sent.data?.list ?? []}
          getRowId={(row) => row.id}
          loading={sent.isFetching}
          empty={<EmptyData title={m.sentEmpty} />}
          pagination={list.pager(sent.data?.totalItems ?? 0)}
        />
      )}
    </Paper>
  );
}
