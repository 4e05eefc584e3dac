import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Link, useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { focusPageHeadingIn, useHeadingFocusOnArrival } from "../admin-kit/page-focus";
import { useSession } from "../api/session-context";
import { BrandMark, Button, ChevronIcon } from "../ui";
import { canSeeMenuItem } from "./access";
import { LinkRouter } from "../lib/link-router";
import * as styles from "./admin-layout.css";
import { menuGroups, menuRoutes, screenLanguage, type MenuGroup, type MenuRoute } from "./route-table";
import { useToastRoom } from "./toast-room";

export const COMPANY_NAME = "PT Pangan Kota Jakarta";

/** The staff frame's skip link, in the screen's language (issue 36 point 5). */
export const SKIP_LINK_TEXT = { id: "Langsung ke konten", en: "Skip to content" } as const;

// ---------------------------------------------------------------------------------------------------------
// Sidebar open/closed (docs/product.md §4). Every admin route mounts its own layout, so the state lives outside React and
// survives navigation. Open by default; on a phone-sized screen it starts closed and floats over the page
// (docs/decisions/603-admin-resource-kit.md).

let sidebarOpen: boolean | null = null;
const listeners = new Set<() => void>();

function isPhone(): boolean {
  return (
    typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(styles.PHONE_QUERY).matches
  );
}

function readSidebar(): boolean {
  if (sidebarOpen === null) sidebarOpen = !isPhone();
  return sidebarOpen;
}

function setSidebar(open: boolean) {
  sidebarOpen = open;
  listeners.forEach((listener) => listener());
}

