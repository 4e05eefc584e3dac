import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import type { Location, Session } from "../../src/api/contract";
import { SessionCreatePage, SessionDetailPage, SessionEditPage, SessionListPage } from "../../src/features/sessions";
import { AdminStoryFrame, personas } from "./admin-story-kit";

/** Screens of SPEC §2 'Konfigurasi Sesi' in every state, against contract-shaped msw answers. */

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
  { id: 3, name: "Cengkareng", code: "CKR", description: null, is_active: false, queue_days_off: [], ...audit },
];

const ref = (l: Location) => ({ id: l.id, name: l.name, code: l.code });
const [prb, krj, ckr] = locations as [Location, Location, Location];

const seed: Session[] = [
  {
    id: 1,
    day_of_the_week: 1,
    queue_location: ref(prb),
    start_time: "07:00:00",
    end_time: "09:00:00",
    quota: 50,
    is_active: true,
    ...audit,
  },
  {
    id: 2,
    day_of_the_week: 3,
    queue_location: ref(prb),
    start_time: "09:00:00",
    end_time: "11:00:00",
    quota: 40,
    is_active: false,
    ...audit,
  },
  {
    id: 3,
    day_of_the_week: 0,
    queue_location: ref(krj),
    start_time: "13:00:00",
    end_time: "15:00:00",
    quota: 25,
    is_active: true,
    ...audit,
  },
  {
    id: 4,
    day_of_the_week: 6,
    queue_location: ref(ckr),
    start_time: "07:30:00",
    end_time: "08:30:00",
    quota: 10,
    is_active: true,
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

type Calls = { bodies: unknown[]; paths: string[]; queries: string[] };
const newCalls = (): Calls => ({ bodies: [], paths: [], queries: [] });

const locationList = http.get(`${API}/queues/locations/`, () =>
  HttpResponse.json({ data: { page: 1, size: 100, total: locations.length, queue_locations: locations } }),
);

/** A tiny session server: list (location filter), detail, create, edit, archive, unarchive. */
function sessionServer(initial: Session[] = seed, calls: Calls = newCalls()) {
  let rows = initial.map((row) => ({ ...row }));
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const toggle = (active: boolean) => (params: { id?: unknown }, path: string) => {
    calls.paths.push(path);
    const row = find(params.id);
    if (!row) return errorBody(404, "NOT_FOUND", "Session not found");
    row.is_active = active;
    return HttpResponse.json({ data: { queue_session: row } });
  };
  type Body = { location_id?: number; day_of_the_week?: number; start_time?: string; end_time?: string; quota?: number };
  const apply = (row: Session, body: Body) => {
    const location = locations.find((l) => l.id === body.location_id);
    if (location) row.queue_location = ref(location);
    if (body.day_of_the_week !== undefined) row.day_of_the_week = body.day_of_the_week;
    if (body.start_time) row.start_time = body.start_time;
    if (body.end_time) row.end_time = body.end_time;
    if (body.quota !== undefined) row.quota = body.quota;
  };
  return [
    locationList,
    http.get(`${API}/queues/sessions/`, ({ request }) => {
      const url = new URL(request.url);
      calls.queries.push(url.search);
      const page = Number(url.searchParams.get("page") ?? 1);
      const size = Number(url.searchParams.get("size") ?? 10);
      const location = Number(url.searchParams.get("location_id") ?? 0);
      const filtered = rows.filter((row) => !location || row.queue_location.id === location);
      return HttpResponse.json({
        data: { page, size, total: filtered.length, queue_sessions: filtered.slice((page - 1) * size, page * size) },
      });
    }),
    http.get(`${API}/queues/sessions/:id`, ({ params }) => {
      const row = find(params.id);
      return row ? HttpResponse.json({ data: { queue_session: row } }) : errorBody(404, "NOT_FOUND", "Session not found");
    }),
    http.post(`${API}/queues/sessions/`, async ({ request }) => {
      const body = (await request.json()) as Body;
      calls.bodies.push(body);
      const row: Session = { ...(seed[0] as Session), id: rows.length + 1 };
      apply(row, body);
      rows = [...rows, row];
      return HttpResponse.json({ data: { queue_session: row } }, { status: 201 });
    }),
    http.patch(`${API}/queues/sessions/:id/archive`, ({ params, request }) =>
      toggle(false)(params, new URL(request.url).pathname),
    ),
    http.patch(`${API}/queues/sessions/:id/unarchive`, ({ params, request }) =>
      toggle(true)(params, new URL(request.url).pathname),
    ),
    http.patch(`${API}/queues/sessions/:id`, async ({ params, request }) => {
      const body = (await request.json()) as Body;
      calls.bodies.push(body);
      const row = find(params.id);
      if (!row) return errorBody(404, "NOT_FOUND", "Session not found");
      apply(row, body);
      return HttpResponse.json({ data: { queue_session: row } });
    }),
  ];
}

const meta = {
  title: "Screens/Config/Sessions",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <Route path="/queues/sessions">
        <SessionListPage />
      </Route>
      <Route path="/queues/sessions/create">
        <SessionCreatePage />
      </Route>
      <Route path="/queues/sessions/:id/edit">
        <SessionEditPage />
      </Route>
      <Route path="/queues/sessions/:id">
        <SessionDetailPage />
      </Route>
    </AdminStoryFrame>
  ),
  args: { path: "/queues/sessions", user: personas.konfigurator, children: null },
  parameters: { msw: { handlers: sessionServer() } },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toast = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("story-toast");

async function choose(canvasElement: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: label }));
  await userEvent.click(await body().findByRole("option", { name: option }));
}

