/**
 * Consumo consolidado, both environments.
 * - Customer: month/year (this month and 6 back) and product, BUSCAR; loads on open; two cards.
 * - Back office: month (last 7) or date range (≤ 31 days, ≤ 6 months back), customer, group
 *   (after a customer), product; not loaded until searched; three cards; ID cliente and Cliente
 *   with the product-view permission.
 * Above the table, the period's total per product as a chart (its own chunk). EXTRAIR RELATÓRIO
 * exports the last searched filter. The searched filter, the page and the size live in the address
 * (useListQuery), so reload, back and a shared link keep the search; the form edits a draft of it.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ConsolidatedUsageRow, Customer } from '@painel/contracts';
import {
  CUSTOMER_PAGE_TEMPLATE,
  accountMessages,
  customerDisplayName,
  formatMoneyText,
  formatQuantity,
  isoToBrDate,
  monthYearLabel,
  parseMilli,
  formatMilli,
  reportMessages,
  reportMonths,
  parseDate,
  toIsoDate,
  allows,
  policies,
} from '@painel/domain';
import { CustomerAutocomplete } from '../../../components/customer-autocomplete/customer-autocomplete';
import { DataTable } from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/filters/use-list-query';
import { useCustomer } from '../../../components/customer-autocomplete/use-customer';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { DateField } from '../../../components/masked-fields/date-field';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { useToast } from '../../../components/toast/toast-context';
import { serverNow } from '../../../lib/server-clock';
import { useViewer } from '../../../lib/viewer';
import { useConsolidatedUsage, useUsageByProduct } from '../api/get-consolidated-usage';
import { useReportGroups, useReportProducts } from '../api/get-report-options';
import {
  REPORT_FILTER_KEYS,
  addressOf,
  changeFilter,
  filterErrors,
  filterFromAddress,
  filterQuery,
  initialFilter,
  periodQuery,
  sameFilter,
  type ReportAddress,
  type ReportFilterKey,
  type ReportFilterState,
  type ReportQuery,
} from '../lib/report-filter';
import { ExportButton } from './export-button';
import { PageHeader } from '../../../components/page-header/page-header';

const UsageChart = lazy(() => import('./usage-chart'));

type Row = ConsolidatedUsageRow & { key: string };
type Environment = 'portal' | 'backoffice';

function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 200px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A typed 'DD/MM/AAAA' as the API's 'YYYY-MM-DD'; an incomplete text stays as typed, so the period check refuses it. */
function typedIsoDay(text: string): string {
  const date = parseDate(text);
  return date && text.length === 10 ? toIsoDate(date) : text;
}

const TextCell = ({ value }: { value: unknown }) => <>{String(value ?? '')}</>;

/**
 * What the address has searched: its filter when the period passes the rules (a hand-edited link
 * may not), else nothing; the portal then searches this month, as on a first visit.
 */
function searchedFilter(
  environment: Environment,
  address: ReportAddress,
  months: readonly string[],
  now: Date,
): ReportFilterState | null {
  const fallback = environment === 'portal' ? initialFilter(months[0] ?? '') : null;
  const found = filterFromAddress(environment, address, months[0] ?? '');
  if (found === null || Object.keys(filterErrors(environment, found, now)).length > 0) return fallback;
  return found;
}

/** The range's days as their fields show them (DD/MM/AAAA). */
function rangeTextOf(state: ReportFilterState) {
  return {
    start: state.startDate ? isoToBrDate(state.startDate) : '',
    end: state.endDate ? isoToBrDate(state.endDate) : '',
  };
}

