/**
 * Solicitações de contratação (back office, Contratar planos): the trial companies that asked for
 * a plan, pending first. Staff with the convert key pick the plan (the requested one by default)
 * and convert the company: its plan changes, the trial ends, its users keep their accounts.
 * Cards rather than a table, so a phone reads each request whole.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BackofficeContractRequest } from '@painel/contracts';
import {
  PLAN_OFFERS,
  formatAuditInstant,
  groupMessages,
  maskDocument,
  maskPhone,
  planOffer,
  policies,
  plansMessages as m,
  sessionMessages,
  type ContractablePlan,
} from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { Can } from '../../../components/can/can';
import { useContractRequests, useConvertToPlan } from '../api/contract-requests';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryState } from '../../../components/query-state/query-state';

type Pending = { request: BackofficeContractRequest; planType: ContractablePlan };

function RequestCard({
  request,
  onConvert,
}: {
  request: BackofficeContractRequest;
  onConvert: (p: Pending) => void;
}) {
  const [planType, setPlanType] = useState<ContractablePlan>(request.planType ?? 'PONTUAL');
  const headingId = `solicitacao-${request.customerId}`;
  const pending = request.status === 'PENDENTE';
  const rows: [string, string][] = [
    [
      m.requestedPlan,
      request.planType
        ? `${planOffer(request.planType).name} — ${m.monthlyFeeLabel(planOffer(request.planType).monthlyFeeText)}`
        : m.mailNoPlan,
    ],
    [
      m.contact,
      [request.name ?? request.requestedBy, request.role].filter(Boolean).join(' · ') || m.mailNone,
    ],
    [m.email, request.email ?? m.mailNone],
    [m.phone, request.phone ? maskPhone(request.phone) : m.mailNone],
    [m.purpose, request.purpose ?? m.mailNone],
    [m.requestedAt, formatAuditInstant(request.createdAt)],
  ];
  return (
    <Paper component="li" variant="panel" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {request.companyName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {maskDocument(request.companyDocument)}
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          color={pending ? 'primary' : 'default'}
          label={
            pending
              ? m.statusLabels.PENDENTE
              : `${m.statusLabels.CONVERTIDA}: ${groupMessages.planLabels[request.convertedPlanType ?? 'PADRAO']}`
          }
        />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 0.75 },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {!pending && request.convertedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {m.convertedOn(formatAuditInstant(request.convertedAt))}
        </Typography>
      )}
      {pending && (
        <Can policy={policies.contractRequests.convert}>
          <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={m.convertTo}
              value={planType}
              onChange={(event) => setPlanType(event.target.value as ContractablePlan)}
              sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
              slotProps={{ select: { 'aria-describedby': headingId } }}
            >
              {PLAN_OFFERS.map((offer) => (
                <MenuItem key={offer.planType} value={offer.planType}>
                  {offer.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              aria-label={m.convertLabel(request.companyName)}
              onClick={() => onConvert({ request, planType })}
            >
              {m.convert}
            </Button>
          </Box>
        </Can>
      )}
    </Paper>
  );
}

export function ContractRequestsPage() {
  const toast = useToast();
  const requests = useContractRequests();
  const convert = useConvertToPlan();
  const [pending, setPending] = useState<Pending | null>(null);
  const items = requests.data?.items ?? [];

  return (
    <Container maxWidth="lg">
      <PageHeader title={m.backofficeTitle} subtitle={m.backofficeIntro} />
      <QueryState query={requests} retryLabel={m.retry} />
      {requests.isSuccess && items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{m.empty}</Typography>
        </Paper>
      )}
      {items.length > 0 && (
        <Box component="ul" aria-label={m.backofficeTitle} sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
          {items.map((request) => (
            <RequestCard key={request.customerId} request={request} onConvert={setPending} />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={m.convertTitle}
        text={pending ? m.convertBody(pending.request.companyName, planOffer(pending.planType).name) : ''}
        confirmLabel={m.confirm}
        loading={convert.isPending}
        onCancel={() => {
          if (!convert.isPending) setPending(null);
        }}
        onConfirm={() => {
          if (!pending) return;
          convert.mutate(
            { customerId: pending.request.customerId, planType: pending.planType },
            {
              onSuccess: () => toast.success(m.converted),
              onError: (error) =>
                toast.error(error instanceof ApiError ? error.message : sessionMessages.defaultError),
              onSettled: () => setPending(null),
            },
          );
        }}
      />
    </Container>
  );
}