// ---- list ---------------------------------------------------------------------------------------------------------

export const ListFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Sesi" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Daftar sesi" });
    for (const header of ["Hari", "Lokasi", "Jam mulai", "Jam selesai", "Kuota", "Aktif", "Dibuat", "Diubah"]) {
      await expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    // weekday names in Indonesian (SPEC §2, §9)
    for (const day of ["Senin", "Rabu", "Minggu", "Sabtu"]) await expect(await within(table).findByText(day)).toBeVisible();
    await expect(within(table).getAllByText("Pasar Rebo")).toHaveLength(2);
    await expect(within(table).getByText("13:00:00")).toBeVisible();
    await expect(within(table).getByRole("switch", { name: "Aktif: Senin 07:00:00-09:00:00, Pasar Rebo" })).toBeChecked();
    await expect(within(table).getByRole("switch", { name: "Aktif: Rabu 09:00:00-11:00:00, Pasar Rebo" })).not.toBeChecked();
    await expect(within(table).getByRole("link", { name: "Lihat Senin 07:00:00-09:00:00, Pasar Rebo" })).toHaveAttribute(
      "href",
      "/queues/sessions/1",
    );
    await expect(within(table).getByRole("link", { name: "Ubah Senin 07:00:00-09:00:00, Pasar Rebo" })).toHaveAttribute(
      "href",
      "/queues/sessions/1/edit",
    );
    await expect(canvas.getByRole("link", { name: "Tambah" })).toHaveAttribute("href", "/queues/sessions/create");
  },
};

const filterCalls = newCalls();

