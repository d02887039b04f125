import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { screenMessages } from '@painel/domain';
import { json, maria, stubApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

// A page that fails while rendering, as a broken screen or a chunk that cannot load would.
vi.mock('../features/access-denied/routes/access-denied-route', () => ({
  AccessDeniedRoute: () => {
    throw new Error('quebrou');
  },
}));

describe('the error boundary of the routes', () => {
  it("shows the generic failure screen ('Oops!', RECARREGAR PÁGINA)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/oauth2/session': () => json(200, maria) });
    renderApp('/acesso-negado');
    expect(await screen.findByRole('heading', { name: screenMessages.failureTitle })).toBeInTheDocument();
    expect(screen.getByText(screenMessages.failureSubtitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: screenMessages.failureReload })).toBeInTheDocument();
  });
});
