import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectShown, expectToast, page, resourceStates, screenStories, type Canvas } from "../frame";
import { rejectionReasons } from "../../src/features/rejection-reasons/resource";

/** 'Konfigurasi Alasan Penolakan' (docs/product.md §2) on the seeded mock (no tickets: every reason may be deleted). */
export default { title: "Screens/Config/Rejection reasons" } satisfies Meta;
const story = screenStories({ route: "/queues/rejection-reasons", persona: "konfigurator", tickets: 0 });
const { list, detail } = resourceStates(rejectionReasons, {
  persona: "konfigurator",
  list: "rejectionReasonList",
  get: "rejectionReasonGet",
  tables: ["rejectionReasons"],
  record: 1,
  missing: 99,
});

const FIRST = "Dokumen tidak lengkap";
const THIRD = "Data KK tidak sesuai";

export const ListFilled = story(async (canvas) => {
  await expectShown(canvas, { heading: "Konfigurasi Alasan Penolakan" });
  const table = within(await canvas.findByRole("grid", { name: "Daftar alasan penolakan" }));
  await expect(await table.findByRole("rowheader", { name: FIRST })).toBeVisible();
  await expectShown(table, { columns: ["Alasan"], links: { [`Lihat ${FIRST}`]: "/queues/rejection-reasons/1" } });
  await expectShown(canvas, { visible: [["button", `Hapus ${FIRST}`]], links: { Tambah: "/queues/rejection-reasons/create" } });
});
export const ListLoading = list.loading;
export const ListEmpty = list.empty;
export const ListError = list.error;
export const ListForbidden = list.forbidden;

async function askDelete(canvas: Canvas, reason: string) {
  await userEvent.click(await canvas.findByRole("button", { name: `Hapus ${reason}` }));
  return page().findByRole("alertdialog", { name: "Hapus alasan penolakan?" });
}

export const DeleteConfirmed = story(async (canvas, { db }) => {
  const dialog = await askDelete(canvas, THIRD);
  const question = `Alasan "${THIRD}" akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.`;
  await expect(dialog).toHaveTextContent(question);
  await userEvent.click(within(dialog).getByRole("button", { name: "Hapus" }));
  await expectToast("Rejection reason deleted");
  await waitFor(() => expect(canvas.queryByRole("rowheader", { name: THIRD })).toBeNull());
  await expect(db.byId("rejectionReasons", 3)).toBeUndefined();
});

export const DeleteCancelled = story(async (canvas) => {
  await userEvent.click(within(await askDelete(canvas, FIRST)).getByRole("button", { name: "Batal" }));
  await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
  await expect(canvas.getByRole("rowheader", { name: FIRST })).toBeVisible();
});

const inUse = { rejectionReasonDelete: { status: 409, message: "Rejection reason is used by rejected queues" } } as const;
export const DeleteFails = story({ faults: inUse }, async (canvas) => {
  await userEvent.click(within(await askDelete(canvas, FIRST)).getByRole("button", { name: "Hapus" }));
  await expectToast("Error", "Rejection reason is used by rejected queues", "destructive");
});

const CREATE = "/queues/rejection-reasons/create";
async function submitReason(canvas: Canvas, reason: string) {
  await userEvent.type(await canvas.findByRole("textbox", { name: /Alasan/ }), reason);
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
}

export const CreateValidation = story(CREATE, async (canvas) => {
  await expectShown(canvas, { heading: "Tambah Alasan Penolakan" });
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
  const reason = canvas.getByRole("textbox", { name: /Alasan/ });
  await waitFor(() => expect(reason).toHaveAttribute("aria-invalid", "true"));
  await expect(reason).toHaveAccessibleDescription(/non-empty|at least length 1/);
});

export const CreateSucceeds = story(CREATE, async (canvas, { db }) => {
  await submitReason(canvas, "Datang di luar jam sesi");
  await expectToast("Rejection Reason created successfully");
  await expect(db.all("rejectionReasons").at(-1)).toMatchObject({ reason: "Datang di luar jam sesi" });
  await expect(await canvas.findByRole("rowheader", { name: "Datang di luar jam sesi" })).toBeVisible();
});

const databaseDown = { rejectionReasonCreate: { status: 500, message: "Database unavailable" } } as const;
export const CreateFails = story({ route: CREATE, faults: databaseDown }, async (canvas) => {
  await submitReason(canvas, "Datang terlambat");
  await expectToast("Error", "Server sedang sibuk. Tunggu sebentar, lalu coba lagi.", "destructive");
  await expect(canvas.getByRole("textbox", { name: /Alasan/ })).toHaveValue("Datang terlambat");
});

export const DetailFilled = story("/queues/rejection-reasons/2", async (canvas) => {
  await expectShown(canvas, { heading: "Detail Alasan Penolakan" });
  await canvas.findByText("KTP tidak sesuai dengan data pendaftaran");
  await expectShown(canvas, { details: { Alasan: "KTP tidak sesuai dengan data pendaftaran" } });
});
export const DetailLoading = detail.loading;
export const DetailError = detail.error;
export const DetailNotFound = detail.notFound;
