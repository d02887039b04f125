/** An address whose customer id is not a number: said plainly, with the way back. */
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { apiMessages } from '@painel/domain';

export function NotFoundNotice() {
  return (
    <Container maxWidth="lg">
      <Alert severity="warning">{apiMessages.customerNotFound}</Alert>
    </Container>
  );
}
