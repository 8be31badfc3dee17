import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '@/lib/errorReporting';

interface Props {
  /** What shows instead of the children once they failed; given the error when a function. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** The boundary starts afresh when it changes (a page's boundary: the path). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: { value: unknown } | undefined;
  resetKey: string | undefined;
}

/** Catches render errors, reports them to the webhook and shows `fallback`. */
export class RenderErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    void reportRenderError(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return typeof this.props.fallback === 'function' ? this.props.fallback(error.value) : this.props.fallback;
  }
}
