/**
 * 'Produtos integrados': the sibling products' OAuth clients, one DataTable (cards on a phone), with
 * 'Cadastrar produto', 'Alterar', 'Gerar novo segredo' (confirmed; the secret shown once) and
 * 'Revogar segredo anterior' (confirmed; only while a rotation's overlap runs).
 */
import { createContext, use, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductClient, ProductClientSecret } from '@painel/contracts';
import { findProduct, formatAuditInstant, productClientMessages as m } from '@painel/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { CellProps, DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { QueryError } from '../../../components/query-state/query-state';
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

function TypeChip({ row: client }: CellProps<ProductClient>) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={client.confidential ? 'primary' : 'default'}
      label={client.confidential ? m.confidential : m.public}
    />
  );
}

/** What a row's menu does, given by the page (a module-level cell keeps its menu across renders). */
const RowActionContext = createContext<RowAction>(() => {});

function ActionsCell({ row }: CellProps<ProductClient>) {
  return <ClientRowMenu client={row} onAction={use(RowActionContext)} />;
}

const COLUMNS: readonly DataTableColumn<ProductClient>[] = [
  { accessor: 'name', label: m.columnName },
  {
    accessor: 'id',
    label: m.columnId,
    cell: ({ row }) => (
      <Box
        component="span"
        sx={{ fontFamily: 'monospace', whiteSpace: { sm: 'nowrap' }, wordBreak: 'break-all' }}
      >
        {row.id}
      </Box>
    ),
  },
  { accessor: 'productId', label: m.columnProduct, cell: ({ row }) => productName(row) },
  { accessor: 'confidential', label: m.columnType, stacked: 'aside', cell: TypeChip },
  {
    accessor: 'redirectUris',
    label: m.columnRedirects,
    align: 'right',
    cell: ({ row }) => row.redirectUris.length,
  },
  {
    accessor: 'createdAt',
    label: m.columnCreated,
    cell: ({ row }) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatAuditInstant(row.createdAt)}
      </Box>
    ),
  },
  { accessor: 'actions', label: m.columnActions, align: 'right', stacked: 'aside', cell: ActionsCell },
];

export function ProductClientsPage() {
  const toast = useToast();
  const clients = useProductClients();
  const rotate = useRotateProductClientSecret();
  const revoke = useRevokePreviousSecret();
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

      {clients.isError ? (
        <QueryError message={m.loadFailed} retryLabel={m.retry} onRetry={() => void clients.refetch()} />
      ) : (
        <RowActionContext value={onAction}>
          <DataTable
            label={m.tableLabel}
            columns={COLUMNS}
            rows={clients.data?.list ?? []}
            getRowId={(client) => client.id}
            loading={clients.isFetching}
            empty={<EmptyData title={m.empty} description={m.emptyHint} />}
          />
        </RowActionContext>
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
