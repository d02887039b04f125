import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, OptionalPart } from './optional-part';

function Part() {
  return <p>Parte carregada</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('OptionalPart', () => {
  it('keeps the screen when a part cannot be fetched, and shows it once the connection is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Part });
    const Lazy = lazyPart(load);
    render(
      <main>
        <h1>Tela</h1>
        <OptionalPart>
          <Lazy />
        </OptionalPart>
      </main>,
    );
    expect(await screen.findByRole('heading', { name: 'Tela' })).toBeVisible();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Parte carregada')).toBeNull();

    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Parte carregada')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders nothing in place of a part that fails while online, and the rest of the screen stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyPart(() => Promise.reject(new Error('chunk gone')));
    render(
      <main>
        <h1>Tela</h1>
        <OptionalPart>
          <Lazy />
        </OptionalPart>
      </main>,
    );
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Tela' })).toBeVisible();
  });
});
