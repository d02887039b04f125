/**
 * /acesso-bloqueado (PF 2 'Blocked-access screen'): where a third wrong verification code leads.
 * 'VOLTAR' logs out, clears local storage (but the purposes of use) and goes to '/'. Public and
 * never redirected away.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { screenMessages } from '@painel/domain';
import { useSessionRuntime } from '../model/session-runtime-context';
import { StatusScreen } from '../components/status-screen';

export function BlockedAccessRoute() {
  const runtime = useSessionRuntime();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await runtime.leave();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <StatusScreen
      tone="error"
      icon={<LockOutlined fontSize="large" />}
      title={screenMessages.blockedTitle}
      action={
        <Button variant="contained" size="large" fullWidth loading={leaving} onClick={() => void leave()}>
          {screenMessages.blockedBack}
        </Button>
      }
    >
      <Typography color="text.secondary">{screenMessages.blockedBody}</Typography>
    </StatusScreen>
  );
}
