import { Component, type ErrorInfo, type ReactNode } from "react";

type State = { error: Error | null };

/** docs/product.md §8: an unexpected application error shows a default fallback view instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main role="alert">
        <h1>Terjadi kesalahan</h1>
        <p>Something went wrong: {this.state.error.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Muat ulang
        </button>
      </main>
    );
  }
}
