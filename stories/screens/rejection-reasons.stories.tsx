import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { expectRefused, expectShown, expectToast, fill, grid, pressAndAnswer, resourceStories } from "../frame";
import { rejectionReasons } from "../../src/features/rejection-reasons/resource";

/** 'Konfigurasi Alasan Penolakan' (docs/product.md §2) on the seeded mock (no tickets: every reason may be deleted). */
export default { title: "Screens/Config/Rejection reasons" } satisfies Meta;
const at = { persona: "konfigurator", tickets: 0, record: 1, missing: 99 } as const;
const { story, list, detail } = resourceStories(rejectionReasons, at);

const FIRST = "Dokumen tidak lengkap";
const THIRD = "Data KK tidak sesuai";

export const ListFilled = story(async (canvas) => {
  await expectShown(canvas, { heading: "Konfigurasi Alasan Penolakan" });
  const table = await grid(canvas, "Daftar alasan penolakan", FIRST);
  await expectShown(table, { columnOrder: ["Alasan", "Aksi"], links: { [`Lihat ${FIRST}`]: "/queues/rejection-reasons/1" } });
  await expectShown(canvas, { buttons: [`Hapus ${FIRST}`], links: { Tambah: "/queues/rejection-reasons/create" } });
});
export const ListLoading = list.loading;
export const ListEmpty = list.empty;
export const ListError = list.error;
export const ListForbidden = list.forbidden;

const QUESTION = "Hapus alasan penolakan?";

export const DeleteConfirmed = story(async (canvas, { db }) => {
  const says = `Alasan "${THIRD}" akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.`;
  await pressAndAnswer(canvas, `Hapus ${THIRD}`, [QUESTION, "Hapus", says]);
  await expectToast("Rejection reason deleted");
  await waitFor(() => expect(canvas.queryByRole("rowheader", { name: THIRD })).toBeNull());
  await expect(db.byId("rejectionReasons", 3)).toBeUndefined();
});

export const DeleteCancelled = story(async (canvas) => {
  await pressAndAnswer(canvas, `Hapus ${FIRST}`, [QUESTION, "Batal"]);
  await expect(canvas.getByRole("rowheader", { name: FIRST })).toBeVisible();
});

const inUse = { rejectionReasonDelete: { status: 409, message: "Rejection reason is used by rejected queues" } } as const;
export const DeleteFails = story({ faults: inUse }, async (canvas) => {
  await pressAndAnswer(canvas, `Hapus ${FIRST}`, [QUESTION, "Hapus"]);
  await expectToast("Error", "Rejection reason is used by rejected queues", "destructive");
});

const CREATE = "/queues/rejection-reasons/create";

export const CreateValidation = story(CREATE, async (canvas) => {
  await expectShown(canvas, { heading: "Tambah Alasan Penolakan" });
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
  await expectShown(canvas, { invalid: ["Alasan"], described: { Alasan: "Wajib diisi." } });
});

export const CreateSucceeds = story(CREATE, async (canvas, { db }) => {
  await fill(canvas, { Alasan: "Datang di luar jam sesi" }, "Simpan");
  await expectToast("Rejection Reason created successfully");
  await expect(db.all("rejectionReasons").at(-1)).toMatchObject({ reason: "Datang di luar jam sesi" });
  await expect(await canvas.findByRole("rowheader", { name: "Datang di luar jam sesi" })).toBeVisible();
});

const SAVED_OR_NOT =
  "Terjadi kesalahan di server. Perubahan mungkin sudah tersimpan. Periksa daftarnya di tab lain sebelum mengulanginya.";
const databaseDown = { rejectionReasonCreate: { status: 500, message: "Database unavailable" } } as const;
export const CreateFails = story({ route: CREATE, faults: databaseDown }, async (canvas) => {
  await fill(canvas, { Alasan: "Datang terlambat" }, "Simpan");
  // a 500 after a write: it may be saved, so no bare "try again" (docs/product.md §8.1)
  await expectRefused(canvas, SAVED_OR_NOT, { values: { Alasan: "Datang terlambat" } });
});

export const DetailFilled = story("/queues/rejection-reasons/2", async (canvas) => {
  const details = { Alasan: "KTP tidak sesuai dengan data pendaftaran" };
  await expectShown(canvas, { heading: "Detail Alasan Penolakan", details });
});
export const DetailLoading = detail.loading;
export const DetailError = detail.error;
export const DetailNotFound = detail.notFound;
