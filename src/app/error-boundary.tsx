import { Component, type ErrorInfo, type ReactNode } from "react";

type State = { error: Error | null };

/** The fallback's words: plain Indonesian, saying what to do; the error itself goes to the console (docs/product.md §8). */
export const crashTexts = {
  title: "Terjadi kesalahan",
  text: "Halaman ini tidak dapat ditampilkan. Muat ulang halaman, lalu coba lagi.",
  reload: "Muat ulang",
} as const;

/**
 * docs/product.md §8: an unexpected application error shows a default fallback view instead of a blank page, never
 * the raw technical message (§1.3).
 */
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
        <h1>{crashTexts.title}</h1>
        <p>{crashTexts.text}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {crashTexts.reload}
        </button>
      </main>
    );
  }
}
