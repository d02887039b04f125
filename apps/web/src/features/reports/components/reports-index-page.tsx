/**
 * Relatórios: the reports there are (Consumo consolidado) and 'Exportações', the user's
 * exports of the last 7 days, each able to sign a new download link.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import type { ReportExportList } from '@painel/contracts';
import { accountMessages, exportProgress, isoToBrDate, reportMessages } from '@painel/domain';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { useExports, useRelinkExport } from '../api/exports';
import { openDownload } from './export-button';
import { PageHeader } from '../../../components/page-header/page-header';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

type ExportItem = ReportExportList['list'][number];

/** A queued or running export: its state and a progress bar (the list polls while one is pending). */
export function ExportProgress({ item }: { item: ExportItem }) {
  const percent = exportProgress(item.status, item.rowsWritten, item.rowsTotal);
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <LinearProgress
        variant={item.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={`${reportMessages.exportProgressLabel} ${item.customerName} ${isoToBrDate(item.from)}`}
        sx={{ flex: 1, maxWidth: 240 }}
      />
      <Typography variant="body2" color="text.secondary" component="span">
        {reportMessages.exportStatus[item.status]}
        {item.status === 'running' ? ` · ${percent}%` : ''}
      </Typography>
    </Box>
  );
}

function Exports() {
  const exports = useExports();
  const relink = useRelinkExport();
  const toast = useToast();
  return (
    <Box component="section" aria-labelledby="exportacoes-titulo" sx={{ mt: 4 }}>
      <Typography id="exportacoes-titulo" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {reportMessages.exportsTitle}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {reportMessages.exportsIntro}
      </Typography>
      {exports.isPending && <Skeleton variant="rounded" height={72} />}
      {exports.isError && <Alert severity="error">{exports.error.message}</Alert>}
      {exports.data && exports.data.list.length === 0 && (
        <Typography color="text.secondary">{reportMessages.exportsEmpty}</Typography>
      )}
      {exports.data && exports.data.list.length > 0 && (
        <List
          aria-label={reportMessages.exportsTitle}
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {exports.data.list.map((item) => (
            <ListItem
              key={item.id}
              divider
              secondaryAction={
                item.status === 'done' ? (
                  <LoadingButton
                    size="small"
                    loading={relink.isPending && relink.variables === item.id}
                    aria-label={`${reportMessages.exportsNewLink} ${item.customerName} ${isoToBrDate(item.from)}`}
                    onClick={() =>
                      relink.mutate(item.id, {
                        onSuccess: (link) => {
                          if (openDownload(link.presignedUrl) === null)
                            toast.info(reportMessages.exportPopupBlocked);
                        },
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  >
                    {reportMessages.exportsNewLink}
                  </LoadingButton>
                ) : undefined
              }
            >
              <ListItemText
                sx={{ pr: 14 }}
                primary={`${item.customerName} · ${isoToBrDate(item.from)} a ${isoToBrDate(item.to)} · ${item.format.toUpperCase()}`}
                secondary={
                  <>
                    {`${reportMessages.exportsCreatedAt} ${dateTime.format(new Date(item.createdAt))}`}
                    {item.status === 'failed' && ` · ${reportMessages.exportStatus.failed}`}
                    {(item.status === 'queued' || item.status === 'running') && (
                      <ExportProgress item={item} />
                    )}
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function ReportsIndexPage({ consolidatedPath }: { consolidatedPath: string }) {
  return (
    <Container maxWidth="lg">
      <PageHeader title={reportMessages.reportsTitle} subtitle={reportMessages.reportsIntro} />
      <Box
        component="ul"
        aria-label={reportMessages.reportsTitle}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <Box component="li">
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={consolidatedPath}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <AssessmentOutlined color="primary" aria-hidden />
                <Box>
                  <Typography component="h2" variant="subtitle1">
                    {accountMessages.consolidatedUsage}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {reportMessages.consolidatedUsageDescription}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      </Box>
      <Exports />
    </Container>
  );
}
