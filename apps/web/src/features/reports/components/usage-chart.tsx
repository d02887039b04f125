/**
 * The report's chart: the period's total per product, as bars. Its own chunk
 * (@mui/x-charts is loaded with the report, never on first paint). The figures are also in the
 * table; the chart is labelled as a whole for screen readers.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatMoneyCompact, formatMoneyText, reportMessages } from '@painel/domain';

export interface UsageChartDatum {
  productName: string;
  amount: string;
}

export default function UsageChart({
  data,
  label = reportMessages.chartLabel,
}: {
  data: readonly UsageChartDatum[];
  label?: string;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (data.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {reportMessages.chartEmpty}
      </Typography>
    );
  }
  const dataset = data.map((d) => ({ product: d.productName, amount: Number(d.amount) }));
  const summary = data.map((d) => `${d.productName}: ${formatMoneyText(d.amount, 2)}`).join('; ');
  return (
    <Box role="img" aria-label={`${label}. ${summary}`} sx={{ width: '100%' }}>
      <BarChart
        dataset={dataset}
        height={240}
        // Every product's name stays (slanted on a phone, where they would overlap), and the value
        // axis reads 'R$ 1,5 mil' rather than a cut 'R$ 1.000…'.
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'product',
            tickLabelInterval: () => true,
            ...(phone ? { height: 56, tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 11 } } : {}),
          },
        ]}
        yAxis={[{ width: 76, valueFormatter: (value: number) => formatMoneyCompact(value) }]}
        series={[
          {
            dataKey: 'amount',
            label: reportMessages.columns.amount,
            valueFormatter: (value) => (value === null ? '' : formatMoneyText(value.toFixed(3), 2)),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
