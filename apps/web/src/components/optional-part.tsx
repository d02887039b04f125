/**
 * A part of a screen that lives in its own chunk and that the screen can do without for a while:
 * the session countdown, the notifications menu, the banners, the ombudsman and terms dialogs.
 * When its chunk cannot be fetched because the browser is offline, `lazyPart` waits for the
 * connection to come back and fetches it again, so the part appears by itself; if it still fails,
 * `<OptionalPart>` renders nothing instead of letting the error take the whole shell down (the
 * offline notice already tells the user what is going on). A screen's dialogs and drawers are such
 * parts too: mounted from the first time they open (`useOpenedOnce`), so the screen's first paint
 * does not download their forms.
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** `React.lazy` for an optional part: a fetch that failed offline is tried again once back online. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch(async (error: unknown) => {
      if (navigator.onLine) throw error;
      await whenOnline();
      return load();
    }),
  );
}

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders nothing while the part's chunk loads, and nothing if it cannot be loaded. */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}

/**
 * True from the first time `open` is true on: a lazily loaded dialog or drawer mounts when it first
 * opens and then stays mounted, so it closes with its transition and opens at once the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
