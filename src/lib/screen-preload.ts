/**
 * Loading a screen before it is needed (docs/product.md §13.1: modulepreload for the next likely route). The app's route table
 * registers each screen's loader by path; a screen asks for the one a visitor is likely to open next (the landing
 * page for registration) when the visitor shows the intent or the page is idle. Features never import each other,
 * so this is where they meet.
 */
type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
const started = new Map<string, Promise<unknown>>();

/** The app registers how to load the screen at `path` (the same `import()` its router uses). */
export function registerScreenLoader(path: string, load: Loader): void {
  loaders.set(path, load);
}

/** Starts loading the screen at `path` once (its code and styles); later calls reuse it. A failure may retry. */
export function preloadScreen(path: string): Promise<unknown> | undefined {
  const running = started.get(path);
  if (running) return running;
  const load = loaders.get(path);
  if (!load) return undefined;
  const promise = load().catch(() => {
    started.delete(path);
  });
  started.set(path, promise);
  return promise;
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** False when the visitor asked to save data or is on a 2G-class connection: then only a clear intent preloads. */
export function mayPreloadOnIdle(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/** Runs `task` when the main thread is idle (or after `timeout` ms); returns a cancel function. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}
