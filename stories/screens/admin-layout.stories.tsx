import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { at, PENDING } from "../frame/mock-app";
import { currentUrl, scene } from "../frame/play";

/** The staff frame (docs/product.md §2, §6): sidebar by permission, header, footer, logout, on real pages. */
const meta = { title: "Screens/Admin layout", ...at("/queues", "superadmin", { tickets: 0 }) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = [
  "Dashboard",
  "Semua Antrean",
  "Antrean Hari Ini",
  "Kapasitas Antrean",
  "Konfigurasi Lokasi",
  "Konfigurasi Sesi",
  "Konfigurasi Hari Libur",
  "Konfigurasi Alasan Penolakan",
  "User",
  "Role",
  "Permission",
];

const menu = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole("navigation", { name: "Menu" }));
const links = (nav: ReturnType<typeof within>) => nav.getAllByRole("link").map((a: HTMLElement) => a.textContent);

export const OpenSuperAdmin: Story = {
  play: scene(async (canvas, { canvasElement }) => {
    const nav = await menu(canvasElement);
    // the Antrean group holds the selected item, so it starts expanded; Users starts collapsed
    await expect(nav.getByRole("button", { name: "Antrean" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("button", { name: "Users" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Semua Antrean" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(nav.getByRole("button", { name: "Users" }));
    await expect(links(nav)).toEqual(menuItems);
    await expect(canvas.getByRole("link", { name: "Antrean" })).toHaveAttribute("href", "/dashboard");
    await expect(canvas.getByText(/Hello,/)).toHaveTextContent("Hello, superadmin");
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent(/© 2025 .+ All rights reserved/);
    // roles are never shown
    await expect(canvasElement.textContent).not.toMatch(/super admin|queue operator/i);
  }),
};

export const ToggleClosed: Story = {
  play: scene(async (canvas) => {
    const toggle = await canvas.findByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Menu" })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole("navigation", { name: "Menu" })).toBeVisible();
  }),
};

export const Closed: Story = {
  ...at("/queues", "superadmin", { tickets: 0, sidebarOpen: false }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const Operator: Story = {
  ...at("/queues/today", "operator", { tickets: 0 }),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await expect(links(nav)).toEqual(["Dashboard", "Semua Antrean", "Antrean Hari Ini", "Kapasitas Antrean"]);
    await expect(nav.queryByRole("button", { name: "Users" })).toBeNull();
    await expect(nav.getByRole("link", { name: "Antrean Hari Ini" })).toHaveAttribute("aria-current", "page");
  },
};

export const Konfigurator: Story = {
  ...at("/queues/locations/3/edit", "konfigurator", { tickets: 0 }),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await expect(nav.getAllByRole("link")).toHaveLength(8);
    // a page under a menu entry highlights that entry
    await expect(nav.getByRole("link", { name: "Konfigurasi Lokasi" })).toHaveAttribute("aria-current", "page");
  },
};

export const UserAdmin: Story = {
  ...at("/users/roles/2", "useradmin", { tickets: 0 }),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await expect(nav.getByRole("button", { name: "Users" })).toHaveAttribute("aria-expanded", "true");
    await expect(links(nav)).toEqual(["Dashboard", "User", "Role", "Permission"]);
    await expect(nav.getByRole("link", { name: "Role" })).toHaveAttribute("aria-current", "page");
  },
};

export const Tamu: Story = {
  ...at("/dashboard", "tamu", { tickets: 0 }),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await expect(links(nav)).toEqual(["Dashboard"]);
    await expect(nav.queryAllByRole("button")).toHaveLength(0);
  },
};

export const LoggingOut: Story = {
  ...at("/queues", "superadmin", { tickets: 0, faults: { logout: PENDING } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Logout" }));
    const button = within(canvasElement).getByRole("button", { name: /Logout/ });
    await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
    await expect(button.querySelector("[data-spinner]")).not.toBeNull();
  },
};

export const LogoutCallsSession: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Logout" }));
    // signed out: the guard sends the visitor to the login page
    await waitFor(() => expect(currentUrl(canvasElement)).toMatch(/^\/login/));
  },
};

export const DesignSystemLinksNavigateInTheApp: Story = {
  ...at("/queues/locations", "konfigurator", { tickets: 0 }),
  play: scene(async (canvas) => {
    await userEvent.click(await canvas.findByRole("link", { name: "Tambah" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Lokasi" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("link", { name: "Konfigurasi Lokasi" })).toHaveAttribute("aria-current", "page"));
  }),
};
