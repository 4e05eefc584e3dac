import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from "react";
import { Link } from "wouter";
import type { PublicFrame } from "../ui/public-frame";
import { NO_CONNECTION_TITLE, WHEN_BACK_ONLINE } from "../lib/offline-words";
import { useOnline } from "../lib/use-online";
import { useRetryOnReconnect } from "../lib/use-retry-on-reconnect";
import { ScreenLoadError } from "./retryable-lazy";
import { startFailureTexts } from "./start-failure-notice";
// the start-failure notice's rules (the offline notice's look): ui's own modules would bring their chunk into every
// page's start (src/app/start-failure-notice.css.ts)
import * as styles from "./start-failure-notice.css";

/**
 * docs/product.md §2.2 and §8.5: a screen whose code did not arrive with no signal says it is the connection, in the
 * offline notice's words, and opens by itself when the phone is back online; with a signal, the start failure's words
 * and 'Muat ulang' (a deploy may have replaced the file: a reload brings the new one).
 */
export const screenOfflineTexts = {
  title: NO_CONNECTION_TITLE,
  text: `Halaman ini belum dapat dibuka. Halaman akan terbuka sendiri ${WHEN_BACK_ONLINE}.`,
} as const;

type State = { error: { thrown: unknown } | null };

export interface ScreenLoadBoundaryProps {
  children: ReactNode;
  /** the notice stands for the whole page (a <main>), not for the part inside the staff frame, whose <main> it is in */
  isPage?: boolean;
  /**
   * a citizen page's (its route's `citizenFrame`): the notice shows in the citizen frame, its header with the site's
   * name and the way home, as the page would have (docs/product.md §8.5)
   */
  citizenFrame?: boolean;
}

/**
 * Around a route's lazy screen (src/app/router.tsx): when its code could not be loaded (a `ScreenLoadError`), says so
 * in place of the screen, with the page's frame and the rest of the app as they were, and tries again on the 'online'
 * event. Every other error goes on to the app's fallback ('Terjadi kesalahan', AppErrorBoundary): the generic fallback
 * told a citizen offline to reload, which offline shows the browser's own error, and it stayed after the connection
 * came back (UX pass, session 34).
 */
export class ScreenLoadBoundary extends Component<ScreenLoadBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: { thrown } };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo) {
    if (thrown instanceof ScreenLoadError)
      console.warn("[offline] a screen's code did not load", thrown.cause, info.componentStack);
  }

  retry = () => {
    const thrown = this.state.error?.thrown;
    if (thrown instanceof ScreenLoadError) thrown.retry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    // any other error goes on to the boundary above (the app's), as if this one were not there
    if (!(this.state.error.thrown instanceof ScreenLoadError)) throw this.state.error.thrown;
    const { isPage = false, citizenFrame = false } = this.props;
    return <ScreenLoadFailure onRetry={this.retry} isPage={isPage} citizenFrame={citizenFrame} />;
  }
}

type Frame = typeof PublicFrame;
/** How long a failed citizen page waits for the citizen frame's code before its notice shows alone (review, s46). */
const FRAME_WAIT_MS = 1_500;
/** The citizen frame once this page has it: a failure after that shows in it from its first render. */
let loadedFrame: Frame | undefined;

/**
 * The citizen frame for a citizen page's notice (src/ui/public-frame.tsx, in the citizen pages' chunk, not in the app's
 * start, which the staff pages load too): `undefined` while asked for, `null` when its code is not on the phone either
 * (the notice then shows alone, as before). Asked for only after a failure; a citizen who came from another citizen
 * page has it already, so no file is fetched. Without it the notice showed with no header: no site name, no way home
 * (UX review, session 46).
 */
function useCitizenFrame(wanted: boolean): Frame | null | undefined {
  const [frame, setFrame] = useState<Frame | null | undefined>(() => (wanted ? loadedFrame : null));
  useEffect(() => {
    if (frame !== undefined) return;
    let live = true;
    // on a weak signal (how the page's own code failed) the frame's may take long: the notice shows alone after a
    // moment, and stays so (in the frame later, a screen reader would hear it twice)
    const alone = setTimeout(() => {
      live = false;
      setFrame(null);
    }, FRAME_WAIT_MS);
    import("../ui/public-frame").then(
      (module) => {
        loadedFrame = module.PublicFrame;
        if (live) setFrame(() => module.PublicFrame);
      },
      () => live && setFrame(null),
    );
    return () => {
      live = false;
      clearTimeout(alone);
    };
  }, [frame]);
  return frame;
}

/** The notice in the citizen frame, its brand linking home through the router (no page load), as the pages' own. */
function InFrame({ frame: Frame, children }: { frame: Frame; children: ReactNode }) {
  return <Frame linkComponent={Link}>{children}</Frame>;
}

function ScreenLoadFailure({ onRetry, isPage, citizenFrame }: { onRetry: () => void; isPage: boolean; citizenFrame: boolean }) {
  const offline = !useOnline();
  const Frame = useCitizenFrame(isPage && citizenFrame);
  // shown only after a failure: it tries again each time the phone is back online
  useRetryOnReconnect(true, onRetry);
  // Indonesian words, also on a staff screen whose <main> says lang="en" (docs/product.md §8.5)
  const notice = (
    <div role="alert" lang="id" className={styles.notice}>
      <p className={styles.title}>{offline ? screenOfflineTexts.title : startFailureTexts.title}</p>
      <p className={styles.text}>{offline ? screenOfflineTexts.text : startFailureTexts.text}</p>
      {offline ? null : (
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {startFailureTexts.reload}
        </button>
      )}
    </div>
  );
  // a moment while the frame is asked for: the notice shows once, in it or alone (a reader hears its alert once)
  if (Frame === undefined) return null;
  if (Frame) return <InFrame frame={Frame}>{notice}</InFrame>;
  return isPage ? <main>{notice}</main> : notice;
}
