/**
 * 'Atividade': the company's audit trail as people read it — when, who, what,
 * to whom, from where, the result, and for admin changes what changed (before and after). Filters
 * (period, user e-mail, action) and the page live in the URL (useListQuery). The portal reads the
 * own company (`customerId` null), the back office the customer of the address.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActivityEvent } from '@painel/contracts';
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  auditMessages,
  auditOutcomeLabel,
  auditPeriod,
  formatAuditInstant,
  parseDate,
  toIsoDate,
} from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { CellProps, DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { FilterChips, type FilterChip } from '../../../components/filters/filter-chips';
import { FilterDrawer } from '../../../components/filters/filter-drawer';
import { FiltersButton } from '../../../components/filters/filters-button';
import { useListQuery } from '../../../components/filters/use-list-query';
import { DateField } from '../../../components/masked-fields/date-field';
import { TextInput } from '../../../components/text-input';
import { useActivity } from '../api/get-activity';
import { PageHeader } from '../../../components/page-header/page-header';

const FILTER_KEYS = ['from', 'to', 'user', 'action'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** '2026-11-25' as the field shows it, '25/11/2026'; '' stays ''. */
function shownDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

function isoDate(shown: string): string | null {
  if (shown === '') return '';
  const date = parseDate(shown);
  return date ? toIsoDate(date) : null;
}

