import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LinkButton } from "../../src/ui";
import { AdminStoryFrame, personas } from "./admin-story-kit";

function Content() {
  return (
    <>
      <h1>Halaman</h1>
      <LinkButton href="/queues/today">Ke antrean hari ini</LinkButton>
    </>
  );
}

const meta = {
  title: "Screens/Admin layout",
  render: (args) => (
    <AdminStoryFrame {...args} layout>
      <Content />
    </AdminStoryFrame>
  ),
  args: { path: "/queues", user: personas.superadmin, children: null },
} satisfies Meta<typeof AdminStoryFrame>;
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

export const OpenSuperAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Menu" });
    // the Antrean group holds the selected item, so it starts expanded; Users starts collapsed
    await expect(within(nav).getByRole("button", { name: "Antrean" })).toHaveAttribute("aria-expanded", "true");
    await expect(within(nav).getByRole("button", { name: "Users" })).toHaveAttribute("aria-expanded", "false");
    await expect(within(nav).getByRole("link", { name: "Semua Antrean" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("button", { name: "Users" }));
    const names = within(nav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    await expect(names).toEqual(menuItems);
    await expect(canvas.getByRole("link", { name: "Antrean" })).toHaveAttribute("href", "/dashboard");
    await expect(canvas.getByText(/Hello,/)).toHaveTextContent("Hello, superadmin");
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent(/© 2025 .+ All rights reserved/);
    // roles are never shown
    await expect(canvasElement.textContent).not.toMatch(/super admin|queue operator/i);
  },
};

export const ToggleClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Menu" })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole("navigation", { name: "Menu" })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { sidebarOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const Operator: Story = {
  args: { user: personas.operator, path: "/queues/today" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Menu" });
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Dashboard", "Semua Antrean", "Antrean Hari Ini", "Kapasitas Antrean"]);
    await expect(within(nav).queryByRole("button", { name: "Users" })).toBeNull();
    await expect(within(nav).getByRole("link", { name: "Antrean Hari Ini" })).toHaveAttribute("aria-current", "page");
  },
};

export const Konfigurator: Story = {
  args: { user: personas.konfigurator, path: "/queues/locations/3/edit" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Menu" });
    await expect(within(nav).getAllByRole("link")).toHaveLength(8);
    // a page under a menu entry highlights that entry
    await expect(within(nav).getByRole("link", { name: "Konfigurasi Lokasi" })).toHaveAttribute("aria-current", "page");
  },
};

export const UserAdmin: Story = {
  args: { user: personas.useradmin, path: "/users/roles/2" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Menu" });
    await expect(within(nav).getByRole("button", { name: "Users" })).toHaveAttribute("aria-expanded", "true");
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Dashboard", "User", "Role", "Permission"]);
    await expect(within(nav).getByRole("link", { name: "Role" })).toHaveAttribute("aria-current", "page");
  },
};

export const Tamu: Story = {
  args: { user: personas.tamu, path: "/dashboard" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Menu" });
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Dashboard"]);
    await expect(within(nav).queryAllByRole("button")).toHaveLength(0);
  },
};

const logout = fn(async () => {});

export const LoggingOut: Story = {
  args: { session: { isLoggingOut: true, logout } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /Logout/ });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button.querySelector("[data-spinner]")).not.toBeNull();
  },
};

export const LogoutCallsSession: Story = {
  args: { session: { logout } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  },
};

export const DesignSystemLinksNavigateInTheApp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Ke antrean hari ini" }));
    await waitFor(() => expect(canvas.getByRole("link", { name: "Antrean Hari Ini" })).toHaveAttribute("aria-current", "page"));
  },
};
