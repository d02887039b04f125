/**
 * Área do desenvolvedor (issue 12 item 3): the company's API credentials (client_credentials) —
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
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MAX_API_CREDENTIALS, type ApiCredential } from '@painel/contracts';
import { PRODUCT_IDS, developerAreaMessages as m, formatAuditInstant, formatMoneyText } from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { ListPagination } from '../../../components/pagination/list-pagination';
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

/** Phone widths: one card per credential instead of a table wider than the screen. */
function CredentialCards({
  list,
  onAsk,
}: {
  list: readonly ApiCredential[];
  onAsk(pending: NonNullable<Pending>): void;
}) {
  return (
    <Stack
      component="ul"
      aria-label={m.credentialsTitle}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {list.map((c) => (
        <Card component="li" variant="outlined" key={c.clientId}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle1">
                {c.name}
              </Typography>
              <StatusChip credential={c} />
            </Stack>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                '& dt': { fontWeight: 600, fontSize: 14 },
                '& dd': { m: 0, mb: 1, wordBreak: 'break-all' },
              }}
            >
              <dt>{m.colClientId}</dt>
              <dd style={{ fontFamily: 'monospace' }}>{c.clientId}</dd>
              <dt>{m.colCreated}</dt>
              <dd>{formatAuditInstant(c.createdAt)}</dd>
              <dt>{m.colLastUse}</dt>
              <dd>{c.lastUsedAt ? formatAuditInstant(c.lastUsedAt) : m.neverUsed}</dd>
              <dt>{m.colIps}</dt>
              <dd>{c.ipAllowlist.length ? c.ipAllowlist.join(', ') : m.anyIp}</dd>
            </Box>
            <Actions credential={c} onAsk={onAsk} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function DeveloperAreaPage() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
  // Paged here like the other lists (the server sends them all, at most a few dozen).
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(CREDENTIALS_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(list.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const visible = list.slice(shownPage * pageSize, (shownPage + 1) * pageSize);

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

      {credentials.isSuccess && list.length === 0 ? (
        <EmptyData title={m.empty} />
      ) : phone ? (
        <CredentialCards list={visible} onAsk={setPending} />
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={m.credentialsTitle}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" sx={{ minWidth: 860 }}>
            <TableHead>
              <TableRow>
                <TableCell>{m.colName}</TableCell>
                <TableCell>{m.colClientId}</TableCell>
                <TableCell>{m.colCreated}</TableCell>
                <TableCell>{m.colLastUse}</TableCell>
                <TableCell>{m.colStatus}</TableCell>
                <TableCell>{m.colIps}</TableCell>
                <TableCell>{m.colActions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((c) => (
                <TableRow key={c.clientId}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{c.clientId}</TableCell>
                  <TableCell>{formatAuditInstant(c.createdAt)}</TableCell>
                  <TableCell>{c.lastUsedAt ? formatAuditInstant(c.lastUsedAt) : m.neverUsed}</TableCell>
                  <TableCell>
                    <StatusChip credential={c} />
                  </TableCell>
                  <TableCell>{c.ipAllowlist.length ? c.ipAllowlist.join(', ') : m.anyIp}</TableCell>
                  <TableCell>
                    <Actions credential={c} onAsk={setPending} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {list.length > 0 && (
        <ListPagination
          page={shownPage}
          rowsPerPage={pageSize}
          count={list.length}
          onPageChange={setPage}
          onRowsPerPageChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}

      <CreateCredentialDialog
        open={creating}
        loading={create.isPending}
        onCancel={() => setCreating(false)}
        onCreate={(body) =>
          create.mutate(body, {
            onSuccess: (result) => {
              setCreating(false);
              setShown({ clientId: result.credential.clientId, secret: result.secret });
              toast.success(m.created);
            },
            onError: (error) => toast.error(error.message),
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
