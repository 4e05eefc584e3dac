import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import type { RejectionReason } from "../../src/api/contract";
import {
  RejectionReasonCreatePage,
  RejectionReasonDetailPage,
  RejectionReasonListPage,
} from "../../src/features/rejection-reasons";
import { AdminStoryFrame, personas } from "./admin-story-kit";

/** Screens of SPEC §2 'Konfigurasi Alasan Penolakan' in every state, against contract-shaped msw answers. */

const API = "*/api/v1";

const seed: RejectionReason[] = [
  { id: 1, reason: "Dokumen tidak sesuai" },
  { id: 2, reason: "KTP bukan milik pemegang tiket" },
  { id: 3, reason: "Tidak membawa KJP asli" },
];

const errorBody = (status: number, code: string, error: string, errors?: Record<string, string>) =>
  HttpResponse.json({ error, code, ...(errors ? { errors } : {}) }, { status });

const forever = (path: string) =>
  http.get(`${API}${path}`, async () => {
    await delay("infinite");
    return HttpResponse.json({});
  });

type Calls = { bodies: unknown[]; requests: string[] };
const newCalls = (): Calls => ({ bodies: [], requests: [] });

function reasonServer(initial: RejectionReason[] = seed, calls: Calls = newCalls()) {
  let rows = initial.map((row) => ({ ...row }));
  return [
    http.get(`${API}/queues/rejection-reasons/`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get("page") ?? 1);
      const size = Number(url.searchParams.get("size") ?? 10);
      return HttpResponse.json({
        data: { page, size, total: rows.length, queue_rejection_reasons: rows.slice((page - 1) * size, page * size) },
      });
    }),
    http.get(`${API}/queues/rejection-reasons/:id`, ({ params }) => {
      const row = rows.find((r) => r.id === Number(params.id));
      return row
        ? HttpResponse.json({ data: { queue_rejection_reason: row } })
        : errorBody(404, "NOT_FOUND", "Rejection reason not found");
    }),
    http.post(`${API}/queues/rejection-reasons/`, async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      calls.bodies.push(body);
      const row = { id: rows.length + 1, reason: body.reason };
      rows = [...rows, row];
      return HttpResponse.json({ data: { queue_rejection_reason: row } }, { status: 201 });
    }),
    http.delete(`${API}/queues/rejection-reasons/:id`, ({ params, request }) => {
      calls.requests.push(`${request.method} ${new URL(request.url).pathname}`);
      rows = rows.filter((r) => r.id !== Number(params.id));
      return HttpResponse.json({ data: null });
    }),
  ];
}

const meta = {
  title: "Screens/Config/Rejection reasons",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <Route path="/queues/rejection-reasons">
        <RejectionReasonListPage />
      </Route>
      <Route path="/queues/rejection-reasons/create">
        <RejectionReasonCreatePage />
      </Route>
      <Route path="/queues/rejection-reasons/:id">
        <RejectionReasonDetailPage />
      </Route>
    </AdminStoryFrame>
  ),
  args: { path: "/queues/rejection-reasons", user: personas.konfigurator, children: null },
  parameters: { msw: { handlers: reasonServer() } },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toast = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("story-toast");

