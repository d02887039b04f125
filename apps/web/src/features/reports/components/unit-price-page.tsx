/**
 * Preço Unitário: the company's unit prices in force and their history, three decimals
 *. The menu hides the page for trial users and companies blocked for non-payment; the API
 * refuses them too.
 */
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { UnitPriceRow } from '@painel/contracts';
import { formatMoneyText, isoToBrDate, reportMessages } from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { useUnitPrices } from '../api/get-unit-prices';
import { PageHeader } from '../../../components/page-header/page-header';

const C = reportMessages.unitPriceColumns;

// The price right after what it is for: on a phone the later columns scroll into view (a price
// table, not a list: it keeps its columns rather than stacking them).
const columns: DataTableColumn<UnitPriceRow>[] = [
  { accessor: 'productName', label: C.product },
  { accessor: 'functionality', label: C.functionality },
  {
    accessor: 'unitPrice',
    label: C.unitPrice,
    align: 'right',
    cell: ({ row }) => <>{formatMoneyText(row.unitPrice)}</>,
  },
  {
    accessor: 'pricingKind',
    label: C.pricingKind,
    cell: ({ row }) => <>{reportMessages.pricingKinds[row.pricingKind]}</>,
  },
  { accessor: 'validFrom', label: C.validFrom, cell: ({ row }) => <>{isoToBrDate(row.validFrom)}</> },
  {
    accessor: 'validUntil',
    label: C.validUntil,
    cell: ({ row }) => <>{row.validUntil ? isoToBrDate(row.validUntil) : '—'}</>,
  },
];

export function UnitPricePage() {
  const prices = useUnitPrices();
  return (
    <Container maxWidth="lg">
      <PageHeader title={reportMessages.unitPriceTitle} subtitle={reportMessages.unitPriceIntro} />
      {prices.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {prices.error.message}
        </Alert>
      )}
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {reportMessages.unitPriceCurrent}
      </Typography>
      <DataTable<UnitPriceRow>
        label={reportMessages.unitPriceCurrent}
        columns={columns}
        rows={prices.data?.current ?? []}
        getRowId={(row) => row.id}
        loading={prices.isPending}
        empty={<EmptyData title={reportMessages.unitPriceEmpty} />}
        stackBelow={false}
      />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mt: 4, mb: 1 }}>
        {reportMessages.unitPriceHistory}
      </Typography>
      <DataTable<UnitPriceRow>
        label={reportMessages.unitPriceHistory}
        columns={columns}
        rows={prices.data?.history ?? []}
        getRowId={(row) => row.id}
        loading={prices.isPending}
        empty={<EmptyData title={reportMessages.unitPriceHistoryEmpty} />}
        stackBelow={false}
      />
    </Container>
  );
}
