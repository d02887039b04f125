/**
 * The trial indicator of the top bar: 'n dias restantes', 'Último dia.', 'Período
 * expirado.' or 'Em contratação.' (trialLabel, domain). Trial users of the portal only; nothing
 * shows until the balance arrives, nor when it cannot be read.
 */
import Box from '@mui/material/Box';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import { visuallyHidden } from '@mui/utils';
import { trialLabel, trialMessages, type TrialBalance } from '@painel/domain';
import { useTrialBalance } from '../api/get-trial-balance';

/** The last day and the end stand out; the count and a pending contract read as information. */
function isUrgent(balance: TrialBalance): boolean {
  return !balance.hasContractRequest && (balance.expired || balance.daysRemaining <= 0);
}

export function TrialIndicator() {
  const balance = useTrialBalance();
  if (!balance) return null;
  const urgent = isUrgent(balance);
  return (
    <Box
      role="status"
      data-urgent={urgent}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: { xs: 1, sm: 1.5 },
        py: 0.5,
        borderRadius: { xs: 3, sm: 999 },
        fontSize: { xs: '0.75rem', sm: '0.8125rem' },
        fontWeight: 500,
        lineHeight: { xs: 1.15, sm: 1.5 },
        textAlign: 'center',
        // Phones: two short lines, so the crowded top bar keeps its buttons in view.
        whiteSpace: { xs: 'normal', sm: 'nowrap' },
        maxWidth: { xs: 84, sm: 'none' },
        flexShrink: 0,
        border: 1,
        ...(urgent
          ? { bgcolor: '#fff4e5', color: '#7a2e00', borderColor: '#fff4e5' }
          : {
              bgcolor: 'rgba(255, 255, 255, 0.12)',
              color: 'inherit',
              borderColor: 'rgba(255, 255, 255, 0.5)',
            }),
      }}
    >
      <HourglassBottomOutlined
        aria-hidden
        sx={{ fontSize: 18, display: { xs: 'none', sm: 'inline-block' } }}
      />
      <Box component="span" sx={visuallyHidden}>
        {`${trialMessages.indicatorName}: `}
      </Box>
      {trialLabel(balance)}
    </Box>
  );
}
