import { describe, expect, it } from "vitest";
import { menuRoutes, notFoundTitle, routes } from "./route-table";

/** A URL the route's pattern matches: each `:param` filled in. */
const sampleUrl = (path: string) => path.replace(/:[^/]+/g, "7");
const matches = (pattern: string, url: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(url);

describe("the route table derived from the features' routes", () => {
  it("gives every page's own URL to that page: a literal path is tried before a :param one", () => {
    for (const route of routes) {
      const first = routes.find((candidate) => matches(candidate.path, sampleUrl(route.path)));
      expect(first?.path).toBe(route.path);
    }
    // the cases that matter: a resource's list and create pages are not a ticket's or a user's detail page
    const pathFor = (url: string) => routes.find((route) => matches(route.path, url))?.path;
    expect(pathFor("/queues/locations")).toBe("/queues/locations");
    expect(pathFor("/users/roles/create")).toBe("/users/roles/create");
    expect(pathFor("/queues/0b7e-uuid")).toBe("/queues/:uuid");
  });

  it("declares each path once", () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("guards the staff areas by their permission (docs/product.md §2) and leaves the citizen pages public", () => {
    for (const route of routes) {
      const needs = route.access.kind === "public" ? "public" : route.access.permissions.join();
      if (route.path.startsWith("/queues"))
        expect({ path: route.path, needs }).toEqual({ path: route.path, needs: "access:queue" });
      else if (route.path.startsWith("/users"))
        expect({ path: route.path, needs }).toEqual({ path: route.path, needs: "access:user" });
      else if (route.layout === "admin") expect({ path: route.path, needs }).toEqual({ path: route.path, needs: "" });
      else expect({ path: route.path, needs }).toEqual({ path: route.path, needs: "public" });
    }
  });

  it("shows the citizen pages, and only them, in the citizen frame: a notice of a screen that did not load too (§8.5)", () => {
    expect(routes.filter((route) => route.citizenFrame).map((route) => route.path)).toEqual([
      "/",
      "/queue-registration",
      "/queue-status",
    ]);
  });

  it("builds the sidebar in the features' order, each entry shown by its exact permission (docs/product.md §6)", () => {
    expect(menuRoutes.map(({ path, menu }) => [path, menu.label, menu.group ?? "", menu.permission ?? ""])).toEqual([
      ["/dashboard", "Dashboard", "", ""],
      ["/queues", "Semua Antrean", "Antrean", "access:queue"],
      ["/queues/today", "Antrean Hari Ini", "Antrean", "access:queue"],
      ["/queues/capacity", "Kapasitas Antrean", "Antrean", "access:queue"],
      ["/queues/locations", "Konfigurasi Lokasi", "Antrean", "access:queue.location"],
      ["/queues/sessions", "Konfigurasi Sesi", "Antrean", "access:queue.session"],
      ["/queues/days-off", "Konfigurasi Hari Libur", "Antrean", "access:queue.day_off"],
      ["/queues/rejection-reasons", "Konfigurasi Alasan Penolakan", "Antrean", "access:queue.rejection_reason"],
      ["/users", "User", "Users", "access:user"],
      ["/users/roles", "Role", "Users", "access:user.role"],
      ["/users/permissions", "Permission", "Users", "access:user.permission"],
    ]);
  });

  it("titles each page as its heading says, in the screen's language (docs/product.md §2.13; a resource's from its noun)", () => {
    expect(routes.map(({ path, title }) => [path, title])).toEqual([
      ["/", "Beranda"],
      ["/queue-registration", "Pendaftaran Antrean"],
      ["/queue-status", "Cek Status Antrean"],
      ["/login", "Login"],
      ["/unauthorized", "Unauthorized"],
      ["/dashboard", "Dashboard"],
      ["/queues", "Semua Antrean"],
      ["/users", "Users"],
      ["/queues/today", "Antrean Hari Ini"],
      ["/queues/capacity", "Kapasitas Antrean"],
      ["/queues/locations", "Konfigurasi Lokasi"],
      ["/queues/sessions", "Konfigurasi Sesi"],
      ["/queues/days-off", "Konfigurasi Hari Libur"],
      ["/queues/rejection-reasons", "Konfigurasi Alasan Penolakan"],
      ["/users/create", "Create User"],
      ["/users/roles", "Roles"],
      ["/users/permissions", "Permissions"],
      ["/queues/locations/create", "Tambah Lokasi"],
      ["/queues/sessions/create", "Tambah Sesi"],
      ["/queues/days-off/create", "Tambah Hari Libur"],
      ["/queues/rejection-reasons/create", "Tambah Alasan Penolakan"],
      ["/users/roles/create", "Create Role"],
      ["/users/permissions/create", "Create Permission"],
      ["/queues/locations/:id", "Detail Lokasi"],
      ["/queues/sessions/:id", "Detail Sesi"],
      ["/queues/days-off/:id", "Detail Hari Libur"],
      ["/queues/rejection-reasons/:id", "Detail Alasan Penolakan"],
      ["/users/roles/:id", "Role Detail"],
      ["/users/permissions/:id", "Permission Detail"],
      ["/queues/locations/:id/edit", "Ubah Lokasi"],
      ["/queues/sessions/:id/edit", "Ubah Sesi"],
      ["/users/roles/:id/edit", "Edit Role"],
      ["/users/permissions/:id/edit", "Edit Permission"],
      ["/queues/:uuid", "Detail Antrean"],
      ["/users/:id", "User Detail"],
      ["/users/:id/edit", "Edit User"],
    ]);
    expect(notFoundTitle).toBe("Halaman tidak ditemukan");
  });
});