export const ListFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Alasan Penolakan" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Daftar alasan penolakan" });
    await expect(within(table).getByRole("columnheader", { name: "Alasan" })).toBeInTheDocument();
    await expect(await within(table).findByRole("rowheader", { name: "Dokumen tidak sesuai" })).toBeVisible();
    await expect(within(table).getByRole("link", { name: "Lihat Dokumen tidak sesuai" })).toHaveAttribute(
      "href",
      "/queues/rejection-reasons/1",
    );
    await expect(within(table).getByRole("button", { name: "Hapus Dokumen tidak sesuai" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Tambah" })).toHaveAttribute("href", "/queues/rejection-reasons/create");
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [forever("/queues/rejection-reasons/")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat alasan penolakan…")).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: reasonServer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Belum ada alasan penolakan" })).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: {
    msw: { handlers: [http.get(`${API}/queues/rejection-reasons/`, () => errorBody(500, "INTERNAL", "Database unavailable"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Gagal memuat alasan penolakan. Database unavailable",
    );
  },
};

export const ListForbidden: Story = {
  args: { user: personas.tamu },
  parameters: {
    msw: { handlers: [http.get(`${API}/queues/rejection-reasons/`, () => errorBody(403, "FORBIDDEN", "Forbidden"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
  },
};

const deleteCalls = newCalls();

export const DeleteConfirmed: Story = {
  parameters: { msw: { handlers: reasonServer(seed, deleteCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Hapus Tidak membawa KJP asli" }));
    const dialog = await body().findByRole("alertdialog", { name: "Hapus alasan penolakan?" });
    await expect(dialog).toHaveTextContent(
      'Alasan "Tidak membawa KJP asli" akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.',
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Rejection reason deleted"));
    await waitFor(() => expect(canvas.queryByRole("rowheader", { name: "Tidak membawa KJP asli" })).toBeNull());
    await expect(deleteCalls.requests).toEqual(["DELETE /api/v1/queues/rejection-reasons/3"]);
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Hapus Dokumen tidak sesuai" }));
    const dialog = await body().findByRole("alertdialog", { name: "Hapus alasan penolakan?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("rowheader", { name: "Dokumen tidak sesuai" })).toBeVisible();
  },
};

export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete(`${API}/queues/rejection-reasons/:id`, () =>
          errorBody(409, "IN_USE", "Rejection reason is used by rejected queues"),
        ),
        ...reasonServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Hapus Dokumen tidak sesuai" }));
    await userEvent.click(within(await body().findByRole("alertdialog")).getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Rejection reason is used by rejected queues"));
    await expect(toast(canvasElement)).toHaveAttribute("data-variant", "destructive");
  },
};

const createCalls = newCalls();

export const CreateValidation: Story = {
  args: { path: "/queues/rejection-reasons/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Alasan Penolakan" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    const reason = canvas.getByRole("textbox", { name: /Alasan/ });
    await waitFor(() => expect(reason).toHaveAttribute("aria-invalid", "true"));
    await expect(reason).toHaveAccessibleDescription(/non-empty|at least length 1/);
  },
};

export const CreateSucceeds: Story = {
  args: { path: "/queues/rejection-reasons/create" },
  parameters: { msw: { handlers: reasonServer(seed, createCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Alasan/ }), "Datang di luar jam sesi");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Rejection Reason created successfully"));
    await expect(createCalls.bodies.at(-1)).toEqual({ reason: "Datang di luar jam sesi" });
    await expect(await canvas.findByRole("rowheader", { name: "Datang di luar jam sesi" })).toBeVisible();
  },
};

export const CreateFails: Story = {
  args: { path: "/queues/rejection-reasons/create" },
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/queues/rejection-reasons/`, () => errorBody(500, "INTERNAL", "Database unavailable")),
        ...reasonServer(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Alasan/ }), "Datang terlambat");
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Database unavailable"));
    await expect(canvas.getByRole("textbox", { name: /Alasan/ })).toHaveValue("Datang terlambat");
  },
};

export const DetailFilled: Story = {
  args: { path: "/queues/rejection-reasons/2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Detail Alasan Penolakan" })).toBeVisible();
    await canvas.findByText("KTP bukan milik pemegang tiket");
    await expect(canvas.getByText("Alasan", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "KTP bukan milik pemegang tiket",
    );
  },
};

export const DetailLoading: Story = {
  args: { path: "/queues/rejection-reasons/1" },
  parameters: { msw: { handlers: [forever("/queues/rejection-reasons/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat…")).toBeVisible();
  },
};

export const DetailError: Story = {
  args: { path: "/queues/rejection-reasons/1" },
  parameters: {
    msw: {
      handlers: [http.get(`${API}/queues/rejection-reasons/:id`, () => errorBody(500, "INTERNAL", "Database unavailable"))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Gagal memuat data" })).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  args: { path: "/queues/rejection-reasons/99" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Data tidak ditemukan" })).toBeVisible();
  },
};