export const ListFilteredByLocation: Story = {
  parameters: { msw: { handlers: sessionServer(seed, filterCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("grid", { name: "Daftar sesi" });
    const search = canvas.getByRole("search", { name: "Filter sesi" });
    await waitFor(() => expect(within(search).getByRole("button", { name: /Lokasi/ })).toBeEnabled());
    await choose(search, /Lokasi/, "Kramat Jati (KRJ)");
    await userEvent.click(within(search).getByRole("button", { name: "Cari" }));
    await waitFor(() => expect(filterCalls.queries.at(-1)).toContain("location_id=2"));
    const table = canvas.getByRole("grid", { name: "Daftar sesi" });
    await waitFor(() => expect(within(table).queryByText("Pasar Rebo")).toBeNull());
    await expect(within(table).getByText("Kramat Jati")).toBeVisible();
    await expect(within(table).getAllByRole("row")).toHaveLength(2);
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [locationList, forever("/queues/sessions/")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat sesi…")).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: sessionServer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Belum ada sesi" })).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: {
    msw: {
      handlers: [locationList, http.get(`${API}/queues/sessions/`, () => errorBody(503, "UNAVAILABLE", "Service unavailable"))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Gagal memuat sesi. Service unavailable");
    await expect(canvas.getByRole("button", { name: "Coba lagi" })).toBeVisible();
  },
};

export const ListForbidden: Story = {
  args: { user: personas.operator },
  parameters: {
    msw: { handlers: [locationList, http.get(`${API}/queues/sessions/`, () => errorBody(403, "FORBIDDEN", "Forbidden"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
    await expect(within(canvasElement).queryByRole("grid")).toBeNull();
  },
};

const toggleCalls = newCalls();

export const ArchiveAndActivate: Story = {
  parameters: { msw: { handlers: sessionServer(seed, toggleCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("switch", { name: "Aktif: Senin 07:00:00-09:00:00, Pasar Rebo" }));
    let dialog = await body().findByRole("alertdialog", { name: "Arsipkan sesi?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Arsipkan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Session archived"));
    await waitFor(() =>
      expect(canvas.getByRole("switch", { name: "Aktif: Senin 07:00:00-09:00:00, Pasar Rebo" })).not.toBeChecked(),
    );
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());

    await userEvent.click(canvas.getByRole("switch", { name: "Aktif: Rabu 09:00:00-11:00:00, Pasar Rebo" }));
    dialog = await body().findByRole("alertdialog", { name: "Aktifkan sesi?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Aktifkan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Session unarchived"));
    await expect(toggleCalls.paths).toEqual(["/api/v1/queues/sessions/1/archive", "/api/v1/queues/sessions/2/unarchive"]);
  },
};

// ---- create -------------------------------------------------------------------------------------------------------

const createCalls = newCalls();

export const CreateValidation: Story = {
  args: { path: "/queues/sessions/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Sesi" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    // every field says what is missing, under the input
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Kuota/ })).toHaveAttribute("aria-invalid", "true"));
    await expect(canvasElement.querySelectorAll("input[type=time][aria-invalid=true]")).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: /Lokasi/ }).closest("[data-invalid]")).not.toBeNull();
    await expect(canvas.getByRole("button", { name: /Hari/ }).closest("[data-invalid]")).not.toBeNull();
  },
};

