/** Catches render errors outside the router (providers, toasts) and shows the failure screen. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FailureScreen } from './failure-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <FailureScreen /> : this.props.children;
  }
}
