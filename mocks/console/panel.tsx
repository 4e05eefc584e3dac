import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { DemoConsole, type DemoConsoleProps } from "./demo-console";

/** Renders the console into its own React root (the app's tree stays untouched). Returns the way to take it down. */
export function renderDemoConsole(host: HTMLElement, props: DemoConsoleProps): () => void {
  const container = document.createElement("div");
  host.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <DemoConsole {...props} />
    </StrictMode>,
  );
  return () => {
    // closing is asked from inside the root's own event handlers: unmount once they are done
    setTimeout(() => {
      root.unmount();
      container.remove();
    });
  };
}
