/**
 * Consumo (PF 2 '/gestao-da-conta/saldo-e-extrato', labelled 'Consumo' without the balance
 * flag): the São Paulo month so far, by product, and by group against each group's limit, with a
 * chart; the company's total against its limit. With the balance section on, the prepaid
 * 'Saldo e extrato' (balance-page.tsx) shows these sections below its balance and statement.
 */
import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoneyText, monthYearLabel, parseMilli, reportMessages } from '@painel/domain';
import { useMonthConsumption } from '../api/get-unit-prices';
import { PageHeader } from '../../../components/page-header/page-header';

const UsageChart = lazy(() => import('./usage-chart'));

/** Share of a limit, 0 to 100, exact to the percent point. */
function percentOf(amount: string, limit: string | null): number | null {
  if (limit === null) return null;
  const max = parseMilli(limit);
  if (max <= 0n) return 100;
  const used = (parseMilli(amount) * 100n) / max;
  return Number(used > 100n ? 100n : used < 0n ? 0n : used);
}

function LimitLine({ name, amount, limit }: { name: string; amount: string; limit: string | null }) {
  const percent = percentOf(amount, limit);
  return (
    <Box component="li" sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {reportMessages.consumptionUsed} {formatMoneyText(amount, 2)} · {reportMessages.consumptionLimit}{' '}
          {limit === null ? reportMessages.consumptionNoLimit : formatMoneyText(limit, 2)}
        </Typography>
      </Box>
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
          aria-label={`${name}: ${percent}% ${reportMessages.consumptionLimit.toLowerCase()}`}
          sx={{ height: 8, borderRadius: 1, mt: 0.5 }}
        />
      )}
    </Box>
  );
}

export function ConsumptionPage({ title }: { title: string }) {
  const consumption = useMonthConsumption();
  const data = consumption.data;
  return (
    <Container maxWidth="lg">
      <PageHeader
        title={title}
        subtitle={`${reportMessages.consumptionIntro}${data ? ` (${monthYearLabel(data.month)})` : ''}`}
      />
      <ConsumptionSections />
    </Container>
  );
}

/** The month so far against the limits: the company's line, the chart by product, the groups. */
export function ConsumptionSections() {
  const consumption = useMonthConsumption();
  const data = consumption.data;
  return (
    <>
      {consumption.isError && <Alert severity="error">{consumption.error.message}</Alert>}
      {consumption.isPending && <Skeleton variant="rounded" height={240} />}
      {data && (
        <>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                aria-label={reportMessages.consumptionCompany}
              >
                <LimitLine
                  name={reportMessages.consumptionCompany}
                  amount={data.companyAmount}
                  limit={data.companyLimit}
                />
              </Box>
            </CardContent>
          </Card>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="consumo-produtos"
            sx={{ p: 2, mb: 2 }}
          >
            <Typography id="consumo-produtos" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
              {reportMessages.consumptionByProduct}
            </Typography>
            {data.byProduct.length === 0 ? (
              <Typography color="text.secondary">{reportMessages.consumptionEmpty}</Typography>
            ) : (
              <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
                <UsageChart
                  data={data.byProduct.map((p) => ({ productName: p.name, amount: p.amount }))}
                  label={reportMessages.consumptionByProduct}
                />
              </Suspense>
            )}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="consumo-grupos" sx={{ p: 2 }}>
            <Typography id="consumo-grupos" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
              {reportMessages.consumptionByGroup}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={reportMessages.consumptionByGroup}
            >
              {data.byGroup.map((group) => (
                <LimitLine key={group.id} name={group.name} amount={group.amount} limit={group.limit} />
              ))}
            </Box>
          </Paper>
        </>
      )}
    </>
  );
}
