import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATING_MESSAGE_MS, screenMessages } from '@painel/domain';
import { LoadingScreen } from './loading-screen';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingScreen', () => {
  it('rotates its messages every 4 s, round the list, in a status region', () => {
    expect(ROTATING_MESSAGE_MS).toBe(4000);
    const [first, second, ...rest] = screenMessages.loadingMessages;
    render(<LoadingScreen />);
    expect(screen.getByRole('progressbar', { name: screenMessages.loading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(first);

    act(() => vi.advanceTimersByTime(ROTATING_MESSAGE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(first);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(second);

    // The rest, one by one, then the first again.
    for (const message of rest) {
      act(() => vi.advanceTimersByTime(ROTATING_MESSAGE_MS));
      expect(screen.getByRole('status')).toHaveTextContent(message);
    }
    act(() => vi.advanceTimersByTime(ROTATING_MESSAGE_MS));
    expect(screen.getByRole('status')).toHaveTextContent(first);
  });

  it('stops rotating when it leaves the page', () => {
    const { unmount } = render(<LoadingScreen />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
