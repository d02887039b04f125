/**
 * /sair: a product asked the portal to end the session (RP-Initiated Logout) without proving the
 * request is its own for this session, so the person decides. 'Sair' ends the portal session and
 * every product session it started, then goes where the product asked (its registered address, as
 * the server checked); 'Continuar conectado' keeps everything and goes to the start page. Public
 * and never redirected away: someone already signed out just continues to the product.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { sessionMessages } from '@painel/domain';
import type { EndSessionConfirmBody } from '@painel/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { StatusScreen } from '../components/status-screen';
import { useConfirmProductLogout } from '../api/confirm-product-logout';

/** What end_session validated and passed along; the server checks it all again. */
function requestOf(search: URLSearchParams): EndSessionConfirmBody {
  const body: EndSessionConfirmBody = {};
  for (const key of ['client_id', 'post_logout_redirect_uri', 'state'] as const) {
    const value = search.get(key);
    if (value !== null) body[key] = value;
  }
  return body;
}

export function LogoutConfirmationRoute() {
  const [search] = useSearchParams();
  const toast = useToast();
  const confirm = useConfirmProductLogout();
  const leaving = confirm.isPending || confirm.isSuccess;
  const onConfirm = () =>
    confirm.mutate(requestOf(search), {
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : sessionMessages.defaultError),
    });
  return (
    <StatusScreen
      tone="primary"
      icon={<LogoutOutlined fontSize="large" />}
      title={sessionMessages.logoutConfirmTitle}
      action={
        <Stack spacing={1.5}>
          <Button variant="contained" size="large" fullWidth onClick={onConfirm} disabled={leaving}>
            {sessionMessages.logoutConfirmAction}
          </Button>
          <Button
            component={RouterLink}
            to={paths.home}
            replace
            variant="outlined"
            size="large"
            fullWidth
            disabled={leaving}
          >
            {sessionMessages.logoutStayAction}
          </Button>
        </Stack>
      }
    >
      <Typography color="text.secondary">{sessionMessages.logoutConfirmBody}</Typography>
    </StatusScreen>
  );
}
