import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { MockControl } from "../../mocks/control";
import { at, mockOf, PENDING, type AppStory } from "../frame/mock-app";
import { expectDetails, expectToast, page, scene } from "../frame/play";

/** A ticket's detail (docs/product.md §2) on the seeded mock (57 tickets; the uuids follow from the seed). */
const REGISTERED = "3cef92f9-297a-43a3-bfef-bd7087fb92a0"; // KBL-001, today
const DONE = "0a265a30-cbc3-42f8-b661-033801455b2d"; // KRJ-001, today
const REJECTED = "e4151c01-69b9-4776-92f8-9288b02a9d8f"; // KRJ-003, yesterday

const story = (uuid: string, more: Partial<AppStory> = {}) => at(`/queues/${uuid}`, "operator", { tickets: 57, ...more });
const meta = { title: "Screens/Queues/Detail", ...story(REGISTERED) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ticket = (mock: MockControl, uuid: string) => {
  const row = mock.backend.db.find("tickets", (t) => t.uuid === uuid);
  if (!row) throw new Error(`the seed has no ticket ${uuid}`);
  return row;
};

export const Registered: Story = {
  play: scene(async (canvas, { canvasElement, loaded }) => {
    const t = ticket(mockOf(loaded), REGISTERED);
    await canvas.findByRole("heading", { name: t.no });
    await expectDetails(canvasElement, [
      ["No Registrasi", t.no],
      ["No KJP", t.no_kjp],
      ["No KTP", t.no_ktp],
      ["No KK", t.no_kk],
      ["Tanggal Pengambilan", t.scheduled_date],
      ["Lokasi", t.scheduled_location],
      ["Jam Mulai", t.scheduled_start_time],
      ["Jam Selesai", t.scheduled_end_time],
      ["Status", "registered"],
      ["Alasan Penolakan", "-"],
    ]);
    await expect(canvas.getByRole("button", { name: "Mark Done" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reject" })).toBeVisible();
  }),
};

/** Mark Done asks once (docs/decisions/606-mark-done-asks-first.md); the dialog's own 'Mark Done' confirms. */
async function markDone(canvas: ReturnType<typeof within>, no: string) {
  await userEvent.click(await canvas.findByRole("button", { name: "Mark Done" }));
  const dialog = await page().findByRole("alertdialog", { name: `Tandai ${no} selesai?` });
  await userEvent.click(within(dialog).getByRole("button", { name: "Mark Done" }));
}

export const MarkDone: Story = {
  play: scene(async (canvas, { loaded }) => {
    const { no } = ticket(mockOf(loaded), REGISTERED);
    await markDone(canvas, no);
    await expectToast(`${no}: Queue marked as done`);
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Mark Done" })).toBeNull());
    await expect(canvas.getByText("done").closest("[data-tone]")).toHaveAttribute("data-tone", "success");
    await expect(canvas.queryByRole("button", { name: "Reject" })).toBeNull();
  }),
};

/** Cancel on the question changes nothing: the ticket stays registered, the actions stay. */
export const MarkDoneCancelled: Story = {
  play: scene(async (canvas, { loaded }) => {
    const mock = mockOf(loaded);
    await userEvent.click(await canvas.findByRole("button", { name: "Mark Done" }));
    const dialog = await page().findByRole("alertdialog", { name: `Tandai ${ticket(mock, REGISTERED).no} selesai?` });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await expect(ticket(mock, REGISTERED).status).toBe("registered");
    await expect(canvas.getByRole("button", { name: "Mark Done" })).toBeEnabled();
  }),
};

async function openReject(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole("button", { name: "Reject" }));
  return page().findByRole("alertdialog", { name: "Tolak antrean" });
}

export const RejectWithReason: Story = {
  play: scene(async (canvas, { canvasElement, loaded }) => {
    const dialog = await openReject(canvasElement);
    await expect(dialog).toHaveTextContent("Silahkan pilih alasan penolakan");
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });
    await expect(confirm).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: /Alasan penolakan/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole("button", { name: /Alasan penolakan/ }));
    const reason = "KTP tidak sesuai dengan data pendaftaran";
    await userEvent.click(await page().findByRole("option", { name: reason }));
    await userEvent.click(confirm);
    await expectToast("Queue has been rejected");
    await expect(ticket(mockOf(loaded), REGISTERED)).toMatchObject({ status: "rejected" });
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await waitFor(() =>
      expect(canvas.getByText("Alasan Penolakan", { selector: "dt" }).nextElementSibling).toHaveTextContent(reason),
    );
    await expect(canvas.getByText("rejected").closest("[data-tone]")).toHaveAttribute("data-tone", "danger");
  }),
};

export const RejectDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await openReject(canvasElement);
  },
};

export const RejectCancelled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await openReject(canvasElement)).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await expect(within(canvasElement).getByRole("button", { name: "Reject" })).toBeVisible();
  },
};

export const MarkDoneFails: Story = {
  ...story(REGISTERED, {
    faults: { queueMarkDone: { status: 409, code: "INVALID_TRANSITION", message: "Queue is already done" } },
  }),
  play: scene(async (canvas, { loaded }) => {
    await markDone(canvas, ticket(mockOf(loaded), REGISTERED).no);
    await expectToast("Error", "Queue is already done", "destructive");
    // back to registered: the actions stay
    await expect(canvas.getByRole("button", { name: "Mark Done" })).toBeEnabled();
  }),
};

export const Done: Story = {
  ...story(DONE),
  play: scene(async (canvas, { loaded }) => {
    await canvas.findByRole("heading", { name: ticket(mockOf(loaded), DONE).no });
    await expect(canvas.getByText("done").closest("[data-tone]")).toHaveAttribute("data-tone", "success");
    await expect(canvas.queryByRole("button", { name: "Mark Done" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Reject" })).toBeNull();
  }),
};

export const Rejected: Story = {
  ...story(REJECTED),
  play: scene(async (canvas, { loaded }) => {
    const t = ticket(mockOf(loaded), REJECTED);
    await canvas.findByRole("heading", { name: t.no });
    await expect(canvas.getByText("rejected").closest("[data-tone]")).toHaveAttribute("data-tone", "danger");
    await expect(canvas.getByText(t.rejection_reason?.reason ?? "")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Mark Done" })).toBeNull();
  }),
};

export const Loading: Story = {
  ...story(REGISTERED, { faults: { queueGet: PENDING } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const NotFound: Story = {
  ...story("00000000-0000-4000-8000-000000000000"),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Not found" })).toBeVisible();
  },
};

export const Forbidden: Story = {
  ...story(REGISTERED, { faults: { queueGet: { status: 403, message: "Forbidden" } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};
