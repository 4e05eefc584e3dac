import { staffDate } from "../../src/lib/staff-format";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Database } from "../../server/store/memory/database";
import { expectNoDialog, expectShown, expectToast, fill, page, pressAndAnswer } from "../frame";
import { configDialect, expectStaffTimeLook, recordStates, rowOf, screenStories, type Canvas } from "../frame";

/** A ticket's detail (docs/product.md §2) on the seeded mock (57 tickets; the uuids follow from the seed). */
const REGISTERED = "3cef92f9-297a-43a3-bfef-bd7087fb92a0"; // KBL-001, today
const DONE = "0a265a30-cbc3-42f8-b661-033801455b2d"; // KRJ-001, today
const REJECTED = "e4151c01-69b9-4776-92f8-9288b02a9d8f"; // KRJ-003, yesterday

export default { title: "Screens/Queues/Detail" } satisfies Meta;
const base = { route: `/queues/${REGISTERED}`, persona: "operator", tickets: 57 } as const;
const story = screenStories(base);
const missing = "/queues/00000000-0000-4000-8000-000000000000";
const states = recordStates({ ...base, missing, get: "queueGet", dialect: configDialect });

const ticket = (db: Database, uuid: string) => rowOf(db, "tickets", (t) => t.uuid === uuid);
const tone = (canvas: Canvas, status: string) => canvas.getByText(status).closest("[data-tone]")?.getAttribute("data-tone");

export const Registered = story(async (canvas, { db }) => {
  const t = ticket(db, REGISTERED);
  await canvas.findByRole("heading", { name: t.no });
  const numbers = { "No Registrasi": t.no, "No KJP": t.no_kjp, "No KTP": t.no_ktp, "No KK": t.no_kk };
  const pickup = {
    "Tanggal Pengambilan": staffDate(t.scheduled_date),
    Lokasi: t.scheduled_location,
    "Jam Mulai (WIB)": t.scheduled_start_time,
  };
  const details = {
    ...numbers,
    ...pickup,
    "Jam Selesai (WIB)": t.scheduled_end_time,
    Status: "Terdaftar",
    "Alasan Penolakan": "-",
  };
  await expectShown(canvas, { details, buttons: ["Mark Done", "Reject"] });
  await expectStaffTimeLook(canvas);
});

/** Mark Done asks once (docs/decisions/606-mark-done-asks-first.md); the dialog's own button confirms or cancels. */
export const MarkDone = story(async (canvas, { db }) => {
  const { no } = ticket(db, REGISTERED);
  await pressAndAnswer(canvas, "Mark Done", [`Tandai ${no} selesai?`, "Mark Done"]);
  await expectToast(`${no}: Queue marked as done`);
  await waitFor(() => expect(canvas.queryByRole("button", { name: "Mark Done" })).toBeNull());
  await expect(tone(canvas, "Selesai")).toBe("success");
  await expectShown(canvas, { noButtons: ["Reject"] });
});

/** The query cache holds the ticket's status: the new one shows as the call answers, before the refetch lands. */
export const MarkDoneShowsAtOnce = story(async (canvas, { db, mock }) => {
  const { no } = ticket(db, REGISTERED);
  await canvas.findByRole("heading", { name: no });
  // the ticket's refetch after the change takes 60 s: what shows meanwhile is the cache's
  mock.backend.faults.set("queueGet", { latencyMs: 60_000, times: 1 });
  await pressAndAnswer(canvas, "Mark Done", [`Tandai ${no} selesai?`, "Mark Done"]);
  await expectToast(`${no}: Queue marked as done`);
  await waitFor(() => expect(tone(canvas, "Selesai")).toBe("success"));
  await expectShown(canvas, { noButtons: ["Mark Done", "Reject"] });
});

/** Cancel on the question changes nothing: the ticket stays registered, the actions stay. */
export const MarkDoneCancelled = story(async (canvas, { db }) => {
  await pressAndAnswer(canvas, "Mark Done", [`Tandai ${ticket(db, REGISTERED).no} selesai?`, "Cancel"]);
  await expect(ticket(db, REGISTERED).status).toBe("registered");
  await expect(canvas.getByRole("button", { name: "Mark Done" })).toBeEnabled();
});

async function openReject(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole("button", { name: "Reject" }));
  return page().findByRole("alertdialog", { name: "Tolak antrean" });
}

export const RejectWithReason = story(async (canvas, { db }) => {
  const dialog = await openReject(canvas);
  await expect(dialog).toHaveTextContent("Silahkan pilih alasan penolakan");
  await expect(within(dialog).getByRole("button", { name: "Confirm" })).toBeDisabled();
  const reason = "KTP tidak sesuai dengan data pendaftaran";
  await fill(dialog, { "Alasan Penolakan": reason }, "Confirm");
  await expectToast("Queue has been rejected");
  await expect(ticket(db, REGISTERED)).toMatchObject({ status: "rejected" });
  await expectNoDialog();
  await waitFor(() => expectShown(canvas, { details: { "Alasan Penolakan": reason } }));
  await expect(tone(canvas, "Ditolak")).toBe("danger");
});

export const RejectDialogOpen = story(async (canvas) => void (await openReject(canvas)));

export const RejectCancelled = story(async (canvas) => {
  await pressAndAnswer(canvas, "Reject", ["Tolak antrean", "Cancel"]);
  await expect(canvas.getByRole("button", { name: "Reject" })).toBeVisible();
});

const alreadyDone = { queueMarkDone: { status: 409, code: "INVALID_TRANSITION", message: "Queue is already done" } } as const;
export const MarkDoneFails = story({ faults: alreadyDone }, async (canvas, { db }) => {
  const no = ticket(db, REGISTERED).no;
  await pressAndAnswer(canvas, "Mark Done", [`Tandai ${no} selesai?`, "Mark Done"]);
  await expectToast("Error", `${no} sudah diproses sebelumnya. Status terbarunya tampil di halaman ini.`, "destructive");
  // the ticket as the server has it (the refused call changed nothing here): still registered, the actions stay
  await expect(canvas.getByRole("button", { name: "Mark Done" })).toBeEnabled();
});

export const Done = story(`/queues/${DONE}`, async (canvas, { db }) => {
  await canvas.findByRole("heading", { name: ticket(db, DONE).no });
  await expect(tone(canvas, "Selesai")).toBe("success");
  await expectShown(canvas, { noButtons: ["Mark Done", "Reject"] });
});

export const Rejected = story(`/queues/${REJECTED}`, async (canvas, { db }) => {
  const t = ticket(db, REJECTED);
  await canvas.findByRole("heading", { name: t.no });
  await expect(tone(canvas, "Ditolak")).toBe("danger");
  await expectShown(canvas, { text: [t.rejection_reason?.reason ?? ""], noButtons: ["Mark Done"] });
});
export const Loading = states.loading;
export const NotFound = states.notFound;
export const Forbidden = states.forbidden;
