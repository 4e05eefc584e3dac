import { useEffect } from "react";
import { useLocation } from "wouter";

/** The app's first address in this document, as the router showed it, and whether it has shown another since. */
let firstAddress: string | null = null;
let documentHasMoved = false;

/**
 * Notes each address the router shows (src/app/router.tsx, from the document's start): a document that moved and came
 * back (a bookmarked staff page, the login in between, then that page) has arrived there inside the app, though the
 * browser's address is again the one it opened at.
 */
export function useDocumentMoves() {
  const [location] = useLocation();
  useEffect(() => {
    if (firstAddress === null) firstAddress = location;
    else if (location !== firstAddress) documentHasMoved = true;
  }, [location]);
}

/**
 * The page shown is the one the document opened at (typed, a bookmark, a reload), not arrived at inside the app
 * (docs/product.md §2.12). Compared by the browser's own address, with the app's base path (a sub-path deploy) in
 * both; once the document has moved (noted above, or seen here), every page is arrived at. Both are needed: the router
 * notes an address in its effect, which React runs after the page's own (the page's arrival asks first), so a move to
 * another address is seen here by the comparison, and a move back to the first address by the note of the address
 * between (the login), made on that earlier commit.
 */
export function isDocumentStart(): boolean {
  if (documentHasMoved) return false;
  const [entry] = performance.getEntriesByType("navigation");
  if (entry === undefined || new URL(entry.name).pathname === window.location.pathname) return true;
  documentHasMoved = true;
  return false;
}
