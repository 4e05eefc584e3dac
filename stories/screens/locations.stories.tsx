import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import type { Location } from "../../src/api/contract";
import { LocationCreatePage, LocationDetailPage, LocationEditPage, LocationListPage } from "../../src/features/locations";
import { AdminStoryFrame, personas } from "./admin-story-kit";

/** Screens of SPEC §2 'Konfigurasi Lokasi' in every state, against contract-shaped msw answers. */

const API = "*/api/v1";

const audit = {
  created_at: "2025-04-20 08:00:00",
  updated_at: "2025-04-22 09:30:00",
  creator: { name: "Super Admin" },
  updater: { name: "Konfigurator Antrean" },
};

const seed: Location[] = [
  {
    id: 1,
    name: "Pasar Rebo",
    code: "PRB",
    description: "Halaman pasar, pintu utara",
    is_active: true,
    queue_days_off: [],
    ...audit,
  },
  { id: 2, name: "Kramat Jati", code: "KRJ", description: null, is_active: true, queue_days_off: [], ...audit },
  {
    id: 3,
    name: "Cengkareng",
    code: "CKR",
    description: "Gudang lama",
    is_active: false,
    queue_days_off: [],
    ...audit,
    updater: null,
  },
];

const errorBody = (status: number, code: string, error: string, errors?: Record<string, string>) =>
  HttpResponse.json({ error, code, ...(errors ? { errors } : {}) }, { status });

const forever = (path: string) =>
  http.get(`${API}${path}`, async () => {
    await delay("infinite");
    return HttpResponse.json({});
  });

type Calls = { bodies: unknown[]; paths: string[] };

/** A tiny location server: list, detail, create, edit, archive and unarchive change its rows like the mock would. */
function locationServer(initial: Location[] = seed, calls: Calls = { bodies: [], paths: [] }) {
  let rows = initial.map((row) => ({ ...row }));
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const toggle = (active: boolean) => (params: { id?: unknown }, path: string) => {
    calls.paths.push(path);
    const row = find(params.id);
    if (!row) return errorBody(404, "NOT_FOUND", "Location not found");
    row.is_active = active;
    return HttpResponse.json({ data: { queue_location: row } });
  };
  return [
    http.get(`${API}/queues/locations/`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get("page") ?? 1);
      const size = Number(url.searchParams.get("size") ?? 10);
      return HttpResponse.json({
        data: { page, size, total: rows.length, queue_locations: rows.slice((page - 1) * size, page * size) },
      });
    }),
    http.get(`${API}/queues/locations/:id`, ({ params }) => {
      const row = find(params.id);
      return row ? HttpResponse.json({ data: { queue_location: row } }) : errorBody(404, "NOT_FOUND", "Location not found");
    }),
    http.post(`${API}/queues/locations/`, async ({ request }) => {
      const body = (await request.json()) as { name: string; code: string; description?: string };
      calls.bodies.push(body);
      const row: Location = {
        id: rows.length + 1,
        name: body.name,
        code: body.code,
        description: body.description ?? null,
        is_active: true,
        queue_days_off: [],
        ...audit,
      };
      rows = [...rows, row];
      return HttpResponse.json({ data: { queue_location: row } }, { status: 201 });
    }),
    http.patch(`${API}/queues/locations/:id/archive`, ({ params, request }) =>
      toggle(false)(params, new URL(request.url).pathname),
    ),
    http.patch(`${API}/queues/locations/:id/unarchive`, ({ params, request }) =>
      toggle(true)(params, new URL(request.url).pathname),
    ),
    http.patch(`${API}/queues/locations/:id`, async ({ params, request }) => {
      const body = (await request.json()) as Partial<Location>;
      calls.bodies.push(body);
      const row = find(params.id);
      if (!row) return errorBody(404, "NOT_FOUND", "Location not found");
      Object.assign(row, body);
      return HttpResponse.json({ data: { queue_location: row } });
    }),
  ];
}

const meta = {
  title: "Screens/Config/Locations",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <Route path="/queues/locations">
        <LocationListPage />
      </Route>
      <Route path="/queues/locations/create">
        <LocationCreatePage />
      </Route>
      <Route path="/queues/locations/:id/edit">
        <LocationEditPage />
      </Route>
      <Route path="/queues/locations/:id">
        <LocationDetailPage />
      </Route>
    </AdminStoryFrame>
  ),
  args: { path: "/queues/locations", user: personas.konfigurator, children: null },
  parameters: { msw: { handlers: locationServer() } },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toast = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("story-toast");

// ---- list ---------------------------------------------------------------------------------------------------------

