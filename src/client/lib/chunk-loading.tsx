// Code split into chunks is fetched when first needed, which may be exactly when the network or the
// server is gone. A chunk that fails must not leave a blank space or a button that does nothing: the
// boundary below says so in words, from code the page already has, and offers to try again, which
// fetches the chunk afresh (React.lazy alone would keep the failure for good).
import { Component, lazy, type ComponentType, type ReactNode } from 'react';

/** React.lazy whose failed load can be started again (`reset`, before the boundary tries again). */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Lazy = lazy(load);
  function Retryable(props: P) {
    return <Lazy {...props} />;
  }
  Retryable.reset = () => {
    Lazy = lazy(load);
  };
  return Retryable;
}

interface BoundaryProps {
  /** What to show instead; `retry` resets the lazy parts (onRetry) and draws the children again. */
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

export class ChunkErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
