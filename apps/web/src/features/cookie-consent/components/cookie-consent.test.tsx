import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig, SessionUser } from '@painel/contracts';
import { AppProviders } from '../../../app/providers';
import { CurrentUserContext } from '../../../lib/current-user';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoAxeViolations } from '../../../test/axe';
import { maria } from '../../../test/fake-api';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { CookieConsent } from './cookie-consent';

const config: PublicConfig = {
  environment: 'portal',
  helpCenterUrl: 'https://ajuda.painel.example',
  privacyPolicyUrl: 'https://painel.example/politica-de-privacidade',
  loginContacts: { phones: [], emails: [] },
  securitySeal: null,
  loginBanner: null,
  productUrls: {},
};

/** The configuration is already loaded, so what shows (or not) shows at once. */
function renderBar(user: SessionUser = maria) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  return render(
    <AppProviders queryClient={queryClient}>
      <CurrentUserContext value={user}>
        <CookieConsent />
      </CurrentUserContext>
    </AppProviders>,
  );
}

const bar = () => screen.findByRole('region', { name: 'Aviso de cookies' });

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('cookie consent', () => {
  it('tells the signed-in user about cookies, with the privacy policy in a new tab', async () => {
    renderBar();
    const region = await bar();
    expect(region).toHaveTextContent('Usamos cookies');
    const link = within(region).getByRole('link', {
      name: /^Política de Privacidade\s*\(abre em uma nova aba\)$/,
    });
    expect(link).toHaveAttribute('href', config.privacyPolicyUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expectNoAxeViolations();
  });

  it('hides for good once accepted: a cookie for this user, kept 365 days', async () => {
    const user = userEvent.setup();
    const written: string[] = [];
    const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookieSetter?.call(document, value);
    });
    const { unmount } = renderBar();
    await user.click(within(await bar()).getByRole('button', { name: 'ENTENDI' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(written).toEqual([
      `painel_cookies_aceitos_${maria.id}=1; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`,
    ]);
    vi.restoreAllMocks();
    unmount();

    renderBar();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('still asks another user of the same browser', async () => {
    document.cookie = `painel_cookies_aceitos_${maria.id}=1; Path=/`;
    renderBar({ ...maria, id: 8 });
    expect(await bar()).toBeInTheDocument();
  });

  it('is not shown in the back office', () => {
    document.documentElement.dataset.environment = 'backoffice';
    renderBar();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });
});
