/**
 * A customer's status as a chip (Ativo, Teste: N dias restantes, Bloqueado…), on Clientes and on
 * the customer's page. MUI's warning orange is 3:1 on white (axe 'color-contrast'):
 * the trial chips take a darker orange, 6:1.
 */
import Chip from '@mui/material/Chip';
import { customerStatusLabel } from '@painel/domain';

const WARNING_CHIP = { color: '#a84300', borderColor: '#a84300' } as const;

export function CustomerStatusChip({ customer }: { customer: Parameters<typeof customerStatusLabel>[0] }) {
  const status = customerStatusLabel(customer);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={status.label}
      color={status.tone}
      sx={status.tone === 'warning' ? WARNING_CHIP : undefined}
    />
  );
}
