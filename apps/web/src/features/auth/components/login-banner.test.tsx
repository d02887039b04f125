import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_MIN_WIDTH_PX, loginMessages } from '@painel/domain';
import { json, stubApi, unauthenticated } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const banner = {
  imageUrl: '/campanha-login.svg',
  redirectUrl: 'https://painel.example/campanha',
  backgroundColor: '#0D47A1',
};

/** The login page at a window `width` px wide, with a server that configures a banner. */
function renderLoginAt(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(min-width: ${BANNER_MIN_WIDTH_PX}px)` && width >= BANNER_MIN_WIDTH_PX,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  stubApi({
    'GET /api/oauth2/session': unauthenticated,
    'GET /api/config': () =>
      json(200, {
        environment: 'portal',
        helpCenterUrl: null,
        privacyPolicyUrl: 'https://painel.example/privacidade',
        loginContacts: { phones: [], emails: [] },
        securitySeal: null,
        loginBanner: banner,
        productUrls: {},
      }),
  });
  renderApp('/');
}

describe('login campaign banner', () => {
  it('shows the configured banner from 1280 px, linking to the campaign in a new tab', async () => {
    renderLoginAt(1280);
    const link = await screen.findByRole('link', { name: /Campanha em destaque/ });
    expect(link).toHaveAttribute('href', banner.redirectUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: /Campanha em destaque/ })).toHaveAttribute('src', banner.imageUrl);
    expect(screen.queryByText(loginMessages.tagline)).not.toBeInTheDocument();
  });

  it('keeps the brand panel below 1280 px, without downloading the image', async () => {
    renderLoginAt(1279);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Política de privacidade/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Campanha em destaque/ })).not.toBeInTheDocument();
    expect(screen.getByText(loginMessages.tagline)).toBeInTheDocument();
  });
});
