import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { Route, Router, Switch } from "wouter";
import { SessionContext } from "../api/session-context";
import { AdminLayout, resetSidebarForTests } from "./admin-layout";
import { permissionSlugs } from "../../contract/primitives";
import { signedInSession } from "../api/testing";

/** An operator: the menu is 'Dashboard' and the 'Antrean' group (its lists and the capacity board). */
const session = signedInSession({ sub: "7", username: "operator", name: "Operator", permissions: ["access:queue"] });

/**
 * The staff frame around a list with the controls a phone's UX pass tabbed to behind the open menu. Each route mounts
 * its own frame, as the app's router does.
 */
async function renderFrameAt(path: string) {
  window.history.replaceState(null, "", path);
  resetSidebarForTests();
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <Router>
          <Switch>
            <Route key="today" path="/queues/today">
              <AdminLayout>
                <h1>Antrean Hari Ini</h1>
                <button type="button">Pindai QR</button>
                <button type="button">Export</button>
                <input aria-label="No KJP" />
              </AdminLayout>
            </Route>
            <Route key="all" path="/queues">
              <AdminLayout>
                <h1>Semua Antrean</h1>
              </AdminLayout>
            </Route>
          </Switch>
        </Router>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

/** The focused element's name as Tab meets it: its label, else its text. */
const focusedName = () => {
  const focused = document.activeElement as HTMLElement;
  return focused.getAttribute("aria-label") ?? focused.textContent!.trim();
};

async function tabbedNames(count: number, key = "{Tab}") {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await userEvent.keyboard(key);
    names.push(focusedName());
  }
  return names;
}

const start = window.location.href;
beforeEach(() => page.viewport(390, 844));
afterEach(async () => {
  window.history.replaceState(null, "", start);
  resetSidebarForTests();
  await page.viewport(1280, 800);
});

