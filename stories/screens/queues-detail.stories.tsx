import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Queue } from "../../src/api/contract";
import { QueueDetailPage } from "../../src/features/queues";
import { AdminStoryFrame, personas } from "./admin-story-kit";
import { API, errorBody, foreverHandler, lookupHandlers, makeQueue, reasons } from "./queues-fixtures";
import { Route } from "wouter";

const registered = makeQueue(7);
const done = makeQueue(8, { status: "done" });
const rejected = makeQueue(9, { status: "rejected", rejection_reason: { reason: "Dokumen tidak sesuai" } });

/** A tiny server for one ticket: detail, mark-done and reject change it like the mock would. */
function ticketHandlers(initial: Queue, calls: { rejectBody?: unknown } = {}) {
  let ticket = { ...initial };
  return [
    ...lookupHandlers,
    http.get(`${API}/queues/:uuid`, () => HttpResponse.json({ data: { queue: ticket } })),
    http.patch(`${API}/queues/:uuid/mark-done`, () => {
      ticket = { ...ticket, status: "done" };
      return HttpResponse.json({ data: { queue: ticket } });
    }),
    http.patch(`${API}/queues/:uuid/reject`, async ({ request }) => {
      const body = (await request.json()) as { rejection_reason_id: number };
      calls.rejectBody = body;
      const reason = reasons.find((r) => r.id === body.rejection_reason_id);
      ticket = { ...ticket, status: "rejected", rejection_reason: reason ? { reason: reason.reason } : null };
      return HttpResponse.json({ data: { queue: ticket } });
    }),
  ];
}

const meta = {
  title: "Screens/Queues/Detail",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <Route path="/queues/:uuid">
        <QueueDetailPage />
      </Route>
    </AdminStoryFrame>
  ),
  args: { path: `/queues/${registered.uuid}`, user: personas.operator, children: null },
  parameters: { msw: { handlers: ticketHandlers(registered) } },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: registered.no });
    for (const [label, value] of [
      ["No Registrasi", registered.no],
      ["No KJP", registered.no_kjp],
      ["No KTP", registered.no_ktp],
      ["No KK", registered.no_kk],
      ["Tanggal Pengambilan", registered.scheduled_date],
      ["Lokasi", registered.scheduled_location],
      ["Jam Mulai", registered.scheduled_start_time],
      ["Jam Selesai", registered.scheduled_end_time],
      ["Status", "registered"],
      ["Alasan Penolakan", "-"],
    ] as const) {
      await expect(canvas.getByText(label, { selector: "dt" }).nextElementSibling).toHaveTextContent(value);
    }
    await expect(canvas.getByRole("button", { name: "Mark Done" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reject" })).toBeVisible();
  },
};

export const MarkDone: Story = {
  parameters: { msw: { handlers: ticketHandlers(registered) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mark Done" }));
    await waitFor(() => expect(canvas.getByTestId("story-toast")).toHaveTextContent("Queue marked as done"));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Mark Done" })).toBeNull());
    await expect(canvas.getByText("done").closest("[data-tone]")).toHaveAttribute("data-tone", "success");
    await expect(canvas.queryByRole("button", { name: "Reject" })).toBeNull();
  },
};

const rejectCalls: { rejectBody?: unknown } = {};

export const RejectWithReason: Story = {
  parameters: { msw: { handlers: ticketHandlers(registered, rejectCalls) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Reject" }));
    const dialog = await body().findByRole("alertdialog", { name: "Tolak antrean" });
    await expect(dialog).toHaveTextContent("Silahkan pilih alasan penolakan");
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });
    await expect(confirm).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: /Alasan penolakan/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole("button", { name: /Alasan penolakan/ }));
    await userEvent.click(await body().findByRole("option", { name: "KTP bukan milik pemegang tiket" }));
    await userEvent.click(confirm);
    await waitFor(() => expect(canvas.getByTestId("story-toast")).toHaveTextContent("Queue has been rejected"));
    await expect(rejectCalls.rejectBody).toEqual({ rejection_reason_id: 2 });
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await waitFor(() =>
      expect(canvas.getByText("Alasan Penolakan", { selector: "dt" }).nextElementSibling).toHaveTextContent(
        "KTP bukan milik pemegang tiket",
      ),
    );
    await expect(canvas.getByText("rejected").closest("[data-tone]")).toHaveAttribute("data-tone", "danger");
  },
};

export const RejectDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Reject" }));
    await body().findByRole("alertdialog", { name: "Tolak antrean" });
  },
};

export const RejectCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Reject" }));
    const dialog = await body().findByRole("alertdialog", { name: "Tolak antrean" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Reject" })).toBeVisible();
  },
};

export const MarkDoneFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API}/queues/:uuid/mark-done`, () => errorBody(409, "INVALID_TRANSITION", "Queue is already done")),
        ...ticketHandlers(registered),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Mark Done" }));
    await waitFor(() => expect(canvas.getByTestId("story-toast")).toHaveTextContent("Error: Queue is already done"));
    await expect(canvas.getByTestId("story-toast")).toHaveAttribute("data-variant", "destructive");
    // back to registered: the actions stay
    await expect(canvas.getByRole("button", { name: "Mark Done" })).toBeEnabled();
  },
};

export const Done: Story = {
  args: { path: `/queues/${done.uuid}` },
  parameters: { msw: { handlers: ticketHandlers(done) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: done.no });
    await expect(canvas.getByText("done").closest("[data-tone]")).toHaveAttribute("data-tone", "success");
    await expect(canvas.queryByRole("button", { name: "Mark Done" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Reject" })).toBeNull();
  },
};

export const Rejected: Story = {
  args: { path: `/queues/${rejected.uuid}` },
  parameters: { msw: { handlers: ticketHandlers(rejected) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: rejected.no });
    await expect(canvas.getByText("rejected").closest("[data-tone]")).toHaveAttribute("data-tone", "danger");
    await expect(canvas.getByText("Dokumen tidak sesuai")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Mark Done" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [foreverHandler("/queues/:uuid")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [http.get(`${API}/queues/:uuid`, () => errorBody(404, "NOT_FOUND", "Queue not found"))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Not found" })).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { user: personas.tamu },
  parameters: { msw: { handlers: [http.get(`${API}/queues/:uuid`, () => errorBody(403, "FORBIDDEN", "Forbidden"))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};
