/**
 * Área do desenvolvedor: the company's API credentials (client_credentials) —
 * create with a name and optional IPs, the secret shown once, rotate with a 24 h overlap, revoke —
 * beside the month's API consumption and the link to the API's OpenAPI document.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_API_CREDENTIALS, type ApiCredential } from '@painel/contracts';
import { PRODUCT_IDS, developerAreaMessages as m, formatAuditInstant, formatMoneyText } from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { useListQuery } from '../../../components/filters/use-list-query';
import { serverErrorMessage } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { usePublicConfig } from '../../../lib/public-config';
import {
  useApiMonthConsumption,
  useCreateCredential,
  useCredentials,
  useRevokeCredential,
  useRotateCredential,
} from '../api/credentials';
import { CreateCredentialDialog } from './create-credential-dialog';
import { SecretDialog } from './secret-dialog';
import { PageHeader } from '../../../components/page-header/page-header';

type Pending = { kind: 'rotate' | 'revoke'; credential: ApiCredential } | null;

function ConsumptionCard() {
  const { data, isSuccess } = useApiMonthConsumption();
  if (!isSuccess) return null;
  const line = data.byProduct.find((p) => p.id === PRODUCT_IDS.api);
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1">
          {m.consumptionTitle}
        </Typography>
        {line ? (
          <Typography variant="h5" component="p" sx={{ mt: 1 }}>
            {formatMoneyText(line.amount, 2)}
          </Typography>
        ) : (
          <Typography sx={{ mt: 1 }}>{m.consumptionEmpty}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

function DocsCard() {
  const config = usePublicConfig();
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1">
          {m.docsTitle}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {m.docsTokenHint}
        </Typography>
        {config?.apiDocsUrl && (
          <Link
            href={config.apiDocsUrl}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-block', mt: 1 }}
          >
            {m.docsLink}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

function StatusChip({ credential }: { credential: ApiCredential }) {
  if (credential.status === 'REVOGADA') return <Chip size="small" label={m.statusRevoked} />;
  if (credential.previousSecretUntil) return <Chip size="small" color="warning" label={m.statusRotating} />;
  return <Chip size="small" color="success" label={m.statusActive} />;
}

function Actions({
  credential,
  onAsk,
}: {
  credential: ApiCredential;
  onAsk(pending: NonNullable<Pending>): void;
}) {
  if (credential.status !== 'ATIVA') return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        onClick={() => onAsk({ kind: 'rotate', credential })}
        aria-label={`${m.rotate}: ${credential.name}`}
      >
        {m.rotate}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => onAsk({ kind: 'revoke', credential })}
        aria-label={`${m.revoke}: ${credential.name}`}
      >
        {m.revoke}
      </Button>
    </Stack>
  );
}

const CREDENTIALS_PAGE_SIZE = 10;
const NO_FILTERS = [] as const;

function credentialColumns(onAsk: (pending: NonNullable<Pending>) => void): DataTableColumn<ApiCredential>[] {
  return [
    { accessor: 'name', label: m.colName },
    {
      accessor: 'clientId',
      label: m.colClientId,
      cell: ({ row }) => (
        <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {row.clientId}
        </Box>
      ),
    },
    { accessor: 'createdAt', label: m.colCreated, cell: ({ row }) => formatAuditInstant(row.createdAt) },
    {
      accessor: 'lastUsedAt',
      label: m.colLastUse,
      cell: ({ row }) => (row.lastUsedAt ? formatAuditInstant(row.lastUsedAt) : m.neverUsed),
    },
    {
      accessor: 'status',
      label: m.colStatus,
      stacked: 'aside',
      cell: ({ row }) => <StatusChip credential={row} />,
    },
    {
      accessor: 'ipAllowlist',
      label: m.colIps,
      cell: ({ row }) => (row.ipAllowlist.length ? row.ipAllowlist.join(', ') : m.anyIp),
    },
    {
      accessor: 'actions',
      label: m.colActions,
      cell: ({ row }) => <Actions credential={row} onAsk={onAsk} />,
    },
  ];
}

export function DeveloperAreaPage() {
  const toast = useToast();
  const credentials = useCredentials();
  const create = useCreateCredential();
  const rotate = useRotateCredential();
  const revoke = useRevokeCredential();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [shown, setShown] = useState<{ clientId: string; secret: string } | null>(null);
  const list = credentials.data?.list ?? [];
  // The server refuses a credential past the limit of live ones: say so before the dialog opens.
  const atLimit = list.filter((c) => c.revokedAt === null).length >= MAX_API_CREDENTIALS;
  // Paged here like the other lists, page and size in the address (the server sends them all, at
  // most a few dozen).
  const paging = useListQuery({ filterKeys: NO_FILTERS, defaultSize: CREDENTIALS_PAGE_SIZE });
  const lastPage = Math.max(0, Math.ceil(list.length / paging.size) - 1);
  const shownPage = Math.min(paging.page, lastPage);
  const visible = list.slice(shownPage * paging.size, (shownPage + 1) * paging.size);

  const confirm = () => {
    if (!pending) return;
    const { kind, credential } = pending;
    if (kind === 'rotate') {
      rotate.mutate(credential.clientId, {
        onSuccess: (result) => {
          setPending(null);
          setShown({ clientId: result.credential.clientId, secret: result.secret });
          toast.success(m.rotated);
        },
        onError: (error) => toast.error(error.message),
      });
    } else {
      revoke.mutate(credential.clientId, {
        onSuccess: () => {
          setPending(null);
          toast.success(m.revoked);
        },
        onError: (error) => toast.error(error.message),
      });
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <PageHeader title={m.title} subtitle={m.intro} />

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <ConsumptionCard />
        <DocsCard />
      </Stack>

      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography component="h2" variant="h6">
          {m.credentialsTitle}
        </Typography>
        <Button
          variant="contained"
          disabled={atLimit}
          onClick={() => setCreating(true)}
          {...(atLimit ? { 'aria-describedby': 'credenciais-limite' } : {})}
        >
          {m.create}
        </Button>
      </Stack>
      {atLimit && (
        <Typography
          id="credenciais-limite"
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1, textAlign: { sm: 'right' } }}
        >
          {m.limitReachedHint(MAX_API_CREDENTIALS)}
        </Typography>
      )}

      <DataTable
        label={m.credentialsTitle}
        columns={credentialColumns(setPending)}
        rows={visible}
        getRowId={(row) => row.clientId}
        loading={credentials.isPending}
        empty={<EmptyData title={m.empty} />}
        pagination={{ ...paging.pager(list.length), page: shownPage }}
      />

      <CreateCredentialDialog
        open={creating}
        loading={create.isPending}
        onCancel={() => setCreating(false)}
        onCreate={(body, showServerError) =>
          create.mutate(body, {
            onSuccess: (result) => {
              setCreating(false);
              setShown({ clientId: result.credential.clientId, secret: result.secret });
              toast.success(m.created);
            },
            onError: (error) => showServerError(error, (failure) => toast.error(serverErrorMessage(failure))),
          })
        }
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'revoke' ? m.revokeTitle : m.rotateTitle}
        text={pending?.kind === 'revoke' ? m.revokeBody : m.rotateBody}
        confirmLabel={pending?.kind === 'revoke' ? m.revoke : m.rotate}
        destructive={pending?.kind === 'revoke'}
        loading={rotate.isPending || revoke.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      <SecretDialog shown={shown} onClose={() => setShown(null)} />
    </Box>
  );
}