export const CreateSucceeds: Story = {
  args: { path: "/queues/sessions/create" },
  parameters: { msw: { handlers: sessionServer(seed, createCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Tambah Sesi" });
    await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toBeEnabled());
    await choose(canvasElement, /Lokasi/, "Kramat Jati (KRJ)");
    await choose(canvasElement, /Hari/, "Jumat|Friday");
    const [start, end] = Array.from(canvasElement.querySelectorAll<HTMLInputElement>("input[type=time]")) as [
      HTMLInputElement,
      HTMLInputElement,
    ];
    await userEvent.type(start, "08:00:00");
    await userEvent.type(end, "10:00:00");
    await userEvent.type(canvas.getByRole("textbox", { name: /Kuota/ }), "30");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Session created successfully"));
    await expect(createCalls.bodies.at(-1)).toEqual({
      location_id: 2,
      day_of_the_week: 5,
      start_time: "08:00:00",
      end_time: "10:00:00",
      quota: 30,
    });
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Sesi" })).toBeVisible();
  },
};

export const CreateFails: Story = {
  args: { path: "/queues/sessions/create" },
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/queues/sessions/`, () =>
          errorBody(422, "VALIDATION", "end_time must be after start_time", { end_time: "must be after start_time" }),
        ),
        ...sessionServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Tambah Sesi" });
    await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toBeEnabled());
    await choose(canvasElement, /Lokasi/, "Pasar Rebo (PRB)");
    await choose(canvasElement, /Hari/, "Senin|Monday");
    const [start, end] = Array.from(canvasElement.querySelectorAll<HTMLInputElement>("input[type=time]")) as [
      HTMLInputElement,
      HTMLInputElement,
    ];
    await userEvent.type(start, "10:00:00");
    await userEvent.type(end, "09:00:00");
    await userEvent.type(canvas.getByRole("textbox", { name: /Kuota/ }), "5");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: end_time must be after start_time"));
    await expect(toast(canvasElement)).toHaveAttribute("data-variant", "destructive");
    await waitFor(() => expect(end).toHaveAttribute("aria-invalid", "true"));
    // values kept
    await expect(canvas.getByRole("textbox", { name: /Kuota/ })).toHaveValue("5");
    await expect(canvas.getByRole("button", { name: /Lokasi/ })).toHaveTextContent("Pasar Rebo (PRB)");
  },
};

// ---- edit ---------------------------------------------------------------------------------------------------------

const editCalls = newCalls();

export const EditFilled: Story = {
  args: { path: "/queues/sessions/1/edit" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Ubah Sesi" })).toBeVisible();
    // the selects show name and code, and 'Senin|Monday'
    await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toHaveTextContent("Pasar Rebo (PRB)"));
    await expect(canvas.getByRole("button", { name: /Hari/ })).toHaveTextContent("Senin|Monday");
    const [start, end] = Array.from(canvasElement.querySelectorAll<HTMLInputElement>("input[type=time]")) as [
      HTMLInputElement,
      HTMLInputElement,
    ];
    await expect(start).toHaveValue("07:00:00");
    await expect(end).toHaveValue("09:00:00");
    await expect(canvas.getByRole("textbox", { name: /Kuota/ })).toHaveValue("50");
    await expect(canvas.getByRole("button", { name: "Ubah" })).toBeVisible();
    // every weekday, Minggu|Sunday … Sabtu|Saturday
    await userEvent.click(canvas.getByRole("button", { name: /Hari/ }));
    const options = await body().findAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual([
      "Minggu|Sunday",
      "Senin|Monday",
      "Selasa|Tuesday",
      "Rabu|Wednesday",
      "Kamis|Thursday",
      "Jumat|Friday",
      "Sabtu|Saturday",
    ]);
    await userEvent.keyboard("{Escape}");
  },
};

export const EditSucceeds: Story = {
  args: { path: "/queues/sessions/1/edit" },
  parameters: { msw: { handlers: sessionServer(seed, editCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quota = await canvas.findByRole("textbox", { name: /Kuota/ });
    await userEvent.clear(quota);
    await userEvent.type(quota, "75");
    await choose(canvasElement, /Hari/, "Selasa|Tuesday");
    await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Success: Session updated successfully"));
    await expect(editCalls.bodies.at(-1)).toEqual({
      location_id: 1,
      day_of_the_week: 2,
      start_time: "07:00:00",
      end_time: "09:00:00",
      quota: 75,
    });
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Sesi" })).toBeVisible();
  },
};

export const EditForbidden: Story = {
  args: { path: "/queues/sessions/1/edit", user: personas.operator },
  parameters: {
    msw: { handlers: [locationList, http.get(`${API}/queues/sessions/:id`, () => errorBody(403, "FORBIDDEN", "Forbidden"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
  },
};

// ---- detail -------------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  args: { path: "/queues/sessions/4" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Detail Sesi" })).toBeVisible();
    await canvas.findByText("Sabtu");
    for (const [label, value] of [
      ["Hari", "Sabtu"],
      ["Lokasi", "Cengkareng"],
      ["Jam mulai", "07:30:00"],
      ["Jam selesai", "08:30:00"],
      ["Kuota", "10"],
      ["Status", "Aktif"],
      ["Dibuat pada", "2025-04-20 08:00:00"],
      ["Dibuat oleh", "Super Admin"],
      ["Diubah pada", "2025-04-22 09:30:00"],
      ["Diubah oleh", "-"],
    ] as const) {
      await expect(canvas.getByText(label, { selector: "dt" }).nextElementSibling).toHaveTextContent(value);
    }
  },
};

export const DetailLoading: Story = {
  args: { path: "/queues/sessions/1" },
  parameters: { msw: { handlers: [forever("/queues/sessions/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat…")).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  args: { path: "/queues/sessions/99" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Data tidak ditemukan" })).toBeVisible();
  },
};
