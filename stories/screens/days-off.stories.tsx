import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import type { DayOff, Location } from "../../src/api/contract";
import { DayOffCreatePage, DayOffDetailPage, DayOffListPage } from "../../src/features/days-off";
import { AdminStoryFrame, personas } from "./admin-story-kit";

/** Screens of SPEC §2 'Konfigurasi Hari Libur' in every state, against contract-shaped msw answers. */

const API = "*/api/v1";

const audit = {
  created_at: "2025-04-20 08:00:00",
  updated_at: "2025-04-22 09:30:00",
  creator: { name: "Super Admin" },
  updater: { name: "Konfigurator Antrean" },
};

const locations: Location[] = [
  { id: 1, name: "Pasar Rebo", code: "PRB", description: null, is_active: true, queue_days_off: [], ...audit },
  { id: 2, name: "Kramat Jati", code: "KRJ", description: null, is_active: true, queue_days_off: [], ...audit },
];
const [prb, krj] = locations as [Location, Location];

const seed: DayOff[] = [
  { id: 1, date: "2025-05-01", details: "Hari Buruh", is_active: true, queue_location: { id: prb.id, name: prb.name }, ...audit },
  { id: 2, date: "2025-05-12", details: "Waisak", is_active: false, queue_location: { id: krj.id, name: krj.name }, ...audit },
  {
    id: 3,
    date: "2025-05-29",
    details: "",
    is_active: true,
    queue_location: { id: krj.id, name: krj.name },
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

type Calls = { bodies: unknown[]; requests: string[]; queries: string[] };
const newCalls = (): Calls => ({ bodies: [], requests: [], queries: [] });

const locationList = http.get(`${API}/queues/locations/`, () =>
  HttpResponse.json({ data: { page: 1, size: 100, total: locations.length, queue_locations: locations } }),
);

/** A tiny day-off server: list (location and date filters), detail, create, archive, unarchive, delete. */
function dayOffServer(initial: DayOff[] = seed, calls: Calls = newCalls()) {
  let rows = initial.map((row) => ({ ...row }));
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const toggle = (active: boolean) => (params: { id?: unknown }, request: Request) => {
    calls.requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const row = find(params.id);
    if (!row) return errorBody(404, "NOT_FOUND", "Day off not found");
    row.is_active = active;
    return HttpResponse.json({ data: { queue_day_off: row } });
  };
  return [
    locationList,
    http.get(`${API}/queues/days-off/`, ({ request }) => {
      const url = new URL(request.url);
      calls.queries.push(url.search);
      const page = Number(url.searchParams.get("page") ?? 1);
      const size = Number(url.searchParams.get("size") ?? 10);
      const location = Number(url.searchParams.get("location_id") ?? 0);
      const date = url.searchParams.get("date");
      const filtered = rows.filter((row) => (!location || row.queue_location.id === location) && (!date || row.date === date));
      return HttpResponse.json({
        data: { page, size, total: filtered.length, queue_days_off: filtered.slice((page - 1) * size, page * size) },
      });
    }),
    http.get(`${API}/queues/days-off/:id`, ({ params }) => {
      const row = find(params.id);
      return row ? HttpResponse.json({ data: { queue_day_off: row } }) : errorBody(404, "NOT_FOUND", "Day off not found");
    }),
    http.post(`${API}/queues/days-off/`, async ({ request }) => {
      const body = (await request.json()) as { date: string; details: string; location_id: number };
      calls.bodies.push(body);
      const location = locations.find((l) => l.id === body.location_id) ?? prb;
      const row: DayOff = {
        id: rows.length + 1,
        date: body.date,
        details: body.details,
        is_active: true,
        queue_location: { id: location.id, name: location.name },
        ...audit,
      };
      rows = [...rows, row];
      return HttpResponse.json({ data: { queue_day_off: row } }, { status: 201 });
    }),
    http.patch(`${API}/queues/days-off/:id/archive`, ({ params, request }) => toggle(false)(params, request)),
    http.patch(`${API}/queues/days-off/:id/unarchive`, ({ params, request }) => toggle(true)(params, request)),
    http.delete(`${API}/queues/days-off/:id`, ({ params, request }) => {
      calls.requests.push(`${request.method} ${new URL(request.url).pathname}`);
      rows = rows.filter((row) => row.id !== Number(params.id));
      return HttpResponse.json({ data: null });
    }),
  ];
}

const meta = {
  title: "Screens/Config/Days off",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <Route path="/queues/days-off">
        <DayOffListPage />
      </Route>
      <Route path="/queues/days-off/create">
        <DayOffCreatePage />
      </Route>
      <Route path="/queues/days-off/:id">
        <DayOffDetailPage />
      </Route>
    </AdminStoryFrame>
  ),
  args: { path: "/queues/days-off", user: personas.konfigurator, children: null },
  parameters: { msw: { handlers: dayOffServer() } },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toast = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("story-toast");

// ---- list ---------------------------------------------------------------------------------------------------------

export const ListFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Hari Libur" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Daftar hari libur" });
    for (const header of ["Tanggal", "Lokasi", "Keterangan", "Aktif", "Dibuat", "Diubah"]) {
      await expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    await expect(await within(table).findByRole("rowheader", { name: "2025-05-01" })).toBeVisible();
    await expect(within(table).getByText("Hari Buruh")).toBeVisible();
    await expect(within(table).getByRole("switch", { name: "Aktif: 2025-05-01, Pasar Rebo" })).toBeChecked();
    await expect(within(table).getByRole("switch", { name: "Aktif: 2025-05-12, Kramat Jati" })).not.toBeChecked();
    await expect(within(table).getByRole("link", { name: "Lihat 2025-05-01, Pasar Rebo" })).toHaveAttribute(
      "href",
      "/queues/days-off/1",
    );
    await expect(within(table).getByRole("button", { name: "Hapus 2025-05-01, Pasar Rebo" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Tambah" })).toHaveAttribute("href", "/queues/days-off/create");
  },
};

const filterCalls = newCalls();

export const ListFiltered: Story = {
  parameters: { msw: { handlers: dayOffServer(seed, filterCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("grid", { name: "Daftar hari libur" });
    await within(table).findByRole("rowheader", { name: "2025-05-01" });
    const search = canvas.getByRole("search", { name: "Filter hari libur" });
    await waitFor(() => expect(within(search).getByRole("button", { name: /Lokasi/ })).toBeEnabled());
    await userEvent.click(within(search).getByRole("button", { name: /Lokasi/ }));
    await userEvent.click(await body().findByRole("option", { name: "Kramat Jati (KRJ)" }));
    await userEvent.type(within(search).getByLabelText("Tanggal"), "2025-05-12");
    await userEvent.click(within(search).getByRole("button", { name: "Cari" }));
    await waitFor(() =>
      expect(filterCalls.queries.at(-1)).toMatch(/location_id=2.*date=2025-05-12|date=2025-05-12.*location_id=2/),
    );
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    await expect(within(table).getByText("Waisak")).toBeVisible();
    // Reset brings every day off back
    await userEvent.click(
      within(canvas.getByRole("search", { name: "Filter hari libur" })).getByRole("button", { name: "Reset" }),
    );
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [locationList, forever("/queues/days-off/")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat hari libur…")).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: dayOffServer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Belum ada hari libur" })).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: {
    msw: {
      handlers: [locationList, http.get(`${API}/queues/days-off/`, () => errorBody(500, "INTERNAL", "Database unavailable"))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Gagal memuat hari libur. Database unavailable",
    );
  },
};

export const ListForbidden: Story = {
  args: { user: personas.operator },
  parameters: {
    msw: { handlers: [locationList, http.get(`${API}/queues/days-off/`, () => errorBody(403, "FORBIDDEN", "Forbidden"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
  },
};

const toggleCalls = newCalls();

export const ArchiveActivateDelete: Story = {
  parameters: { msw: { handlers: dayOffServer(seed, toggleCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("switch", { name: "Aktif: 2025-05-01, Pasar Rebo" }));
    let dialog = await body().findByRole("alertdialog", { name: "Arsipkan hari libur?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Arsipkan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Day off archived"));
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());

    await userEvent.click(canvas.getByRole("switch", { name: "Aktif: 2025-05-12, Kramat Jati" }));
    dialog = await body().findByRole("alertdialog", { name: "Aktifkan hari libur?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Aktifkan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Day off unarchived"));
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: "Hapus 2025-05-29, Kramat Jati" }));
    dialog = await body().findByRole("alertdialog", { name: "Hapus hari libur?" });
    await expect(dialog).toHaveTextContent("dihapus permanen. Tindakan ini tidak dapat dibatalkan.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Day off deleted"));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Hapus 2025-05-29, Kramat Jati" })).toBeNull());
    await expect(toggleCalls.requests).toEqual([
      "PATCH /api/v1/queues/days-off/1/archive",
      "PATCH /api/v1/queues/days-off/2/unarchive",
      "DELETE /api/v1/queues/days-off/3",
    ]);
  },
};

export const DeleteDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Hapus 2025-05-01, Pasar Rebo" }));
    await body().findByRole("alertdialog", { name: "Hapus hari libur?" });
  },
};

export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete(`${API}/queues/days-off/:id`, () => errorBody(404, "NOT_FOUND", "Day off not found")),
        ...dayOffServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Hapus 2025-05-01, Pasar Rebo" }));
    await userEvent.click(within(await body().findByRole("alertdialog")).getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Day off not found"));
    await expect(toast(canvasElement)).toHaveAttribute("data-variant", "destructive");
  },
};

// ---- create -------------------------------------------------------------------------------------------------------

const createCalls = newCalls();

export const CreateValidation: Story = {
  args: { path: "/queues/days-off/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Hari Libur" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(canvas.getByLabelText(/Tanggal/)).toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.getByRole("button", { name: /Lokasi/ }).closest("[data-invalid]")).not.toBeNull();
  },
};

