import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the crashed subtree; gets a reset to try again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches render errors in a subtree (React only offers this as a class). */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Render error caught by boundary', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