export const ListFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Lokasi" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Daftar lokasi" });
    for (const header of ["Nama", "Kode", "Deskripsi", "Aktif", "Dibuat", "Diubah"]) {
      await expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    await within(table).findByRole("rowheader", { name: "Pasar Rebo" });
    await expect(within(table).getByText("Halaman pasar, pintu utara")).toBeVisible();
    await expect(within(table).getAllByText("Super Admin")).toHaveLength(3);
    await expect(within(table).getAllByText("2025-04-22 09:30:00")).toHaveLength(3);
    await expect(within(table).getByRole("switch", { name: "Aktif: Pasar Rebo" })).toBeChecked();
    await expect(within(table).getByRole("switch", { name: "Aktif: Cengkareng" })).not.toBeChecked();
    await expect(within(table).getByRole("link", { name: "Lihat Pasar Rebo" })).toHaveAttribute("href", "/queues/locations/1");
    await expect(within(table).getByRole("link", { name: "Ubah Pasar Rebo" })).toHaveAttribute(
      "href",
      "/queues/locations/1/edit",
    );
    await expect(canvas.getByRole("link", { name: "Tambah" })).toHaveAttribute("href", "/queues/locations/create");
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [forever("/queues/locations/")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat lokasi…")).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: locationServer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Belum ada lokasi" })).toBeVisible();
    await expect(within(canvasElement).queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const ListError: Story = {
  parameters: {
    msw: { handlers: [http.get(`${API}/queues/locations/`, () => errorBody(500, "INTERNAL", "Database unavailable"))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Gagal memuat lokasi. Database unavailable");
    await expect(canvas.getByRole("button", { name: "Coba lagi" })).toBeVisible();
  },
};

export const ListForbidden: Story = {
  args: { user: personas.operator },
  parameters: { msw: { handlers: [http.get(`${API}/queues/locations/`, () => errorBody(403, "FORBIDDEN", "Forbidden"))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
    await expect(within(canvasElement).queryByRole("grid")).toBeNull();
  },
};

const archiveCalls: Calls = { bodies: [], paths: [] };

export const ArchiveConfirmed: Story = {
  parameters: { msw: { handlers: locationServer(seed, archiveCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sw = await canvas.findByRole("switch", { name: "Aktif: Pasar Rebo" });
    await userEvent.click(sw);
    const dialog = await body().findByRole("alertdialog", { name: "Arsipkan lokasi?" });
    await expect(dialog).toHaveTextContent("Lokasi Pasar Rebo akan diarsipkan");
    // nothing changes before the answer
    await expect(sw).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Arsipkan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Location archived"));
    await expect(archiveCalls.paths.at(-1)).toMatch(/\/queues\/locations\/1\/archive$/);
    await waitFor(() => expect(canvas.getByRole("switch", { name: "Aktif: Pasar Rebo" })).not.toBeChecked());
  },
};

export const ActivateConfirmed: Story = {
  parameters: { msw: { handlers: locationServer() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("switch", { name: "Aktif: Cengkareng" }));
    const dialog = await body().findByRole("alertdialog", { name: "Aktifkan lokasi?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Aktifkan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Location unarchived"));
    await waitFor(() => expect(canvas.getByRole("switch", { name: "Aktif: Cengkareng" })).toBeChecked());
  },
};

export const ArchiveCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("switch", { name: "Aktif: Kramat Jati" }));
    const dialog = await body().findByRole("alertdialog", { name: "Arsipkan lokasi?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("switch", { name: "Aktif: Kramat Jati" })).toBeChecked();
    await expect(toast(canvasElement)).toHaveTextContent("");
  },
};

export const ArchiveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API}/queues/locations/:id/archive`, () =>
          errorBody(409, "INVALID_TRANSITION", "Location is already archived"),
        ),
        ...locationServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("switch", { name: "Aktif: Pasar Rebo" }));
    await userEvent.click(within(await body().findByRole("alertdialog")).getByRole("button", { name: "Arsipkan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Location is already archived"));
    await expect(toast(canvasElement)).toHaveAttribute("data-variant", "destructive");
    await expect(canvas.getByRole("switch", { name: "Aktif: Pasar Rebo" })).toBeChecked();
  },
};

// ---- create -------------------------------------------------------------------------------------------------------

const createCalls: Calls = { bodies: [], paths: [] };

export const CreateForm: Story = {
  args: { path: "/queues/locations/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Lokasi" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Nama/ })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Deskripsi/ })).toBeVisible();
  },
};

export const CreateValidation: Story = {
  args: { path: "/queues/locations/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Nama/ }), "AB");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    const name = canvas.getByRole("textbox", { name: /Nama/ });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await expect(name).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveAccessibleDescription(/at least length 3/);
    // focus goes to the first invalid input; typing there clears its error
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, "C");
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

export const CreateSucceeds: Story = {
  args: { path: "/queues/locations/create" },
  parameters: { msw: { handlers: locationServer(seed, createCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Nama/ }), "Tanjung Priok");
    await userEvent.type(canvas.getByRole("textbox", { name: /Kode/ }), "TJP");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Location created successfully"));
    await expect(createCalls.bodies.at(-1)).toEqual({ name: "Tanjung Priok", code: "TJP" });
    // back on the list, which shows the new row
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Lokasi" })).toBeVisible();
    await expect(await canvas.findByRole("rowheader", { name: "Tanjung Priok" })).toBeVisible();
  },
};

export const CreateConflict: Story = {
  args: { path: "/queues/locations/create" },
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/queues/locations/`, () => errorBody(409, "DUPLICATE", "Location code already exists")),
        ...locationServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Nama/ }), "Pasar Rebo 2");
    await userEvent.type(canvas.getByRole("textbox", { name: /Kode/ }), "PRB");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Location code already exists"));
    await expect(toast(canvasElement)).toHaveAttribute("data-variant", "destructive");
    // the form keeps what was typed
    await expect(canvas.getByRole("textbox", { name: /Nama/ })).toHaveValue("Pasar Rebo 2");
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveValue("PRB");
  },
};