export const CreateSucceeds: Story = {
  args: { path: "/queues/days-off/create" },
  parameters: { msw: { handlers: dayOffServer(seed, createCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Tambah Hari Libur" });
    await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toBeEnabled());
    await userEvent.click(canvas.getByRole("button", { name: /Lokasi/ }));
    await userEvent.click(await body().findByRole("option", { name: "Pasar Rebo (PRB)" }));
    await userEvent.type(canvas.getByLabelText(/Tanggal/), "2025-06-06");
    await userEvent.type(canvas.getByRole("textbox", { name: /Keterangan/ }), "Idul Adha");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Day Off created successfully"));
    await expect(createCalls.bodies.at(-1)).toEqual({ location_id: 1, date: "2025-06-06", details: "Idul Adha" });
    await expect(await canvas.findByText("Idul Adha")).toBeVisible();
  },
};

export const CreateFails: Story = {
  args: { path: "/queues/days-off/create" },
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/queues/days-off/`, () => errorBody(409, "DUPLICATE", "Day off already exists")),
        ...dayOffServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Tambah Hari Libur" });
    await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toBeEnabled());
    await userEvent.click(canvas.getByRole("button", { name: /Lokasi/ }));
    await userEvent.click(await body().findByRole("option", { name: "Pasar Rebo (PRB)" }));
    await userEvent.type(canvas.getByLabelText(/Tanggal/), "2025-05-01");
    await userEvent.type(canvas.getByRole("textbox", { name: /Keterangan/ }), "Hari Buruh");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Day off already exists"));
    await expect(canvas.getByLabelText(/Tanggal/)).toHaveValue("2025-05-01");
    await expect(canvas.getByRole("textbox", { name: /Keterangan/ })).toHaveValue("Hari Buruh");
  },
};

// ---- detail -------------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  args: { path: "/queues/days-off/1" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Detail Hari Libur" })).toBeVisible();
    await canvas.findByText("Hari Buruh");
    for (const [label, value] of [
      ["Tanggal", "2025-05-01"],
      ["Keterangan", "Hari Buruh"],
      ["Lokasi", "Pasar Rebo"],
      ["Dibuat pada", "2025-04-20 08:00:00"],
      ["Dibuat oleh", "Super Admin"],
      ["Diubah pada", "2025-04-22 09:30:00"],
      ["Diubah oleh", "Konfigurator Antrean"],
    ] as const) {
      await expect(canvas.getByText(label, { selector: "dt" }).nextElementSibling).toHaveTextContent(value);
    }
  },
};

export const DetailLoading: Story = {
  args: { path: "/queues/days-off/1" },
  parameters: { msw: { handlers: [forever("/queues/days-off/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat…")).toBeVisible();
  },
};

export const DetailForbidden: Story = {
  args: { path: "/queues/days-off/1", user: personas.operator },
  parameters: { msw: { handlers: [http.get(`${API}/queues/days-off/:id`, () => errorBody(403, "FORBIDDEN", "Forbidden"))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  args: { path: "/queues/days-off/99" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Data tidak ditemukan" })).toBeVisible();
  },
};
