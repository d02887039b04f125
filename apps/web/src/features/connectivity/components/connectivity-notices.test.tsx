import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoAxeViolations } from '../../../test/axe';
import { ConnectivityNotices } from './connectivity-notices';

const OFFLINE = 'Sua conexão com a internet foi interrompida.';
const ONLINE = 'Sua conexão com a internet foi restabelecida.';
const SLOW = 'Sua conexão com a internet está lenta. Algumas funcionalidades podem demorar a responder.';

/** A stand-in for navigator.connection (Network Information API). */
class FakeConnection extends EventTarget {
  constructor(public effectiveType: string) {
    super();
  }
  change(effectiveType: string) {
    this.effectiveType = effectiveType;
    this.dispatchEvent(new Event('change'));
  }
}

function setConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function renderNotices() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <ConnectivityNotices />
    </AppProviders>,
  );
}

const go = (event: 'offline' | 'online') => act(() => void fireEvent(window, new Event(event)));
const texts = () =>
  [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')].map((n) => n.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.restoreAllMocks();
  setConnection(undefined);
});

describe('connectivity notices', () => {
  it('says the connection dropped, as an alert, and hides it after 5000 ms', async () => {
    renderNotices();
    expect(texts()).toEqual([]);
    go('offline');
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('coming back clears the offline notice and says so politely', async () => {
    renderNotices();
    go('offline');
    go('online');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ONLINE);
    act(() => vi.advanceTimersByTime(5000));
    expect(texts()).toEqual([]);
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('never shows the same notice twice at once', () => {
    renderNotices();
    go('offline');
    act(() => vi.advanceTimersByTime(3000));
    go('offline');
    go('offline');
    expect(texts()).toEqual([OFFLINE]);
    // The first one's 5000 ms still count: no second copy took its place.
    act(() => vi.advanceTimersByTime(2000));
    expect(texts()).toEqual([]);
  });

  it('shows a notice already offline when the page opens', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotices();
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
  });

  it('warns of a 2g connection on load and when the connection slows down', () => {
    const connection = new FakeConnection('2g');
    setConnection(connection);
    const { unmount } = renderNotices();
    expect(screen.getByRole('status')).toHaveTextContent(SLOW);
    unmount();

    const later = new FakeConnection('4g');
    setConnection(later);
    renderNotices();
    expect(texts()).toEqual([]);
    act(() => later.change('3g'));
    expect(texts()).toEqual([]);
    act(() => later.change('slow-2g'));
    expect(texts()).toEqual([SLOW]);
  });

  it('stacks the slow and offline notices, and coming back clears both', () => {
    const connection = new FakeConnection('4g');
    setConnection(connection);
    renderNotices();
    act(() => connection.change('2g'));
    go('offline');
    expect(texts()).toEqual([OFFLINE, SLOW]);
    go('online');
    expect(texts()).toEqual([ONLINE]);
  });

  it('closes a notice on request', () => {
    renderNotices();
    go('offline');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(texts()).toEqual([]);
  });
});