export const CreateServerFieldErrors: Story = {
  args: { path: "/queues/locations/create" },
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/queues/locations/`, () =>
          errorBody(422, "VALIDATION", "Invalid body", { code: "code must be unique per city" }),
        ),
        ...locationServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Nama/ }), "Tanjung Priok");
    await userEvent.type(canvas.getByRole("textbox", { name: /Kode/ }), "TJP");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveAccessibleDescription("code must be unique per city"),
    );
    await expect(toast(canvasElement)).toHaveTextContent("Error: Invalid body");
  },
};

// ---- edit ---------------------------------------------------------------------------------------------------------

const editCalls: Calls = { bodies: [], paths: [] };

export const EditFilled: Story = {
  args: { path: "/queues/locations/1/edit" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Ubah Lokasi" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: /Nama/ })).toHaveValue("Pasar Rebo");
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveValue("PRB");
    const description = canvas.getByRole("textbox", { name: /Deskripsi/ });
    await expect(description.tagName).toBe("TEXTAREA");
    await expect(description).toHaveValue("Halaman pasar, pintu utara");
    await expect(canvas.getByRole("button", { name: "Ubah" })).toBeVisible();
  },
};

export const EditSucceeds: Story = {
  args: { path: "/queues/locations/1/edit" },
  parameters: { msw: { handlers: locationServer(seed, editCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole("textbox", { name: /Nama/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Pasar Rebo Baru");
    await userEvent.clear(canvas.getByRole("textbox", { name: /Deskripsi/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Success: Location updated successfully"));
    await expect(editCalls.bodies.at(-1)).toEqual({ name: "Pasar Rebo Baru", code: "PRB", description: null });
    await expect(await canvas.findByRole("rowheader", { name: "Pasar Rebo Baru" })).toBeVisible();
  },
};

export const EditFails: Story = {
  args: { path: "/queues/locations/1/edit" },
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API}/queues/locations/:id`, () => errorBody(409, "DUPLICATE", "Location code already exists")),
        ...locationServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole("textbox", { name: /Kode/ });
    await userEvent.clear(code);
    await userEvent.type(code, "KRJ");
    await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Location code already exists"));
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveValue("KRJ");
  },
};

export const EditLoading: Story = {
  args: { path: "/queues/locations/1/edit" },
  parameters: { msw: { handlers: [forever("/queues/locations/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat…")).toBeVisible();
  },
};

export const EditNotFound: Story = {
  args: { path: "/queues/locations/99/edit" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Data tidak ditemukan" })).toBeVisible();
  },
};

// ---- detail -------------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  args: { path: "/queues/locations/3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Detail Lokasi" })).toBeVisible();
    await canvas.findByRole("heading", { name: "Cengkareng" });
    for (const [label, value] of [
      ["Nama", "Cengkareng"],
      ["Kode", "CKR"],
      ["Deskripsi", "Gudang lama"],
      ["Status", "Diarsipkan"],
      ["Dibuat pada", "2025-04-20 08:00:00"],
      ["Dibuat oleh", "Super Admin"],
      ["Diubah pada", "2025-04-22 09:30:00"],
      ["Diubah oleh", "-"],
    ] as const) {
      await expect(canvas.getByText(label, { selector: "dt" }).nextElementSibling).toHaveTextContent(value);
    }
    await expect(canvas.getByRole("link", { name: "Ubah" })).toHaveAttribute("href", "/queues/locations/3/edit");
  },
};

export const DetailLoading: Story = {
  args: { path: "/queues/locations/1" },
  parameters: { msw: { handlers: [forever("/queues/locations/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat…")).toBeVisible();
  },
};

export const DetailError: Story = {
  args: { path: "/queues/locations/1" },
  parameters: {
    msw: { handlers: [http.get(`${API}/queues/locations/:id`, () => errorBody(500, "INTERNAL", "Database unavailable"))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Gagal memuat data" })).toBeVisible();
    await expect(canvas.getByText("Database unavailable")).toBeVisible();
  },
};

export const DetailForbidden: Story = {
  args: { path: "/queues/locations/1", user: personas.operator },
  parameters: { msw: { handlers: [http.get(`${API}/queues/locations/:id`, () => errorBody(403, "FORBIDDEN", "Forbidden"))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
  },
};
