import type { PermissionSlug } from "../../contract";

// The fixed part of the demo data (docs/product.md §17). Dates are relative to the mock clock; see seed.ts.

export const DEMO_PASSWORD = "antrean123";

export const permissionFixtures: { slug: PermissionSlug; name: string; description: string }[] = [
  { slug: "access:queue", name: "Access Queue", description: "Read and process queue registrations" },
  { slug: "access:queue.location", name: "Access Queue Location", description: "Configure pickup locations" },
  { slug: "access:queue.session", name: "Access Queue Session", description: "Configure weekly sessions and quotas" },
  { slug: "access:queue.day_off", name: "Access Queue Day Off", description: "Configure days off" },
  { slug: "access:queue.rejection_reason", name: "Access Queue Rejection Reason", description: "Configure rejection reasons" },
  { slug: "access:user", name: "Access User", description: "Manage staff users" },
  { slug: "access:user.role", name: "Access User Role", description: "Manage roles" },
  { slug: "access:user.permission", name: "Access User Permission", description: "Manage permissions" },
];

export const roleFixtures: { slug: string; name: string; description: string; permissions: PermissionSlug[] }[] = [
  {
    slug: "super-admin",
    name: "Super Admin",
    description: "Every permission",
    permissions: permissionFixtures.map((p) => p.slug),
  },
  {
    slug: "queue-operator",
    name: "Queue Operator",
    description: "Processes registrations at a pickup location",
    permissions: ["access:queue"],
  },
  {
    slug: "queue-configurator",
    name: "Queue Configurator",
    description: "Configures locations, sessions, days off and rejection reasons",
    permissions: [
      "access:queue",
      "access:queue.location",
      "access:queue.session",
      "access:queue.day_off",
      "access:queue.rejection_reason",
    ],
  },
  {
    slug: "user-admin",
    name: "User Admin",
    description: "Administers staff users, roles and permissions",
    permissions: ["access:user", "access:user.role", "access:user.permission"],
  },
];

/** The demo logins (README lists them); all use DEMO_PASSWORD. `role: null` holds no permission at all. */
export const demoUsers: { username: string; name: string; role: string | null }[] = [
  { username: "superadmin", name: "Budi Santoso", role: "super-admin" },
  { username: "operator", name: "Siti Rahmawati", role: "queue-operator" },
  { username: "konfigurator", name: "Agus Setiawan", role: "queue-configurator" },
  { username: "useradmin", name: "Dewi Lestari", role: "user-admin" },
  { username: "tamu", name: "Rina Wulandari", role: null },
];

/** More staff so the user list has a second page. */
export const extraStaff: { username: string; name: string; role: string }[] = [
  { username: "andi.pratama", name: "Andi Pratama", role: "queue-operator" },
  { username: "sri.wahyuni", name: "Sri Wahyuni", role: "queue-operator" },
  { username: "joko.susilo", name: "Joko Susilo", role: "queue-operator" },
  { username: "nur.hidayati", name: "Nur Hidayati", role: "queue-operator" },
  { username: "eko.prasetyo", name: "Eko Prasetyo", role: "queue-configurator" },
  { username: "wulan.sari", name: "Wulan Sari", role: "queue-operator" },
  { username: "bambang.irawan", name: "Bambang Irawan", role: "user-admin" },
];

/** `archived` locations exist but take no registrations. */
export const locationFixtures: { code: string; name: string; description: string | null; archived?: boolean }[] = [
  { code: "KRJ", name: "Pasar Jaya Kramat Jati", description: "Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur" },
  { code: "CKR", name: "Pasar Jaya Cengkareng", description: "Jl. Kamal Raya, Cengkareng, Jakarta Barat" },
  { code: "PSM", name: "Pasar Jaya Pasar Minggu", description: "Jl. Raya Ragunan, Pasar Minggu, Jakarta Selatan" },
  { code: "TNA", name: "Pasar Jaya Tanah Abang", description: "Jl. KH Mas Mansyur, Tanah Abang, Jakarta Pusat" },
  { code: "KOJ", name: "Pasar Jaya Koja", description: "Jl. Mindi, Koja, Jakarta Utara" },
  { code: "CJT", name: "Pasar Jaya Cijantung", description: "Jl. Raya Bogor, Cijantung, Jakarta Timur" },
  { code: "KBL", name: "Pasar Jaya Kebayoran Lama", description: null },
  { code: "CKG", name: "Gudang Cakung", description: "Tidak lagi melayani pengambilan", archived: true },
];

/** Sessions Monday–Saturday at every location. */
export const sessionSlots: { start: string; end: string; quota: number }[] = [
  { start: "07:00:00", end: "09:00:00", quota: 100 },
  { start: "09:00:00", end: "11:00:00", quota: 100 },
  { start: "13:00:00", end: "15:00:00", quota: 80 },
];
export const sessionWeekdays = [1, 2, 3, 4, 5, 6];

export const rejectionReasonFixtures = [
  "Dokumen tidak lengkap",
  "KTP tidak sesuai dengan data pendaftaran",
  "Data KK tidak sesuai",
  "Kartu KJP tidak aktif",
  "Pengambil bukan pemilik KTP",
  "Datang di luar jadwal sesi",
];
