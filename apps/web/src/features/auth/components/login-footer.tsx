/**
 * The login page's footer (PF 2 'Login screen', 'Terms dialog'): the configured contacts (phones as
 * tel links, e-mails as mailto links), the privacy policy (new tab), 'Termos e condições de uso'
 * (the dialog, downloaded on first use), the optional site-security seal and the copyright.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { PublicConfig } from '@painel/contracts';
import { launcherMessages, loginMessages, screenMessages } from '@painel/domain';
import { lazyPart, OptionalPart } from '../../../components/optional-part';

const loadTermsDialog = () => import('../../../components/terms-dialog');
const TermsDialog = lazyPart(() => loadTermsDialog().then((m) => ({ default: m.TermsDialog })));

const text = launcherMessages.login;

/** A phone as written for people, dialled as digits (a leading '+' kept). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

function NewTabHint() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {text.newTab}
    </Box>
  );
}

const separated = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: 2,
  rowGap: 0.5,
} as const;

export function LoginFooter({ config }: { config: PublicConfig | undefined }) {
  // null: never opened (nothing downloaded); then kept mounted so closing animates and returns focus.
  const [termsOpen, setTermsOpen] = useState<boolean | null>(null);
  const contacts = config?.loginContacts;
  const hasContacts = contacts !== undefined && contacts.phones.length + contacts.emails.length > 0;
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        typography: 'body2',
        color: 'text.secondary',
      }}
    >
      {hasContacts && (
        <Box sx={separated}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {text.contacts}:
          </Box>
          {contacts.phones.map((phone) => (
            <Link key={phone} href={telHref(phone)}>
              {phone}
            </Link>
          ))}
          {contacts.emails.map((email) => (
            <Link key={email} href={`mailto:${email}`}>
              {email}
            </Link>
          ))}
        </Box>
      )}
      <Box component="nav" aria-label={text.footer} sx={separated}>
        {config && (
          <Link href={config.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {text.privacyPolicy} <NewTabHint />
          </Link>
        )}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setTermsOpen(true)}
          // Fetch the dialog while the pointer or focus is on its way, so it opens at once.
          onPointerEnter={() => void loadTermsDialog()}
          onFocus={() => void loadTermsDialog()}
          sx={{ verticalAlign: 'baseline' }}
        >
          {screenMessages.termsTitle}
        </Link>
      </Box>
      {config?.securitySeal && (
        <a href={config.securitySeal.linkUrl} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={config.securitySeal.imageUrl}
            alt={`${text.sealAlt} ${text.newTab}`}
            sx={{ display: 'block', height: 48 }}
          />
        </a>
      )}
      <Typography variant="body2" color="text.secondary">
        {loginMessages.copyright(new Date().getFullYear())}
      </Typography>
      {termsOpen !== null && (
        <OptionalPart>
          <TermsDialog
            open={termsOpen}
            onClose={() => setTermsOpen(false)}
            privacyPolicyUrl={config?.privacyPolicyUrl}
          />
        </OptionalPart>
      )}
    </Box>
  );
}
