import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PermissionSlug } from "../api/contract";
import { registerScreenLoader } from "../lib/screen-preload";
import type { Access } from "./access";

export type MenuGroup = "Antrean" | "Users";

export type AppRoute = {
  path: string;
  /** the document title (each page has its own, for screen readers and tabs) */
  title: string;
  access: Access;
  layout: "public" | "admin";
  screen: LazyExoticComponent<ComponentType>;
  /** present for sidebar entries; shown by this exact permission (docs/product.md §6) */
  menu?: { label: string; group?: MenuGroup; permission?: PermissionSlug };
};

// Screens load per area, so the public pages never download admin code (docs/product.md §13.1).
const landing = () => import("../features/landing");
const registration = () => import("../features/registration");
const status = () => import("../features/status");
const auth = () => import("../features/auth");
const dashboard = () => import("../features/dashboard");
const queues = () => import("../features/queues");
const capacity = () => import("../features/capacity");
const locations = () => import("../features/locations");
const sessions = () => import("../features/sessions");
const daysOff = () => import("../features/days-off");
const rejectionReasons = () => import("../features/rejection-reasons");
const users = () => import("../features/users");
const roles = () => import("../features/roles");
const permissions = () => import("../features/permissions");
const errors = () => import("../features/errors");

// The citizen screens a page may load ahead of a visit (the landing page preloads registration; docs/product.md §13.1).
registerScreenLoader("/queue-registration", registration);
registerScreenLoader("/queue-status", status);

/** One lazy screen from a feature's named export (a missing export fails the typecheck). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const PUBLIC: Access = { kind: "public" };
const SIGNED_IN: Access = { kind: "signedIn", permissions: [] };
const QUEUE: Access = { kind: "signedIn", permissions: ["access:queue"] };
const USER: Access = { kind: "signedIn", permissions: ["access:user"] };

/**
 * The one route table: the router, the guards and the sidebar all read it. Route access follows docs/product.md §2
 * (access:queue / access:user); menu visibility follows the finer permissions (the spec's note).
 * Order matters: literal paths come before `:param` paths.
 */
