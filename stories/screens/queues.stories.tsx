import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { QueueListPage } from "../../src/features/queues";
import { AdminStoryFrame, personas } from "./admin-story-kit";
import { API, errorBody, foreverHandler, lookupHandlers, queueListHandler, queues } from "./queues-fixtures";

const seen: URLSearchParams[] = [];

const meta = {
  title: "Screens/Queues/All tickets",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <QueueListPage />
    </AdminStoryFrame>
  ),
  args: { path: "/queues", user: personas.superadmin, children: null },
  parameters: { msw: { handlers: [...lookupHandlers, queueListHandler(queues, seen)] } },
  beforeEach: () => {
    seen.length = 0;
  },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const columns = [
  "No Antrean",
  "No KJP",
  "No KTP",
  "No KK",
  "Tanggal",
  "Lokasi",
  "Jam Mulai",
  "Jam Selesai",
  "Status",
  "Alasan Penolakan",
];

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Semua Antrean" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Semua Antrean" });
    await within(table).findByText("KRJ-001");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(columns);
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    await expect(within(table).getByRole("link", { name: "KRJ-001" })).toHaveAttribute("href", `/queues/${queues[0]?.uuid}`);
    // badges: done green, rejected red
    await expect(within(table).getAllByText("done")[0]?.closest("[data-tone]")).toHaveAttribute("data-tone", "success");
    await expect(within(table).getAllByText("rejected")[0]?.closest("[data-tone]")).toHaveAttribute("data-tone", "danger");
    await expect(canvas.getByText("1–10 of 57")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Export" })).toBeVisible();
  },
};

export const FilteredFromUrl: Story = {
  args: { path: "/queues?location_id=2&date=2025-04-24&page=2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("grid");
    await within(table).findAllByText("Kramat Jati");
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const query = seen.at(-1) as URLSearchParams;
    await expect(Object.fromEntries(query)).toEqual({ location_id: "2", date: "2025-04-24", page: "2", size: "10" });
    // the form shows the filters the URL carries
    await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toHaveTextContent("Kramat Jati (KRJ)"));
    await expect(canvas.getByLabelText("Tanggal Pengambilan")).toHaveValue("2025-04-24");
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  },
};

export const ApplyFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("KRJ-001");
    await userEvent.click(canvas.getByRole("button", { name: /Lokasi/ }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Cengkareng (CKR)" }));
    await userEvent.type(canvas.getByLabelText("No Antrean"), "CKR");
    await userEvent.click(canvas.getByRole("button", { name: "Cari" }));
    await waitFor(() =>
      expect(Object.fromEntries(seen.at(-1) as URLSearchParams)).toEqual({ location_id: "3", no: "CKR", page: "1", size: "10" }),
    );
    await canvas.findByText("CKR-002");
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(Object.fromEntries(seen.at(-1) as URLSearchParams)).toEqual({ page: "1", size: "10" }));
  },
};

export const NextPageAndSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("KRJ-001");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await canvas.findByText("11–20 of 57");
    await userEvent.click(canvas.getByRole("button", { name: /Rows per page/ }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "50" }));
    await canvas.findByText("1–50 of 57");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...lookupHandlers, queueListHandler([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Tidak ada antrean")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...lookupHandlers, foreverHandler("/queues/")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat antrean…")).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [...lookupHandlers, http.get(`${API}/queues/`, () => errorBody(503, "UNAVAILABLE", "Service unavailable"))],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("Gagal memuat antrean: Service unavailable");
    await expect(within(canvasElement).getByRole("button", { name: "Coba lagi" })).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { user: personas.tamu },
  parameters: {
    msw: {
      handlers: [
        ...lookupHandlers,
        http.get(`${API}/queues/`, () => errorBody(403, "FORBIDDEN", "You do not have permission access:queue")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};

let exported: URLSearchParams | null = null;

export const Export: Story = {
  args: { path: "/queues?location_id=1&no_kjp=50" },
  parameters: {
    msw: {
      handlers: [
        ...lookupHandlers,
        queueListHandler(),
        http.get(`${API}/queues/download/`, ({ request }) => {
          exported = new URL(request.url).searchParams;
          return new HttpResponse(new Blob(["xlsx"]), {
            headers: { "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("PRB-003");
    const clicked: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export" }));
      await waitFor(() => expect(clicked).toEqual(["DaftarAntrean.xlsx"]));
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    // the same filters as the list, without page and size
    await expect(Object.fromEntries(exported ?? [])).toEqual({ location_id: "1", no_kjp: "50" });
  },
};

export const ExportFails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...lookupHandlers,
        queueListHandler(),
        http.get(`${API}/queues/download/`, () => errorBody(503, "UNAVAILABLE", "Export gagal dibuat")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("KRJ-001");
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    // (the body of a failed blob download is not read by the client yet: the text may be the generic one)
    await waitFor(() => expect(canvas.getByTestId("story-toast")).toHaveTextContent(/^Error: /));
    await expect(canvas.getByTestId("story-toast")).toHaveAttribute("data-variant", "destructive");
  },
};

export const WithLayoutOperator: Story = {
  args: { user: personas.operator, layout: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("KRJ-001");
    await expect(canvas.getByRole("link", { name: "Semua Antrean" })).toHaveAttribute("aria-current", "page");
  },
};