export function ConsolidatedUsagePage({ backTo }: { backTo: string }) {
  const viewer = useViewer();
  const toast = useToast();
  const environment = viewer.environment;
  const backoffice = environment === 'backoffice';
  const now = useMemo(() => new Date(serverNow()), []);
  const months = useMemo(() => reportMonths(environment, now), [environment, now]);
  // What was searched, with the page and size, lives in the address (reload, back and a shared
  // link keep it); the form edits a draft, which follows the address when it changes.
  const paging = useListQuery<ReportFilterKey>({ filterKeys: REPORT_FILTER_KEYS });
  const applied = useMemo(
    () => searchedFilter(environment, paging.filters, months, now),
    [environment, paging.filters, months, now],
  );
  const appliedKey = applied === null ? '' : JSON.stringify(addressOf(environment, applied));
  const [draft, setDraft] = useState<ReportFilterState>(() => applied ?? initialFilter(months[0] ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The customer chosen in the field; one the address names alone is looked up by its id.
  const [chosen, setChosen] = useState<Customer | null>(null);
  // The range's fields as typed (DD/MM/AAAA); the draft holds their ISO days once complete.
  const [rangeText, setRangeText] = useState(() => rangeTextOf(draft));
  const [synced, setSynced] = useState(appliedKey);
  if (synced !== appliedKey) {
    // Back, forward or a link changed the search: the form shows it.
    setSynced(appliedKey);
    const next = applied ?? initialFilter(months[0] ?? '');
    setDraft(next);
    setRangeText(rangeTextOf(next));
    setErrors({});
  }
  const draftCustomerId = draft.customer?.id ?? null;
  const lookup = useCustomer(
    backoffice && draftCustomerId !== null && chosen?.id !== draftCustomerId ? draftCustomerId : null,
  );
  const customer =
    draftCustomerId === null
      ? null
      : chosen?.id === draftCustomerId
        ? chosen
        : lookup.data?.id === draftCustomerId
          ? lookup.data
          : null;

  const query: ReportQuery | null = applied
    ? { ...filterQuery(environment, applied), numPage: paging.page, numPageSize: paging.size }
    : null;
  const usage = useConsolidatedUsage(query);
  const chart = useUsageByProduct(query);
  // The product list follows the draft's period and customer (AA 4: reloaded when they change).
  const periodValid =
    Object.keys(filterErrors(environment, draft, now)).filter((k) => k !== 'customerId').length === 0;
  const productsQuery =
    periodValid && (!backoffice || draft.customer)
      ? { ...periodQuery(environment, draft), ...(backoffice ? { customerId: draft.customer?.id } : {}) }
      : null;
  const products = useReportProducts(productsQuery);
  const groups = useReportGroups(backoffice ? (draft.customer?.id ?? null) : null);

  useEffect(() => {
    if (usage.isError) toast.error(usage.error.message);
  }, [usage.isError, usage.error, toast]);
  useEffect(() => {
    if (products.isError) toast.error(products.error.message);
  }, [products.isError, products.error, toast]);

  const update = (change: Partial<ReportFilterState>) => {
    setDraft((state) => changeFilter(state, change));
    setErrors({});
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const found = filterErrors(environment, draft, now);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // AA 4: a changed filter searches from page 0 (applyFilters goes back to it); the same one stays.
    if (!applied || !sameFilter(environment, applied, draft))
      paging.applyFilters(addressOf(environment, draft));
  };

  const showCustomer = allows(viewer, policies.reports.customerColumns);
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'date',
      label: backoffice ? reportMessages.columns.period : reportMessages.columns.monthYear,
      cell: ({ row }) => <>{backoffice ? isoToBrDate(row.date) : monthYearLabel(row.date)}</>,
    },
    {
      accessor: 'customerId',
      label: reportMessages.columns.customerId,
      active: showCustomer,
      cell: TextCell,
    },
    {
      accessor: 'customerName',
      label: reportMessages.columns.customer,
      active: showCustomer,
      cell: TextCell,
    },
    { accessor: 'productName', label: reportMessages.columns.product },
    { accessor: 'functionality', label: reportMessages.columns.functionality },
    {
      accessor: 'unitPrice',
      label: reportMessages.columns.unitPrice,
      align: 'right',
      cell: ({ row }) => <>{formatMoneyText(row.unitPrice)}</>,
    },
    {
      accessor: 'quantity',
      label: reportMessages.columns.quantity,
      align: 'right',
      cell: ({ row }) => <>{formatQuantity(row.quantity)}</>,
    },
    {
      accessor: 'amount',
      label: reportMessages.columns.amount,
      align: 'right',
      cell: ({ row }) => <>{formatMoneyText(row.amount)}</>,
    },
  ];
  const rows: Row[] = usage.isError
    ? []
    : (usage.data?.list ?? []).map((row, index) => ({
        ...row,
        key: `${row.date}-${row.productId}-${row.functionalityId}-${row.unitPrice}-${index}`,
      }));
  const data = usage.isError ? undefined : usage.data;
  const money = (value: string | undefined) =>
    value === undefined ? accountMessages.emptyCurrency : formatMoneyText(value, 2);
  const empty = applied === null ? accountMessages.reportSelectCustomer : accountMessages.reportEmpty;

  return (
    <Container maxWidth="lg">
      <PageHeader
        breadcrumb={
          <Link
            component={RouterLink}
            to={backTo}
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <ArrowBack fontSize="small" aria-hidden />
            {reportMessages.reportsTitle}
          </Link>
        }
        title={accountMessages.consolidatedUsage}
      />

      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={search}
        aria-label={reportMessages.filterPeriodMode}
        sx={{ p: 2, mb: 2 }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            alignItems: 'start',
          }}
        >
          {backoffice && (
            <Box sx={{ gridColumn: { md: '1 / -1' } }}>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={draft.mode}
                aria-label={reportMessages.filterPeriodMode}
                onChange={(_event, mode: 'month' | 'range' | null) => mode && update({ mode })}
              >
                <ToggleButton value="month">{reportMessages.periodByMonth}</ToggleButton>
                <ToggleButton value="range">{reportMessages.periodByRange}</ToggleButton>
              </ToggleButtonGroup>
            </Box>
          )}
          {!backoffice || draft.mode === 'month' ? (
            <TextField
              select
              id="relatorio-mes"
              label={reportMessages.filterMonth}
              value={draft.month}
              onChange={(event) => update({ month: event.target.value })}
              error={Boolean(errors.date)}
              helperText={errors.date}
            >
              {months.map((month) => (
                <MenuItem key={month} value={month}>
                  {monthYearLabel(month)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <DateField
                id="relatorio-inicio"
                label={reportMessages.startDate}
                value={rangeText.start}
                onChange={(value) => {
                  setRangeText((text) => ({ ...text, start: value }));
                  update({ startDate: typedIsoDay(value) });
                }}
                {...(errors.startDate ? { errorMessage: errors.startDate } : {})}
              />
              <DateField
                id="relatorio-fim"
                label={reportMessages.endDate}
                value={rangeText.end}
                onChange={(value) => {
                  setRangeText((text) => ({ ...text, end: value }));
                  update({ endDate: typedIsoDay(value) });
                }}
                {...(errors.endDate ? { errorMessage: errors.endDate } : {})}
              />
            </Box>
          )}
          {backoffice && (
            <CustomerAutocomplete
              id="relatorio-cliente"
              clientLinkTemplate={CUSTOMER_PAGE_TEMPLATE}
              required
              value={customer}
              errorMessage={errors.customerId}
              onChange={(picked) => {
                setChosen(picked);
                update({ customer: picked ? { id: picked.id, name: customerDisplayName(picked) } : null });
              }}
            />
          )}
          {backoffice && (
            <Autocomplete
              id="relatorio-grupo"
              options={groups.data?.list ?? []}
              value={groups.data?.list.find((g) => g.id === draft.groupId) ?? null}
              onChange={(_event, group) => update({ groupId: group?.id ?? null })}
              getOptionLabel={(group) => group.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              disabled={draft.customer === null}
              loading={groups.isFetching}
              noOptionsText={reportMessages.groupsEmpty}
              renderInput={(params) => (
                <TextField {...params} label={reportMessages.group} placeholder={reportMessages.allGroups} />
              )}
            />
          )}
          <Autocomplete
            id="relatorio-produto"
            options={products.isError ? [] : (products.data?.list ?? [])}
            value={products.data?.list.find((p) => p.id === draft.productId) ?? null}
            onChange={(_event, product) => update({ productId: product?.id ?? null })}
            getOptionLabel={(product) => product.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disabled={productsQuery === null}
            loading={products.isFetching}
            noOptionsText={reportMessages.productsEmpty}
            renderInput={(params) => (
              <TextField
                {...params}
                label={reportMessages.product}
                placeholder={reportMessages.allProducts}
              />
            )}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <ExportButton query={query} disabled={applied === null} />
          <Button type="submit" variant="contained">
            {accountMessages.reportSearch}
          </Button>
        </Box>
      </Paper>

      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <SummaryCard
          label={accountMessages.totalQuantity}
          value={data ? formatQuantity(data.totalQuantity) : backoffice ? '-' : formatQuantity(0)}
        />
        {backoffice ? (
          <>
            <SummaryCard label={accountMessages.totalConsumable} value={money(data?.totalAmount)} />
            <SummaryCard label={accountMessages.totalPerUser} value={money(data?.totalPricePerUser)} />
          </>
        ) : (
          <SummaryCard
            label={accountMessages.totalAmount}
            value={money(
              data
                ? formatMilli(parseMilli(data.totalAmount) + parseMilli(data.totalPricePerUser))
                : undefined,
            )}
          />
        )}
      </Box>

      {data?.billedLater.map((line) => (
        <Alert key={`${line.period}-${line.invoiceNumber}`} severity="info" sx={{ mb: 2 }}>
          {reportMessages.lateUsageBilled(
            monthYearLabel(`${line.period}-01`),
            formatMoneyText(line.amount.replace(/^-/, '')),
            line.invoiceNumber,
            line.amount.startsWith('-'),
          )}
        </Alert>
      ))}

      {applied !== null && (
        <Paper
          variant="outlined"
          component="section"
          aria-label={reportMessages.chartTitle}
          sx={{ p: 2, mb: 2 }}
        >
          <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
            {reportMessages.chartTitle}
          </Typography>
          {chart.data ? (
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <UsageChart data={chart.data.list} />
            </Suspense>
          ) : (
            <Skeleton variant="rounded" height={240} />
          )}
        </Paper>
      )}

      <DataTable<Row>
        label={reportMessages.tableLabel}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.key}
        loading={usage.isFetching}
        empty={<EmptyData title={empty} />}
        pagination={paging.pager(data?.totalItems ?? 0)}
      />
    </Container>
  );
}
