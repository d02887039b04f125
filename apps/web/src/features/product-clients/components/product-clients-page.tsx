/**
 * 'Produtos integrados': the sibling products' OAuth clients, as a table (cards on a phone), with
 * 'Cadastrar produto', 'Alterar', 'Gerar novo segredo' (confirmed; the secret shown once) and
 * 'Revogar segredo anterior' (confirmed; only while a rotation's overlap runs).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
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
import type { ProductClient, ProductClientSecret } from '@painel/contracts';
import { findProduct, formatAuditInstant, productClientMessages as m, screenMessages } from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { useToast } from '../../../components/toast/toast-context';
import { useProductClients } from '../api/get-product-clients';
import { useRevokePreviousSecret } from '../api/revoke-previous-secret';
import { useRotateProductClientSecret } from '../api/rotate-product-client-secret';
import { ClientRowMenu, type ClientAction } from './client-row-menu';
import { ProductClientDialog } from './product-client-dialog';
import { SecretDialog } from './secret-dialog';

type Pending = { kind: 'rotate' | 'revoke'; client: ProductClient } | null;

type RowAction = (action: ClientAction, client: ProductClient) => void;

const productName = (client: ProductClient) =>
  findProduct(client.productId)?.name ?? String(client.productId);

function TypeChip({ client }: { client: ProductClient }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={client.confidential ? 'primary' : 'default'}
      label={client.confidential ? m.confidential : m.public}
    />
  );
}

function ClientTable({ list, onAction }: { list: ProductClient[]; onAction: RowAction }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={m.tableLabel}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>{m.columnName}</TableCell>
            <TableCell>{m.columnId}</TableCell>
            <TableCell>{m.columnProduct}</TableCell>
            <TableCell>{m.columnType}</TableCell>
            <TableCell align="right">{m.columnRedirects}</TableCell>
            <TableCell>{m.columnCreated}</TableCell>
            <TableCell align="right">{m.columnActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((client) => (
            <TableRow key={client.id}>
              <TableCell>{client.name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{client.id}</TableCell>
              <TableCell>{productName(client)}</TableCell>
              <TableCell>
                <TypeChip client={client} />
              </TableCell>
              <TableCell align="right">{client.redirectUris.length}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAuditInstant(client.createdAt)}</TableCell>
              <TableCell align="right">
                <ClientRowMenu client={client} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ClientCards({ list, onAction }: { list: ProductClient[]; onAction: RowAction }) {
  return (
    <Stack component="ul" aria-label={m.tableLabel} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {list.map((client) => (
        <Card component="li" key={client.id} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {client.name}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
                <TypeChip client={client} />
                <ClientRowMenu client={client} onAction={onAction} />
              </Stack>
            </Stack>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {client.id}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {productName(client)} · {m.columnRedirects}: {client.redirectUris.length} · {m.columnCreated}:{' '}
              {formatAuditInstant(client.createdAt)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function ProductClientsPage() {
  const toast = useToast();
  const clients = useProductClients();
  const rotate = useRotateProductClientSecret();
  const revoke = useRevokePreviousSecret();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [editing, setEditing] = useState<ProductClient | 'new' | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [shown, setShown] = useState<ProductClientSecret | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { kind, client } = pending;
    if (kind === 'rotate')
      rotate.mutate(client.id, {
        onSuccess: (result) => {
          setPending(null);
          setShown(result);
        },
        onError: (error) => toast.error(error.message),
      });
    else
      revoke.mutate(client.id, {
        onSuccess: () => {
          setPending(null);
          toast.success(m.revoked);
        },
        onError: (error) => toast.error(error.message),
      });
  };

  const onAction: RowAction = (action, client) =>
    action === 'edit' ? setEditing(client) : setPending({ kind: action, client });
  const list = clients.data?.list ?? [];
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}
      >
        <Typography variant="h1">{m.pageTitle}</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {m.create}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 760 }}>
        {m.pageIntro}
      </Typography>

      {clients.isPending ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, color: 'text.secondary' }}
        >
          <CircularProgress size={24} aria-hidden />
          <Typography>{screenMessages.loading}</Typography>
        </Box>
      ) : clients.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void clients.refetch()}>
              {m.retry}
            </Button>
          }
        >
          {m.loadFailed}
        </Alert>
      ) : list.length === 0 ? (
        <EmptyData title={m.empty} description={m.emptyHint} />
      ) : phone ? (
        <ClientCards list={list} onAction={onAction} />
      ) : (
        <ClientTable list={list} onAction={onAction} />
      )}

      <ProductClientDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(result) => {
          setEditing(null);
          setShown(result);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'revoke' ? m.revokeTitle : m.rotateTitle}
        text={
          pending?.kind === 'revoke'
            ? m.revokeText(formatAuditInstant(pending.client.previousSecretUntil ?? pending.client.createdAt))
            : m.rotateText
        }
        confirmLabel={pending?.kind === 'revoke' ? m.revokePrevious : m.rotate}
        destructive={pending?.kind === 'revoke'}
        loading={rotate.isPending || revoke.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      <SecretDialog shown={shown} onClose={() => setShown(null)} />
    </Box>
  );
}
