/** /inicio (PF 2 'Panel start'): for now a greeting by first name and the company's trading name. */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { fallbackMessages, screenMessages } from '@painel/domain';
import { useCurrentUser } from '../../../lib/current-user';

export function HomeRoute() {
  const user = useCurrentUser();
  const company = user.company.tradingName ?? user.company.name;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1">{screenMessages.greeting(user.firstName || user.name)}</Typography>
      <Typography variant="h2" component="p" color="text.secondary" sx={{ mt: 1, fontSize: '1.125rem' }}>
        {company || fallbackMessages.unavailable}
      </Typography>
    </Container>
  );
}
