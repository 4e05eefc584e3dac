/**
 * Alt+Shift+D from the first paint (demo builds only, issue 36): a rendered page paints long before its app and the
 * console are there (ADR 810), so this few-line listener runs first — compiled into the page's boot script by
 * scripts/prerender.ts --mode demo, and loaded by src/main.tsx for the pages that are not rendered at build time. A
 * press before the console is mounted marks the document; the console opens as soon as it is mounted
 * (launcher.ts). No imports: it is compiled on its own.
 */
const LISTENING = "data-demo-shortcut-listening";
const ASKED = "data-demo-console-asked";
const root = document.documentElement;
if (!root.hasAttribute(LISTENING)) {
  root.setAttribute(LISTENING, "");
  addEventListener("keydown", (event) => {
    if (document.getElementById("antrean-demo-console")) return; // the console's own shortcut answers from now on
    if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === "KeyD") {
      event.preventDefault();
      root.toggleAttribute(ASKED);
    }
  });
}

export {};
