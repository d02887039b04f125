/**
 * /acesso-bloqueado (PF 2 'Blocked-access screen'): where a third wrong verification code leads.
 * 'VOLTAR' logs out, clears local storage (but the purposes of use) and goes to '/'. Below PF's
 * sentence the screen names every way out: the account's administrator or support
 * unblock ('Desbloquear' in Gerenciar usuários), or the user sets a new password through the
 * recovery, which 'CADASTRAR NOVA SENHA' opens after the same logout. Public and never redirected away.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { screenMessages } from '@painel/domain';
import { paths } from '../../../config/paths';
import { useSessionRuntime } from '../model/session-runtime-context';
import { StatusScreen } from '../components/status-screen';

export function BlockedAccessRoute() {
  const runtime = useSessionRuntime();
  const [leaving, setLeaving] = useState<'back' | 'recover' | null>(null);
  const leave = async (way: 'back' | 'recover') => {
    setLeaving(way);
    try {
      await runtime.leave(way === 'recover' ? paths.passwordRecovery : paths.login);
    } finally {
      setLeaving(null);
    }
  };
  return (
    <StatusScreen
      tone="error"
      icon={<LockOutlined fontSize="large" />}
      title={screenMessages.blockedTitle}
      action={
        <Stack sx={{ gap: 1 }}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            loading={leaving === 'back'}
            disabled={leaving === 'recover'}
            onClick={() => void leave('back')}
          >
            {screenMessages.blockedBack}
          </Button>
          <Button
            variant="outlined"
            size="large"
            fullWidth
            loading={leaving === 'recover'}
            disabled={leaving === 'back'}
            onClick={() => void leave('recover')}
          >
            {screenMessages.blockedRecover}
          </Button>
        </Stack>
      }
    >
      <Typography color="text.secondary">{screenMessages.blockedBody}</Typography>
      <Typography color="text.secondary">{screenMessages.blockedWaysOut}</Typography>
    </StatusScreen>
  );
}
