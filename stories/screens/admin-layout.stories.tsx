import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectShown, PENDING, screenStories, type Canvas, type PersonaName } from "../frame";

/** The staff frame (docs/product.md §2, §6): sidebar by permission, header, footer, logout, on real pages. */
export default { title: "Screens/Admin layout" } satisfies Meta;
const story = screenStories({ route: "/queues", persona: "superadmin", tickets: 0 });

const QUEUES = ["Dashboard", "Semua Antrean", "Antrean Hari Ini", "Kapasitas Antrean"];
const CONFIG = ["Konfigurasi Lokasi", "Konfigurasi Sesi", "Konfigurasi Hari Libur", "Konfigurasi Alasan Penolakan"];
const USERS = ["User", "Role", "Permission"];

const menu = async (canvas: Canvas) => within(await canvas.findByRole("navigation", { name: "Menu" }));
const links = (nav: Canvas) => nav.getAllByRole("link").map((a: HTMLElement) => a.textContent);

export const OpenSuperAdmin = story(async (canvas, { root }) => {
  const nav = await menu(canvas);
  // the Antrean group holds the selected item, so it starts expanded; Users starts collapsed
  await expect(nav.getByRole("button", { name: "Antrean" })).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("button", { name: "Users" })).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Semua Antrean" })).toHaveAttribute("aria-current", "page");
  await userEvent.click(nav.getByRole("button", { name: "Users" }));
  await expect(links(nav)).toEqual([...QUEUES, ...CONFIG, ...USERS]);
  await expectShown(canvas, { links: { Antrean: "/dashboard" } });
  await expect(canvas.getByText(/Hello,/)).toHaveTextContent("Hello, superadmin");
  await expect(canvas.getByRole("contentinfo")).toHaveTextContent(/© 2025 .+ All rights reserved/);
  // roles are never shown
  await expect(root.textContent).not.toMatch(/super admin|queue operator/i);
});

export const ToggleClosed = story(async (canvas) => {
  const toggle = await canvas.findByRole("button", { name: "Menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(canvas.queryByRole("navigation", { name: "Menu" })).toBeNull();
  await userEvent.click(toggle);
  await expect(canvas.getByRole("navigation", { name: "Menu" })).toBeVisible();
});

export const Closed = story({ sidebarOpen: false }, async (canvas) => {
  await expect(await canvas.findByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
});

/** The menu a persona sees at `route`: exactly these entries (a page under one highlights it) and group buttons. */
const menuOf = (persona: PersonaName, route: string, [entries, current, groups]: [string[], string, string[]]) =>
  story({ route, persona }, async (canvas) => {
    const nav = await menu(canvas);
    await expect(links(nav)).toEqual(entries);
    await expect(nav.getByRole("link", { name: current })).toHaveAttribute("aria-current", "page");
    // each group button and whether it is open (the page's own group is)
    const shown = nav.queryAllByRole("button").map((button) => `${button.textContent} ${button.getAttribute("aria-expanded")}`);
    await expect(shown).toEqual(groups.map((group) => `${group} true`));
  });
export const Operator = menuOf("operator", "/queues/today", [QUEUES, "Antrean Hari Ini", ["Antrean"]]);
export const Konfigurator = menuOf("konfigurator", "/queues/locations/3/edit", [
  [...QUEUES, ...CONFIG],
  "Konfigurasi Lokasi",
  ["Antrean"],
]);
export const UserAdmin = menuOf("useradmin", "/users/roles/2", [["Dashboard", ...USERS], "Role", ["Users"]]);
export const Tamu = menuOf("tamu", "/dashboard", [["Dashboard"], "Dashboard", []]);

export const LoggingOut = story({ faults: { logout: PENDING } }, async (canvas) => {
  await userEvent.click(await canvas.findByRole("button", { name: "Logout" }));
  const button = canvas.getByRole("button", { name: /Logout/ });
  await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
  await expect(button.querySelector("[data-spinner]")).not.toBeNull();
});

export const LogoutCallsSession = story(async (canvas, { url }) => {
  await userEvent.click(await canvas.findByRole("button", { name: "Logout" }));
  // signed out: the guard sends the visitor to the login page
  await waitFor(() => expect(url()).toMatch(/^\/login/));
});

const locations = { route: "/queues/locations", persona: "konfigurator" } as const;
export const DesignSystemLinksNavigateInTheApp = story(locations, async (canvas) => {
  await userEvent.click(await canvas.findByRole("link", { name: "Tambah" }));
  await expectShown(canvas, { heading: "Tambah Lokasi" });
  await waitFor(() => expect(canvas.getByRole("link", { name: "Konfigurasi Lokasi" })).toHaveAttribute("aria-current", "page"));
});
