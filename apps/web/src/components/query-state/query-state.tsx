/**
 * What a page or section shows around a query: a spinner with 'Carregando…' while the first answer
 * is awaited, an error with a retry button when it failed, the empty-data placeholder when the
 * answer holds nothing, and its children otherwise. One place, so every screen says these alike.
 *
 *   <QueryState query={requests} empty={{ title: m.empty }} isEmpty={items.length === 0}>
 *     <RequestList items={items} />
 *   </QueryState>
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { screenMessages } from '@painel/domain';
import { EmptyData, type EmptyDataProps } from '../empty-state/empty-data';

/** The part of a TanStack query this needs (a query result fits). */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): unknown;
}

export interface QueryStateProps {
  query: QueryLike;
  /** The error's text; by default the failure's own message (api-client's ready-to-show text). */
  errorMessage?: string;
  retryLabel?: string;
  /** What stands while pending; the spinner with 'Carregando…' by default, null for nothing. */
  loading?: ReactNode;
  /** With isEmpty: the placeholder shown instead of the children. */
  empty?: EmptyDataProps;
  isEmpty?: boolean;
  children?: ReactNode;
}

export function QueryState({
  query,
  errorMessage,
  retryLabel = screenMessages.retry,
  loading,
  empty,
  isEmpty = false,
  children,
}: QueryStateProps) {
  if (query.isError) {
    return (
      <QueryError
        message={errorMessage ?? query.error?.message ?? ''}
        retryLabel={retryLabel}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return loading === undefined ? <QueryLoading /> : <>{loading}</>;
  if (isEmpty && empty) return <EmptyData {...empty} />;
  return <>{children}</>;
}

/** The failure alone, for a screen that draws its own loading (a list keeping its rows on screen). */
export function QueryError({
  message,
  retryLabel = screenMessages.retry,
  onRetry,
}: {
  message: string;
  retryLabel?: string;
  onRetry(): void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export function QueryLoading({ label = screenMessages.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}
    >
      <CircularProgress size={20} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
