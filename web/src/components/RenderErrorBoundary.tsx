import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '@/lib/errorReporting';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches render errors outside the router, reports them to the webhook and shows `fallback`. */
export class RenderErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    void reportRenderError(error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