function subscribeSidebar(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stories and tests start from a known state. */
export function resetSidebarForTests(open: boolean | null = null) {
  sidebarOpen = open;
  listeners.forEach((listener) => listener());
}

function useSidebar() {
  return useSyncExternalStore(subscribeSidebar, readSidebar, () => true);
}

function useIsPhone() {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
      const query = window.matchMedia(styles.PHONE_QUERY);
      // A window narrowed or zoomed to a phone's width starts as a phone does, with the menu closed: left open, it
      // became a drawer nobody opened, the page behind it inert and its focus gone (review, session 38).
      const changed = () => {
        if (query.matches) setSidebar(false);
        listener();
      };
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    isPhone,
    () => false,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Menu

/** The menu entry a path belongs to: an exact match, else the longest entry whose path is a prefix (/queues/locations/3/edit → Konfigurasi Lokasi). */
export function selectedMenuPath(location: string, items: readonly { path: string }[]): string | undefined {
  let best: string | undefined;
  for (const { path } of items) {
    if (location === path) return path;
    if (location.startsWith(path + "/") && (!best || path.length > best.length)) best = path;
  }
  return best;
}

/** What choosing a menu entry (or the brand's link) does besides going to its path: see `AdminLayout`'s `choose`. */
type OnChoose = (path: string) => void;

/**
 * A link to the address already shown replaces its history entry, as a browser's own link does: wouter pushes a
 * second one, and Back then seemed to do nothing (UX pass, session 39).
 */
function useIsShown(): (path: string) => boolean {
  const [location] = useLocation();
  const search = useSearch();
  return (path) => path === location && search === "";
}

function MenuLink({ route, selected, onChoose }: { route: MenuRoute; selected: boolean; onChoose: OnChoose }) {
  const isShown = useIsShown();
  return (
    <Link
      href={route.path}
      replace={isShown(route.path)}
      className={styles.menuLink}
      aria-current={selected ? "page" : undefined}
      onClick={() => onChoose(route.path)}
    >
      {route.menu.label}
    </Link>
  );
}

function MenuGroupItem({
  group,
  items,
  selectedPath,
  onChoose,
}: {
  group: MenuGroup;
  items: MenuRoute[];
  selectedPath: string | undefined;
  onChoose: OnChoose;
}) {
  const holdsSelected = items.some((r) => r.path === selectedPath);
  // docs/product.md §2: a group starts expanded if it holds the selected item.
  const [expanded, setExpanded] = useState(holdsSelected);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={expanded}
        aria-controls={listId}
        data-holds-selected={holdsSelected || undefined}
        onClick={() => setExpanded((open) => !open)}
      >
        {group}
        <ChevronIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.subList} hidden={!expanded}>
        {items.map((route) => (
          <li key={route.path}>
            <MenuLink route={route} selected={route.path === selectedPath} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuIcon() {
  return (
    <svg
      className={styles.menuIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

// ---------------------------------------------------------------------------------------------------------

/**
 * The authenticated frame (docs/product.md §2.6): a collapsible sidebar with the brand logo and the menu from the route table
 * (each item shown by its exact permission), a top bar with the menu toggle, 'Hello,' + username and 'Logout', and
 * the footer. Roles are never shown.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const from = useHistoryState<{ from?: unknown } | null>()?.from;
  const isShown = useIsShown();
  const open = useSidebar();
  const phone = useIsPhone();
  const sidebarId = useId();
  const user = session.user;
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useHeadingFocusOnArrival(main, location);
  useToastRoom(main);
  // On a phone the open menu floats over the page as a modal drawer (docs/product.md §2.6): the page behind it, under
  // the dim overlay, is inert (no focus, no pointer, not read), and only the Menu button that closes it stays usable.
  const drawer = open && phone;

  // The drawer closes with Escape or a tap on the dim page, like any overlay, and gives the focus back to the Menu
  // button that opened it: from a menu item it fell to the body with the hidden menu (UX pass, session 38).
  const closeDrawer = () => {
    setSidebar(false);
    menuButton.current?.focus();
  };
  useEffect(() => {
    if (!drawer) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setSidebar(false);
      menuButton.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawer]);

  if (!user) return null;

  const visible = menuRoutes.filter((r) => canSeeMenuItem(r.menu.permission, user));
  // The route's own entry, found among every entry: a page opened by URL whose entry this user does not see
  // highlights nothing, rather than a shorter entry it happens to start with.
  // A page opened from a list (its link hands the list's URL on as `from`, ADR 603) highlights that list: a ticket
  // opened from 'Antrean Hari Ini' is under it, not under 'Semua Antrean' that its path starts with.
  const ownPath =
    (typeof from === "string" && location !== from.split("?")[0]
      ? selectedMenuPath(from.split("?")[0]!, menuRoutes)
      : undefined) ?? selectedMenuPath(location, menuRoutes);
  const selectedPath = visible.some((r) => r.path === ownPath) ? ownPath : undefined;
  const ungrouped = visible.filter((r) => !r.menu.group);
  // Choosing a menu entry closes the phone's drawer, and the page it shows takes the focus at its heading, as any page
  // arrived at does (docs/product.md §2.6, §2.12). The page already shown too: its path is the same, so there is no
  // arrival (useHeadingFocusOnArrival watches the path; a list's filters dropped change only its search), and its
  // entry, hidden with the drawer, took the focus with it to the body (UX pass, session 39). Its heading takes it here,
  // once the drawer has closed (the page behind it is inert until then); beside the page (1280 px) too, so that
  // choosing an entry does the same at every width. A page whose heading is not there yet gives the focus to `main`,
  // the skip link's target.
  const choose: OnChoose = (path) => {
    if (phone) flushSync(() => setSidebar(false));
    if (path === location && main.current && !focusPageHeadingIn(main.current)) main.current.focus();
  };

  async function logout() {
    try {
      await session.logout();
    } catch {
      // the session shows the 'Error' toast and stays signed in
      return;
    }
    // nothing of the last user stays in memory: Back after logout shows no data
    queryClient.clear();
    navigate("/login", { replace: true });
  }

  const sidebar = (
    <aside key="sidebar" id={sidebarId} className={styles.sidebar} hidden={!open} aria-label="Sidebar">
      <Link href="/dashboard" replace={isShown("/dashboard")} className={styles.brand} onClick={() => choose("/dashboard")}>
        <BrandMark className={styles.brandMark} />
        Antrean
      </Link>
      <nav aria-label="Menu" className={styles.nav}>
        <ul className={styles.menuList}>
          {ungrouped.map((route) => (
            <li key={route.path}>
              <MenuLink route={route} selected={route.path === selectedPath} onChoose={choose} />
            </li>
          ))}
          {menuGroups.map((group) => {
            const items = visible.filter((r) => r.menu.group === group);
            if (items.length === 0) return null;
            return <MenuGroupItem key={group} group={group} items={items} selectedPath={selectedPath} onChoose={choose} />;
          })}
        </ul>
      </nav>
    </aside>
  );

  const column = (
    <div key="column" className={styles.column}>
      <header className={styles.topBar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setSidebar(!open)}
          ref={menuButton}
        >
          <MenuIcon />
        </button>
        <div className={styles.topBarRest} inert={drawer}>
          <span className={styles.greeting}>
            Hello, <strong>{user.username}</strong>
          </span>
          <Button
            variant="secondary"
            size="sm"
            className={styles.logout}
            isPending={session.isLoggingOut}
            pendingLabel="Logging out"
            onPress={() => void logout()}
          >
            Logout
          </Button>
        </div>
      </header>
      <main ref={main} id="main-content" className={styles.main} tabIndex={-1} lang={screenLanguage(location)} inert={drawer}>
        {/* design-system links and link buttons (react-aria) inside admin pages navigate in the app, no reload */}
        <LinkRouter>{children}</LinkRouter>
      </main>
      <footer className={styles.footer} inert={drawer}>
        © 2025 {COMPANY_NAME}. All rights reserved
      </footer>
    </div>
  );
  const scrim = drawer ? <div key="scrim" className={styles.scrim} aria-hidden="true" onClick={closeDrawer} /> : null;

  return (
    <div className={styles.shell}>
      {/* in the screen's language (ADR 603): Indonesian on Indonesian screens, English in user administration */}
      <a className={styles.skipLink} href="#main-content" lang={screenLanguage(location)} inert={drawer}>
        {SKIP_LINK_TEXT[screenLanguage(location)]}
      </a>
      {/* beside the page, the sidebar comes first; floating on a phone it comes after the page, so that with the page
          inert Tab goes from the Menu button straight into the menu and Shift+Tab from the menu back to the button.
          Keyed, so that crossing the phone's width moves the sidebar, its groups' state kept, rather than remaking it */}
      {(phone ? [column, scrim, sidebar] : [sidebar, column]).filter((part) => part !== null)}
    </div>
  );
}
