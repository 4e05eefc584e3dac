import { useEffect } from "react";

/**
 * Each page's own document title, from the route table. A page rendered at build time has it in its HTML already:
 * setting the same text again replaces the title's text and tells the browser of a new title, in the hydration's
 * effects task of the registration page (docs/performance-log.md, issue 38), so only a different title is set.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const text = `${title} · Antrean`;
    if (document.title !== text) document.title = text;
  }, [title]);
  return null;
}
