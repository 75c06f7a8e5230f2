import React from "react";
import { toError } from "../../lib/error-chain";

export interface ErrorBoundaryFallbackProps {
  error: Error;
  /** Clears the error and renders the children again. */
  tryAgain(): void;
}

export interface ErrorBoundaryProps {
  fallback(props: ErrorBoundaryFallbackProps): React.ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared. */
  resetKey?: string;
  children: React.ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and renders `fallback` instead (render crash). */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: toError(error) };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private tryAgain = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (error) return this.props.fallback({ error, tryAgain: this.tryAgain });
    return this.props.children;
  }
}