describe("the open menu on a phone is a modal drawer (docs/product.md §2.6)", () => {
  it("Tab goes from the Menu button into the menu, in order; the page behind takes no focus", async () => {
    const screen = await renderFrameAt("/queues/today");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.element(toggle).toHaveFocus();
    // the brand's link, then the menu's entries; never 'Logout' or the list's controls under the dim overlay
    expect(await tabbedNames(6)).toEqual([
      "Antrean",
      "Dashboard",
      "Antrean",
      "Semua Antrean",
      "Antrean Hari Ini",
      "Kapasitas Antrean",
    ]);
    // and Shift+Tab back the same way, from the menu's first link to the Menu button
    expect(await tabbedNames(6, "{Shift>}{Tab}{/Shift}")).toEqual([
      "Antrean Hari Ini",
      "Semua Antrean",
      "Antrean",
      "Dashboard",
      "Antrean",
      "Menu",
    ]);
    // nothing behind it takes the focus, not even by a script
    for (const name of ["Logout", "Pindai QR", "Export"]) {
      const button = [...document.querySelectorAll<HTMLElement>("button")].find((b) => b.textContent === name)!;
      button.focus();
      expect(document.activeElement, name).not.toBe(button);
    }
  });

  it("Escape on a menu item closes the menu and gives the focus back to the Menu button", async () => {
    const screen = await renderFrameAt("/queues/today");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await toggle.click();
    screen.getByRole("link", { name: "Semua Antrean" }).element().focus();
    await expect.element(screen.getByRole("link", { name: "Semua Antrean" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.element(toggle).toHaveFocus();
    // closed, the page is back: Tab from the Menu button goes on to 'Logout'
    expect(await tabbedNames(1)).toEqual(["Logout"]);
  });

  it("a tap on the dim page beside it closes the menu and gives the focus back to the Menu button", async () => {
    const screen = await renderFrameAt("/queues/today");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await toggle.click();
    screen.getByRole("link", { name: "Semua Antrean" }).element().focus();
    // what a finger meets at the screen's right edge, beside the menu: the dim overlay over the page
    (document.elementFromPoint(380, 600) as HTMLElement).click();
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.element(toggle).toHaveFocus();
  });

  it("choosing a menu item closes the menu and gives the focus to the new page's heading", async () => {
    const screen = await renderFrameAt("/queues/today");
    await screen.getByRole("button", { name: "Menu" }).click();
    await screen.getByRole("link", { name: "Semua Antrean" }).click();
    await expect.element(screen.getByRole("heading", { name: "Semua Antrean" })).toHaveFocus();
    await expect.element(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  // The page already shown changes no path, so nothing arrives; its entry went with the closed menu and the focus fell
  // to the body (UX pass, session 39).
  it("choosing the entry of the page already shown, by a tap or Enter, closes the menu and gives the focus to its heading", async () => {
    const screen = await renderFrameAt("/queues/today");
    const toggle = screen.getByRole("button", { name: "Menu" });
    const heading = screen.getByRole("heading", { name: "Antrean Hari Ini" });
    await toggle.click();
    await screen.getByRole("link", { name: "Antrean Hari Ini" }).click();
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.element(heading).toHaveFocus();

    await toggle.click();
    screen.getByRole("link", { name: "Antrean Hari Ini" }).element().focus();
    await userEvent.keyboard("{Enter}");
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.element(heading).toHaveFocus();
  });

  it("a list's own entry, chosen with its filters in force, shows it unfiltered with the focus on its heading", async () => {
    const screen = await renderFrameAt("/queues?status=rejected");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await toggle.click();
    screen.getByRole("link", { name: "Semua Antrean" }).element().focus();
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => window.location.search).toBe("");
    await expect.element(screen.getByRole("heading", { name: "Semua Antrean" })).toHaveFocus();
  });
});

it("at 1280 px the sidebar sits beside the page: Tab goes from the Menu button to 'Logout', and Escape keeps it open", async () => {
  await page.viewport(1280, 800);
  const screen = await renderFrameAt("/queues/today");
  const toggle = screen.getByRole("button", { name: "Menu" });
  await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
  toggle.element().focus();
  expect(await tabbedNames(3)).toEqual(["Logout", "Pindai QR", "Export"]);
  await userEvent.keyboard("{Escape}");
  await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
  expect(document.querySelector("[inert]")).toBeNull();
});

// at 1280 px as on a phone (above): the entry of the page already shown gives the focus to its heading
it("at 1280 px the entry of the address already shown gives the focus to its heading and replaces its history entry, as a browser's link does: Back leaves the page", async () => {
  await page.viewport(1280, 800);
  const screen = await renderFrameAt("/queues");
  await screen.getByRole("link", { name: "Antrean Hari Ini" }).click();
  await expect.element(screen.getByRole("heading", { name: "Antrean Hari Ini" })).toBeVisible();
  screen.getByRole("link", { name: "Antrean Hari Ini" }).element().focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(screen.getByRole("heading", { name: "Antrean Hari Ini" })).toHaveFocus();
  await expect.element(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
  window.history.back();
  await expect.poll(() => window.location.pathname).toBe("/queues");
  await expect.element(screen.getByRole("heading", { name: "Semua Antrean" })).toBeVisible();
});

// A desktop window zoomed past about 167 % (or narrowed) reaches a phone's width with the sidebar open: it became a
// drawer nobody opened, the page behind it inert and the focus in it gone (review, session 38).
it("a window narrowed to a phone's width closes the sidebar: the page stays usable, its focus where it was", async () => {
  await page.viewport(1280, 800);
  const screen = await renderFrameAt("/queues/today");
  const toggle = screen.getByRole("button", { name: "Menu" });
  await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
  const field = screen.getByRole("textbox", { name: "No KJP" });
  field.element().focus();
  await page.viewport(390, 844);
  await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
  expect(document.querySelector("[inert]")).toBeNull();
  await expect.element(field).toHaveFocus();
});

it("at 320 px with 200 % text the top bar stays one control tall: 'Logout' keeps its word on one line", async () => {
  await page.viewport(320, 640);
  document.documentElement.style.fontSize = "200%";
  try {
    await renderFrameAt("/queues");
    const logout = page.getByRole("button", { name: "Logout" }).element().getBoundingClientRect();
    const menu = page.getByRole("button", { name: "Menu" }).element().getBoundingClientRect();
    expect(logout.height).toBeLessThanOrEqual(menu.height);
    expect(logout.right).toBeLessThanOrEqual(320);
  } finally {
    document.documentElement.style.fontSize = "";
  }
});

/** Every menu entry's permission: the longest labels ('Konfigurasi Alasan Penolakan') are in the menu. */
const everyEntry: typeof session = {
  ...session,
  user: {
    ...session.user!,
    permissions: [...permissionSlugs],
  },
};

/** How many lines the browser laid out the text of `element` on. */
function lineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** Each menu entry's label and how many lines it takes, with `path` shown (its entry the current one, in bold). */
async function menuLinesAt(path: string) {
  window.history.replaceState(null, "", path);
  resetSidebarForTests();
  const screen = await render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={everyEntry}>
        <Router>
          <AdminLayout>
            <h1>Halaman</h1>
          </AdminLayout>
        </Router>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  const menu = screen.getByRole("navigation", { name: "Menu" });
  await expect.element(menu).toBeVisible();
  // every group open, so each entry is laid out
  for (const group of menu.element().querySelectorAll<HTMLButtonElement>("button[aria-expanded='false']")) group.click();
  await expect.poll(() => menu.element().querySelector("ul[hidden]")).toBeNull();
  const links = [...menu.element().querySelectorAll("a")];
  const current = links.find((link) => link.hasAttribute("aria-current"));
  const lines = new Map(links.map((link) => [link.getAttribute("href"), lineCount(link)]));
  await screen.unmount();
  return { lines, current: current?.getAttribute("href") };
}

// The current entry is bold, and bold text is wider: 'Konfigurasi Alasan Penolakan' took one line in the normal weight
// and two as the current entry at 1280 px (issue, session 44). Each entry now takes as many lines current as not.
it("at 1280 px the current menu entry, in bold, takes as many lines as it does in the normal weight", async () => {
  await page.viewport(1280, 800);
  const normal = await menuLinesAt("/dashboard");
  expect(normal.lines.size).toBeGreaterThanOrEqual(11);
  for (const href of normal.lines.keys()) {
    if (href === "/dashboard") continue;
    const shown = await menuLinesAt(href!);
    expect(shown.current).toBe(href);
    expect(shown.lines.get(href), `${href} current`).toBe(normal.lines.get(href));
  }
  expect(normal.lines.get("/queues/rejection-reasons")).toBe(1);
});