export const routes: AppRoute[] = [
  { path: "/", title: "Beranda", access: PUBLIC, layout: "public", screen: screen(landing, (m) => m.LandingPage) },
  {
    path: "/queue-registration",
    title: "Pendaftaran Antrean",
    access: PUBLIC,
    layout: "public",
    screen: screen(registration, (m) => m.RegistrationPage),
  },
  {
    path: "/queue-status",
    title: "Cek Status Antrean",
    access: PUBLIC,
    layout: "public",
    screen: screen(status, (m) => m.StatusPage),
  },
  { path: "/login", title: "Login", access: PUBLIC, layout: "public", screen: screen(auth, (m) => m.LoginPage) },
  {
    path: "/unauthorized",
    title: "Unauthorized",
    access: PUBLIC,
    layout: "public",
    screen: screen(errors, (m) => m.UnauthorizedPage),
  },

  {
    path: "/dashboard",
    title: "Dashboard",
    access: SIGNED_IN,
    layout: "admin",
    screen: screen(dashboard, (m) => m.DashboardPage),
    menu: { label: "Dashboard" },
  },

  {
    path: "/queues",
    title: "Semua Antrean",
    access: QUEUE,
    layout: "admin",
    screen: screen(queues, (m) => m.QueueListPage),
    menu: { label: "Semua Antrean", group: "Antrean", permission: "access:queue" },
  },
  {
    path: "/queues/today",
    title: "Antrean Hari Ini",
    access: QUEUE,
    layout: "admin",
    screen: screen(queues, (m) => m.TodayQueueListPage),
    menu: { label: "Antrean Hari Ini", group: "Antrean", permission: "access:queue" },
  },
  {
    path: "/queues/capacity",
    title: "Kapasitas Antrean",
    access: QUEUE,
    layout: "admin",
    screen: screen(capacity, (m) => m.CapacityPage),
    menu: { label: "Kapasitas Antrean", group: "Antrean", permission: "access:queue" },
  },

  {
    path: "/queues/locations",
    title: "Konfigurasi Lokasi",
    access: QUEUE,
    layout: "admin",
    screen: screen(locations, (m) => m.LocationListPage),
    menu: { label: "Konfigurasi Lokasi", group: "Antrean", permission: "access:queue.location" },
  },
  {
    path: "/queues/locations/create",
    title: "Tambah Lokasi",
    access: QUEUE,
    layout: "admin",
    screen: screen(locations, (m) => m.LocationCreatePage),
  },
  {
    path: "/queues/locations/:id/edit",
    title: "Ubah Lokasi",
    access: QUEUE,
    layout: "admin",
    screen: screen(locations, (m) => m.LocationEditPage),
  },
  {
    path: "/queues/locations/:id",
    title: "Detail Lokasi",
    access: QUEUE,
    layout: "admin",
    screen: screen(locations, (m) => m.LocationDetailPage),
  },

  {
    path: "/queues/sessions",
    title: "Konfigurasi Sesi",
    access: QUEUE,
    layout: "admin",
    screen: screen(sessions, (m) => m.SessionListPage),
    menu: { label: "Konfigurasi Sesi", group: "Antrean", permission: "access:queue.session" },
  },
  {
    path: "/queues/sessions/create",
    title: "Tambah Sesi",
    access: QUEUE,
    layout: "admin",
    screen: screen(sessions, (m) => m.SessionCreatePage),
  },
  {
    path: "/queues/sessions/:id/edit",
    title: "Ubah Sesi",
    access: QUEUE,
    layout: "admin",
    screen: screen(sessions, (m) => m.SessionEditPage),
  },
  {
    path: "/queues/sessions/:id",
    title: "Detail Sesi",
    access: QUEUE,
    layout: "admin",
    screen: screen(sessions, (m) => m.SessionDetailPage),
  },

  {
    path: "/queues/days-off",
    title: "Konfigurasi Hari Libur",
    access: QUEUE,
    layout: "admin",
    screen: screen(daysOff, (m) => m.DayOffListPage),
    menu: { label: "Konfigurasi Hari Libur", group: "Antrean", permission: "access:queue.day_off" },
  },
  {
    path: "/queues/days-off/create",
    title: "Tambah Hari Libur",
    access: QUEUE,
    layout: "admin",
    screen: screen(daysOff, (m) => m.DayOffCreatePage),
  },
  {
    path: "/queues/days-off/:id",
    title: "Detail Hari Libur",
    access: QUEUE,
    layout: "admin",
    screen: screen(daysOff, (m) => m.DayOffDetailPage),
  },

  {
    path: "/queues/rejection-reasons",
    title: "Konfigurasi Alasan Penolakan",
    access: QUEUE,
    layout: "admin",
    screen: screen(rejectionReasons, (m) => m.RejectionReasonListPage),
    menu: { label: "Konfigurasi Alasan Penolakan", group: "Antrean", permission: "access:queue.rejection_reason" },
  },
  {
    path: "/queues/rejection-reasons/create",
    title: "Tambah Alasan Penolakan",
    access: QUEUE,
    layout: "admin",
    screen: screen(rejectionReasons, (m) => m.RejectionReasonCreatePage),
  },
  {
    path: "/queues/rejection-reasons/:id",
    title: "Detail Alasan Penolakan",
    access: QUEUE,
    layout: "admin",
    screen: screen(rejectionReasons, (m) => m.RejectionReasonDetailPage),
  },

  {
    path: "/queues/:uuid",
    title: "Detail Antrean",
    access: QUEUE,
    layout: "admin",
    screen: screen(queues, (m) => m.QueueDetailPage),
  },

  {
    path: "/users",
    title: "Users",
    access: USER,
    layout: "admin",
    screen: screen(users, (m) => m.UserListPage),
    menu: { label: "User", group: "Users", permission: "access:user" },
  },
  { path: "/users/create", title: "Create User", access: USER, layout: "admin", screen: screen(users, (m) => m.UserCreatePage) },

  {
    path: "/users/roles",
    title: "Roles",
    access: USER,
    layout: "admin",
    screen: screen(roles, (m) => m.RoleListPage),
    menu: { label: "Role", group: "Users", permission: "access:user.role" },
  },
  {
    path: "/users/roles/create",
    title: "Create Role",
    access: USER,
    layout: "admin",
    screen: screen(roles, (m) => m.RoleCreatePage),
  },
  {
    path: "/users/roles/:id/edit",
    title: "Edit Role",
    access: USER,
    layout: "admin",
    screen: screen(roles, (m) => m.RoleEditPage),
  },
  {
    path: "/users/roles/:id",
    title: "Role Detail",
    access: USER,
    layout: "admin",
    screen: screen(roles, (m) => m.RoleDetailPage),
  },

  {
    path: "/users/permissions",
    title: "Permissions",
    access: USER,
    layout: "admin",
    screen: screen(permissions, (m) => m.PermissionListPage),
    menu: { label: "Permission", group: "Users", permission: "access:user.permission" },
  },
  {
    path: "/users/permissions/create",
    title: "Create Permission",
    access: USER,
    layout: "admin",
    screen: screen(permissions, (m) => m.PermissionCreatePage),
  },
  {
    path: "/users/permissions/:id/edit",
    title: "Edit Permission",
    access: USER,
    layout: "admin",
    screen: screen(permissions, (m) => m.PermissionEditPage),
  },
  {
    path: "/users/permissions/:id",
    title: "Permission Detail",
    access: USER,
    layout: "admin",
    screen: screen(permissions, (m) => m.PermissionDetailPage),
  },

  { path: "/users/:id/edit", title: "Edit User", access: USER, layout: "admin", screen: screen(users, (m) => m.UserEditPage) },
  { path: "/users/:id", title: "User Detail", access: USER, layout: "admin", screen: screen(users, (m) => m.UserDetailPage) },
];

/** Any path the table does not know: a plain 404 (docs/product.md §2). */
export const notFoundScreen = screen(errors, (m) => m.NotFoundPage);
export const notFoundTitle = "Halaman tidak ditemukan";

export const menuGroups: MenuGroup[] = ["Antrean", "Users"];

/** Sidebar entries in table order. */
export const menuRoutes = routes.filter((r): r is AppRoute & { menu: NonNullable<AppRoute["menu"]> } => r.menu !== undefined);

/** docs/product.md §1: user, role and permission administration speaks English; every other screen Indonesian. */
export function screenLanguage(path: string): "id" | "en" {
  return path === "/users" || path.startsWith("/users/") ? "en" : "id";
}
