/**
 * 'Saldo e extrato' (PF 2 '/gestao-da-conta/saldo-e-extrato' with the balance section on: the
 * 'balance-session' flag, or always for a punctual plan): the balance card, the statement
 * of credits and daily consumption with its running balance — period and page in the address, so
 * a link or the back button keeps them — and, below, the month's consumption against the limits.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StatementEntry } from '@painel/contracts';
import {
  balanceBilling,
  formatDate,
  formatMoneyText,
  parseDate,
  parseMilli,
  prepaidMessages,
  statementPeriodError,
  toIsoDate,
  type BalanceBilling,
} from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { CellProps, DataTableColumn } from '../../../components/data-table/data-table-types';
import { DateField } from '../../../components/masked-fields/date-field';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { useListQuery } from '../../../components/filters/use-list-query';
import { useViewer } from '../../../lib/viewer';
import { useBalance, useStatement, type StatementFilter } from '../api/get-balance';
import { ConsumptionSections } from './consumption-page';
import { PageHeader } from '../../../components/page-header/page-header';

const M = prepaidMessages;
/** The period's address parameters (pt-BR, as the user reads them in the bar); page and size are the lists'. */
const FILTER_KEYS = ['de', 'ate'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayLabel(iso: string): string {
  const date = parseDate(iso);
  return date ? formatDate(date) : iso;
}

/** 'YYYY-MM-DD' → 'DD/MM/AAAA' for the period fields. */
function shownDay(iso: string): string {
  return ISO_DAY.test(iso) ? dayLabel(iso) : iso;
}

/** The period fields' 'DD/MM/AAAA' → 'YYYY-MM-DD' (statementPeriodError has judged it already). */
function isoDay(shown: string): string {
  const date = parseDate(shown);
  return date ? toIsoDate(date) : shown;
}

const money = (wire: string | null) => (wire === null ? '' : formatMoneyText(wire, 2));

/** The statement's period as the address holds it; a malformed day is left to the server's default. */
function periodOf(filters: Record<(typeof FILTER_KEYS)[number], string>) {
  const day = (value: string) => (ISO_DAY.test(value) ? value : null);
  return { from: day(filters.de), to: day(filters.ate) };
}

type Row = StatementEntry & {
  id: string;
  dateLabel: string;
  creditLabel: string;
  debitLabel: string;
  balanceLabel: string;
};

function MoneyCell({ value }: CellProps<Row>) {
  return typeof value === 'string' && value !== '' ? (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {value}
    </Box>
  ) : null;
}

function projection(days: number | null, billing: BalanceBilling): string {
  if (days === null) return M.noProjection;
  return days === 0 ? M.exhausted[billing] : M.projectedDays(days);
}

function BalanceCard({ billing }: { billing: BalanceBilling }) {
  const balance = useBalance();
  const data = balance.data;
  if (balance.isError)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {balance.error.message}
      </Alert>
    );
  if (!data) return <Skeleton variant="rounded" height={140} sx={{ mb: 2 }} />;
  const negative = parseMilli(data.balance) < 0n;
  return (
    <Card variant="outlined" component="section" aria-labelledby="saldo-atual" sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr 1fr' } }}>
        <Box>
          <Typography id="saldo-atual" component="h2" variant="subtitle1">
            {M.balanceTitle}
          </Typography>
          <Typography
            component="p"
            variant="h4"
            sx={{ fontWeight: 700, color: negative ? 'error.main' : 'text.primary' }}
          >
            {formatMoneyText(data.balance, 2)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {M.balanceAsOf(dayLabel(data.asOf))}
          </Typography>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle2" color="text.secondary">
            {M.lastCredit}
          </Typography>
          {data.lastCredit ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>{formatMoneyText(data.lastCredit.amount, 2)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {dayLabel(data.lastCredit.date)} · {data.lastCredit.description}
              </Typography>
            </>
          ) : (
            <Typography variant="body2">{M.noCredit}</Typography>
          )}
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle2" color="text.secondary">
            {M.projection}
          </Typography>
          <Typography variant="body2">{projection(data.projectedDays, billing)}</Typography>
        </Box>
      </CardContent>
      {negative && (
        <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
          {M.negativeBalance[billing]}
        </Alert>
      )}
    </Card>
  );
}

function Statement() {
  const list = useListQuery({ filterKeys: FILTER_KEYS });
  const filter: StatementFilter = { ...periodOf(list.filters), numPage: list.page, numPageSize: list.size };
  const statement = useStatement(filter);
  const data = statement.data;
  // The fields follow the address until edited; the server's default period fills them otherwise.
  const [draft, setDraft] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const [error, setError] = useState<string | null>(null);
  // The fields read and take DD/MM/AAAA; the address and the API keep 'YYYY-MM-DD'.
  const from = draft.from ?? shownDay(filter.from ?? data?.from ?? '');
  const to = draft.to ?? shownDay(filter.to ?? data?.to ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = statementPeriodError(from, to);
    setError(problem);
    if (problem) return;
    setDraft({ from: null, to: null });
    list.applyFilters({ de: isoDay(from), ate: isoDay(to) });
  }

  const rows: Row[] = (data?.list ?? []).map((entry, index) => ({
    ...entry,
    id: `${entry.date}-${entry.kind}-${index}`,
    dateLabel: dayLabel(entry.date),
    creditLabel: money(entry.credit),
    debitLabel: money(entry.debit),
    balanceLabel: money(entry.balance),
  }));
  const columns: DataTableColumn<Row>[] = [
    { accessor: 'dateLabel', label: M.columns.date },
    { accessor: 'description', label: M.columns.description, stacked: 'title' },
    { accessor: 'creditLabel', label: M.columns.credit, align: 'right', cell: MoneyCell, stacked: 'filled' },
    { accessor: 'debitLabel', label: M.columns.debit, align: 'right', cell: MoneyCell, stacked: 'filled' },
    { accessor: 'balanceLabel', label: M.columns.balance, align: 'right', cell: MoneyCell },
  ];
  const empty = <EmptyData title={M.statementEmpty} description={M.statementEmptyHint} />;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="extrato" sx={{ p: 2, mb: 2, minWidth: 0 }}>
      <Typography id="extrato" component="h2" variant="subtitle1" sx={{ mb: 2 }}>
        {M.statementTitle}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={M.statementTitle}
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 190px' } }}>
          <DateField
            id="extrato-de"
            label={M.filterFrom}
            size="small"
            value={from}
            onChange={(value) => setDraft((d) => ({ ...d, from: value }))}
            {...(error ? { errorMessage: error } : {})}
          />
        </Box>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 190px' } }}>
          <DateField
            id="extrato-ate"
            label={M.filterTo}
            size="small"
            value={to}
            onChange={(value) => setDraft((d) => ({ ...d, to: value }))}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {M.filterApply}
        </Button>
      </Box>
      {statement.isError ? (
        <Alert severity="error">{statement.error.message}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Box sx={{ width: '100%', overflowX: 'auto' }}>
          <DataTable
            label={M.statementTitle}
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            loading={statement.isFetching}
            empty={empty}
            pagination={list.pager(data.totalItems)}
          />
        </Box>
      )}
    </Paper>
  );
}

export function BalancePage({ title }: { title: string }) {
  // The words follow how the company pays: a postpaid company has no prepaid balance to top up.
  const billing = balanceBilling(useViewer().planType);
  return (
    <Container maxWidth="lg" sx={{ minWidth: 0 }}>
      <PageHeader title={title} subtitle={M.intro[billing]} />
      <BalanceCard billing={billing} />
      <Statement />
      <ConsumptionSections />
    </Container>
  );
}
