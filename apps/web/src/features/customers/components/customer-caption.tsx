/**
 * Under the heading of a back-office page about one customer (/clientes/:customerId/...): whose
 * page it is — the customer's name and document, from the same summary the customer page reads.
 * Nothing while it loads or when it cannot be read (the page itself says what went wrong).
 */
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { customerDisplayName, groupMessages, maskDocument } from '@painel/domain';
import { useCustomerSummary } from '../api/get-customer-summary';

export function CustomerCaption({ customerId, mb = 1 }: { customerId: number; mb?: number }) {
  const summary = useCustomerSummary(customerId);
  if (summary.isPending) return <Skeleton variant="text" width={280} sx={{ mb }} />;
  if (!summary.data) return null;
  return (
    <Typography data-testid="customer-caption" color="text.secondary" sx={{ mb, overflowWrap: 'anywhere' }}>
      <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {customerDisplayName(summary.data)}
      </Typography>
      {` · ${groupMessages.documentColumn} ${maskDocument(summary.data.document)}`}
    </Typography>
  );
}