function WhoCell({ row }: CellProps<ActivityEvent>) {
  const { person, email, staff } = row.actor;
  if (person)
    return (
      <Box>
        <Typography variant="body2">{person.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {person.email}
          {staff ? ` · ${auditMessages.staffActor}` : ''}
        </Typography>
      </Box>
    );
  if (staff) return <Typography variant="body2">{auditMessages.staffActor}</Typography>;
  // No person and no address: the portal itself wrote the row (recordAudit with no actor).
  return <Typography variant="body2">{email ?? auditMessages.systemActor}</Typography>;
}

function TargetCell({ row }: CellProps<ActivityEvent>) {
  if (!row.target) return <Typography variant="body2">{auditMessages.nobody}</Typography>;
  return (
    <Box>
      <Typography variant="body2">{row.target.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {row.target.email}
      </Typography>
    </Box>
  );
}

function WhereCell({ row }: CellProps<ActivityEvent>) {
  return (
    <Box sx={{ maxWidth: 220 }}>
      <Typography variant="body2">{row.ip ?? auditMessages.unknownPlace}</Typography>
      {row.userAgent && (
        <Typography variant="body2" color="text.secondary" noWrap title={row.userAgent}>
          {row.userAgent}
        </Typography>
      )}
    </Box>
  );
}

export function ActivityPage({ customerId }: { customerId: number | null }) {
  const list = useListQuery<FilterKey>({ filterKeys: FILTER_KEYS });
  const { from, to, user, action } = list.filters;
  const activity = useActivity(customerId, {
    numPage: list.page,
    numPageSize: list.size,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(user ? { user } : {}),
    ...(action ? { action } : {}),
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [opened, setOpened] = useState<ActivityEvent | null>(null);

  const columns: DataTableColumn<ActivityEvent>[] = [
    {
      accessor: 'occurredAt',
      label: auditMessages.when,
      cell: ({ row }) => formatAuditInstant(row.occurredAt),
    },
    { accessor: 'actor', label: auditMessages.who, cell: WhoCell },
    { accessor: 'action', label: auditMessages.action, cell: ({ row }) => auditActionLabel(row.action) },
    { accessor: 'target', label: auditMessages.target, cell: TargetCell },
    { accessor: 'ip', label: auditMessages.where, cell: WhereCell },
    { accessor: 'outcome', label: auditMessages.outcome, cell: ({ row }) => auditOutcomeLabel(row.outcome) },
    {
      accessor: 'changes',
      label: auditMessages.changes,
      cell: ({ row }) =>
        row.changes.length > 0 ? (
          <Button
            size="small"
            onClick={() => setOpened(row)}
            aria-label={`${auditMessages.showChanges}: ${auditActionLabel(row.action)}, ${formatAuditInstant(row.occurredAt)}`}
          >
            {auditMessages.showChanges}
          </Button>
        ) : (
          auditMessages.nobody
        ),
    },
  ];

  const chips: FilterChip[] = [
    ...(from ? [{ key: 'from', label: auditMessages.filterFrom, value: shownDate(from) }] : []),
    ...(to ? [{ key: 'to', label: auditMessages.filterTo, value: shownDate(to) }] : []),
    ...(user ? [{ key: 'user', label: auditMessages.filterUser, value: user }] : []),
    ...(action
      ? [{ key: 'action', label: auditMessages.filterAction, value: auditActionLabel(action) }]
      : []),
  ];

  return (
    <Container maxWidth="lg">
      <PageHeader
        title={auditMessages.pageTitle}
        subtitle={
          customerId === null
            ? auditMessages.pageSubtitle
            : activity.data
              ? auditMessages.backofficeSubtitle(activity.data.companyName)
              : '\u00a0'
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <FiltersButton
          activeCount={list.activeCount}
          onOpen={() => setDrawerOpen(true)}
          onClear={list.clearFilters}
          expanded={drawerOpen}
        />
        <FilterChips
          chips={chips}
          canRemove={(key) => list.canRemove(key as FilterKey)}
          onRemove={(key) => list.removeFilter(key as FilterKey)}
        />
      </Box>
      {activity.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {activity.error.message}
        </Alert>
      )}
      <DataTable
        label={auditMessages.tableLabel}
        columns={columns}
        rows={activity.data?.list ?? []}
        getRowId={(row) => row.id}
        loading={activity.isFetching}
        empty={<EmptyData title={auditMessages.emptyTitle} description={auditMessages.emptyText} />}
        pagination={list.pager(activity.data?.totalItems ?? 0)}
      />
      {drawerOpen && (
        <ActivityFilters
          initial={{ from, to, user, action }}
          onClose={() => setDrawerOpen(false)}
          onApply={(values) => list.applyFilters(values)}
        />
      )}
      <ChangesDialog event={opened} onClose={() => setOpened(null)} />
    </Container>
  );
}

type FilterValues = Record<FilterKey, string>;

/** The drawer's draft: dates typed as DD/MM/AAAA, sent to the URL as São Paulo days. */
function ActivityFilters({
  initial,
  onClose,
  onApply,
}: {
  initial: FilterValues;
  onClose(): void;
  onApply(values: FilterValues): void;
}) {
  const [fromText, setFromText] = useState(shownDate(initial.from));
  const [toText, setToText] = useState(shownDate(initial.to));
  const [user, setUser] = useState(initial.user);
  const [action, setAction] = useState(initial.action);
  const [periodError, setPeriodError] = useState<string | null>(null);

  return (
    <FilterDrawer
      open
      onClose={onClose}
      onSubmit={() => {
        const [fromDay, toDay] = [isoDate(fromText), isoDate(toText)];
        // The date fields say 'Data inválida.' themselves when left with an impossible date.
        if (fromDay === null || toDay === null) return false;
        if (auditPeriod(fromDay || undefined, toDay || undefined) === null) {
          setPeriodError(auditMessages.periodInvalid);
          return false;
        }
        onApply({ from: fromDay, to: toDay, user: user.trim(), action });
        return true;
      }}
    >
      <DateField
        id="activity-from"
        label={auditMessages.filterFrom}
        value={fromText}
        onChange={setFromText}
      />
      <DateField
        id="activity-to"
        label={auditMessages.filterTo}
        value={toText}
        onChange={(value) => {
          setPeriodError(null);
          setToText(value);
        }}
        {...(periodError ? { errorMessage: periodError } : {})}
      />
      <TextInput
        id="activity-user"
        label={auditMessages.filterUser}
        type="email"
        value={user}
        maxLength={255}
        onChange={(event) => setUser(event.target.value)}
      />
      <FormControl fullWidth>
        <InputLabel id="activity-action-label">{auditMessages.filterAction}</InputLabel>
        <Select
          labelId="activity-action-label"
          id="activity-action"
          label={auditMessages.filterAction}
          value={action}
          displayEmpty
          onChange={(event) => setAction(event.target.value)}
          renderValue={(value) => (value ? auditActionLabel(value) : auditMessages.filterAnyAction)}
        >
          <MenuItem value="">{auditMessages.filterAnyAction}</MenuItem>
          {AUDIT_ACTIONS.map((code) => (
            <MenuItem key={code} value={code}>
              {auditActionLabel(code)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </FilterDrawer>
  );
}

function ChangesDialog({ event, onClose }: { event: ActivityEvent | null; onClose(): void }) {
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      aria-labelledby="activity-changes-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="activity-changes-title">{auditMessages.changesTitle}</DialogTitle>
      <DialogContent>
        {event && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {auditActionLabel(event.action)} · {formatAuditInstant(event.occurredAt)}
            </Typography>
            <Table size="small" aria-label={auditMessages.changesTitle}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{auditMessages.field}</TableCell>
                  <TableCell scope="col">{auditMessages.before}</TableCell>
                  <TableCell scope="col">{auditMessages.after}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {event.changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell component="th" scope="row">
                      {change.field}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {change.before ?? auditMessages.nobody}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {change.after ?? auditMessages.nobody}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{auditMessages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
