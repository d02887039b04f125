/**
 * The account home, /gestao-da-conta/inicio and /pagina-inicial: a greeting and one card
 * for each 'Minha Conta' entry the user may open, from the same menu model as the side menu, so a
 * card never leads where the menu would not. A blocked state of PF 4 says what is limited and why.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import {
  auditMessages,
  fallbackMessages,
  myAccountItems,
  screenMessages,
  shellMessages,
  type MenuItem,
  type ShellContext,
} from '@painel/domain';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';

type CardKey = keyof typeof shellMessages.accountCards;

const CARD_TEXT: Readonly<Record<string, CardKey>> = {
  'saldo-e-extrato': 'balance',
  'gerenciar-usuarios': 'userManagement',
  usuarios: 'users',
  'perfis-de-acesso': 'accessProfiles',
  relatorios: 'reports',
  perfil: 'profile',
  pagamentos: 'payments',
  'preco-unitario': 'unitPrice',
  'privacidade-e-seguranca': 'privacyAndSecurity',
  api: 'api',
};

function description(item: MenuItem): string {
  if (item.id === 'saldo-e-extrato' && item.label === shellMessages.consumption) {
    return shellMessages.accountCards.consumption;
  }
  if (item.id === 'atividade') return auditMessages.cardText;
  const key = CARD_TEXT[item.id];
  return key ? shellMessages.accountCards[key] : '';
}

interface AccountHomePageProps {
  context: ShellContext;
  /** The entry's icon, as the side menu draws it. */
  renderIcon: (item: MenuItem) => ReactNode;
}

function AccountCard({ item, icon }: { item: MenuItem; icon: ReactNode }) {
  if (!item.route) return null;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%', display: 'flex' }}>
      <CardActionArea
        component={RouterLink}
        to={paths[item.route]}
        sx={{ p: 2.5, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
      >
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h2"
            sx={{ fontSize: '1.0625rem', fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center' }}
          >
            {item.label}
            {item.badge && (
              <Box
                component="span"
                sx={{
                  minWidth: 20,
                  height: 20,
                  px: 0.5,
                  borderRadius: 10,
                  bgcolor: 'error.main',
                  color: 'error.contrastText',
                  fontSize: 13,
                  fontWeight: 700,
                  display: 'inline-grid',
                  placeItems: 'center',
                }}
                aria-label={shellMessages.paymentsBadgeLabel}
                role="img"
              >
                {item.badge}
              </Box>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description(item)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function AccountHomePage({ context, renderIcon }: AccountHomePageProps) {
  const user = useCurrentUser();
  const company = user.company.tradingName || user.company.name || fallbackMessages.unavailable;
  const cards = myAccountItems(context).filter((item) => item.route !== 'accountHome');
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: 6 }}>
      <Typography variant="h1">
        {screenMessages.greeting(user.firstName || user.name || fallbackMessages.noUser)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {shellMessages.accountHomeSubtitle(company)}
      </Typography>
      {context.blockedState === 'mfaPending' && (
        <Alert severity="info" sx={{ mt: 3 }}>
          {shellMessages.mfaPendingNotice}
        </Alert>
      )}
      {context.blockedState === 'nonPayment' && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {shellMessages.nonPaymentNotice}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, mb: 1.5 }}>
        {shellMessages.accountHomeLead}
      </Typography>
      <Box
        component="ul"
        aria-label={screenMessages.myAccount}
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {cards.map((item) => (
          <AccountCard key={item.id} item={item} icon={renderIcon(item)} />
        ))}
      </Box>
    </Container>
  );
}
