/**
 * The group view (AA 2.5, read-only): status chip, consumption limit, access days and times, the
 * members (view mode), the IP table ('Sem IPs associados ao grupo.') and FECHAR.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GroupDetail } from '@painel/contracts';
import { GROUP_STATUS_IDS, WEEK_DAYS, accountMessages, formatCurrency, groupMessages } from '@painel/domain';
import { PageHeader } from '../../../components/page-header/page-header';

export function GroupView({
  group,
  listPath,
  members,
}: {
  group: GroupDetail;
  listPath: string;
  members: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Container maxWidth="md">
      <PageHeader
        title={accountMessages.groupTitle(group.name)}
        status={
          <Chip
            label={group.status.name}
            color={group.status.id === GROUP_STATUS_IDS.active ? 'success' : 'default'}
          />
        }
      />
      <Paper variant="panel" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' } }}
        >
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {groupMessages.limitLabel}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {group.limitationPrice === null
              ? groupMessages.noLimit
              : formatCurrency(Number(group.limitationPrice))}
          </Typography>
        </Box>
        <Box component="section" aria-label={groupMessages.accessDays}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {groupMessages.accessDays}
          </Typography>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
            }}
          >
            {WEEK_DAYS.map((w) => {
              const day = group.accessLimitation.find((d) => d.day === w.isoDay);
              return (
                <li key={w.key}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {w.label}:
                  </Typography>{' '}
                  {day?.active ? `${day.startTime} – ${day.endTime}` : groupMessages.closedDay}
                </li>
              );
            })}
          </Box>
        </Box>
        <Box component="section" aria-label={groupMessages.usersTitle}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {groupMessages.usersTitle}
          </Typography>
          {members}
        </Box>
        <Box component="section" aria-label={groupMessages.ipsLabel}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {groupMessages.ipsLabel}
          </Typography>
          {group.ips.length === 0 ? (
            <Typography color="text.secondary">{accountMessages.groupIpsEmpty}</Typography>
          ) : (
            <Table size="small" aria-label={groupMessages.ipsLabel}>
              <TableHead>
                <TableRow>
                  <TableCell>{groupMessages.ipColumn}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {group.ips.map((ip) => (
                  <TableRow key={ip}>
                    <TableCell>{ip}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => void navigate(listPath)}>
            {groupMessages.close}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
