import type { Meta } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { answer, expectNoToast, expectRefused, expectShown, expectToast, fill, flipActive, grid, toggle } from "../frame";
import { resourceStories, refill, SEEDED_AUDIT } from "../frame";
import { locations } from "../../src/features/locations/resource";

/** 'Konfigurasi Lokasi' (docs/product.md §2) in every state, on the seeded mock. */
export default { title: "Screens/Config/Locations" } satisfies Meta;
const { story, list, detail, edit } = resourceStories(locations, { persona: "konfigurator", record: 1, missing: 99 });

const KRJ = "Pasar Jaya Kramat Jati";
const KRJ_ADDRESS = "Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur";
const NOT_SAVED = "Data belum disimpan. Perbaiki isian yang ditandai, lalu simpan lagi.";

export const ListFilled = story(async (canvas) => {
  await expectShown(canvas, { heading: "Konfigurasi Lokasi" });
  await expectShown(await grid(canvas, "Daftar lokasi", KRJ), {
    columnOrder: ["Nama", "Kode", "Deskripsi", "Aktif", "Dibuat", "Diubah", "Aksi"],
    text: [KRJ_ADDRESS, "Budi Santoso"],
    switches: { [`Aktif: ${KRJ}`]: true, "Aktif: Gudang Cakung": false },
    links: { [`Lihat ${KRJ}`]: "/queues/locations/1", [`Ubah ${KRJ}`]: "/queues/locations/1/edit" },
  });
  await expectShown(canvas, { links: { Tambah: "/queues/locations/create" }, visible: [["navigation", "Halaman daftar"]] });
});
export const ListLoading = list.loading;
export const ListEmpty = list.empty;
export const ListError = list.error;
export const ListForbidden = list.forbidden;

export const ArchiveConfirmed = story(async (canvas, { db }) => {
  await flipActive(canvas, KRJ);
  // nothing changes before the answer
  await expect(canvas.getByRole("switch", { name: `Aktif: ${KRJ}` })).toBeChecked();
  await answer("Arsipkan lokasi?", "Arsipkan", `Lokasi ${KRJ} akan diarsipkan`);
  await expectToast("Location archived");
  await expect(db.byId("locations", 1)?.is_active).toBe(false);
  await waitFor(() => expect(canvas.getByRole("switch", { name: `Aktif: ${KRJ}` })).not.toBeChecked());
});

export const ActivateConfirmed = story((canvas) =>
  toggle(canvas, "Gudang Cakung", ["Aktifkan lokasi?", "Aktifkan"], "Location unarchived", true),
);

export const ArchiveCancelled = story(async (canvas) => {
  await toggle(canvas, "Pasar Jaya Cengkareng", ["Arsipkan lokasi?", "Batal"]);
  await expect(canvas.getByRole("switch", { name: "Aktif: Pasar Jaya Cengkareng" })).toBeChecked();
  expectNoToast();
});

const alreadyArchived = { status: 409, code: "INVALID_TRANSITION", message: "Location is already archived" } as const;
export const ArchiveFails = story({ faults: { locationArchive: alreadyArchived } }, async (canvas) => {
  await toggle(canvas, KRJ, ["Arsipkan lokasi?", "Arsipkan"]);
  await expectRefused(canvas, "Location is already archived", { switches: { [`Aktif: ${KRJ}`]: true } });
});

const CREATE = "/queues/locations/create";

export const CreateForm = story(CREATE, async (canvas) => {
  await expectShown(canvas, {
    heading: "Tambah Lokasi",
    visible: [/Nama/, /Kode/, /Deskripsi/].map((n) => ["textbox", n] as const),
  });
});

export const CreateValidation = story(CREATE, async (canvas) => {
  await fill(canvas, { Nama: "AB" }, "Simpan");
  // focus goes to the first invalid input; typing there clears its error
  // a text too short says its least length; one left empty says to fill it in
  const described = { Nama: "Nama harus berisi minimal 3 karakter.", Kode: "Wajib diisi." };
  await expectShown(canvas, { invalid: ["Nama"], described, focused: "Nama" });
  await fill(canvas, { Nama: "C" });
  await expect(canvas.getByRole("textbox", { name: /Nama/ })).not.toHaveAttribute("aria-invalid");
});

export const CreateSucceeds = story(CREATE, async (canvas, { db }) => {
  await fill(canvas, { Nama: "Tanjung Priok", Kode: "TJP" }, "Simpan");
  await expectToast("Location created successfully");
  await expect(db.find("locations", (l) => l.code === "TJP")).toMatchObject({ name: "Tanjung Priok", description: null });
  // back on the list, which shows the new row
  await expectShown(canvas, { heading: "Konfigurasi Lokasi" });
  await expect(await canvas.findByRole("rowheader", { name: "Tanjung Priok" })).toBeVisible();
});

export const CreateConflict = story(CREATE, async (canvas) => {
  // KRJ is a seeded code: the mock answers 409
  await fill(canvas, { Nama: "Kramat Jati 2", Kode: "KRJ" }, "Simpan");
  // the toast in the screen's language (ADR 806); the field says what is wrong
  // the form keeps what was typed
  // beside the field, in the screen's language (not 'The Kode is already taken')
  const described = { Kode: "Kode ini sudah dipakai lokasi lain. Pakai kode yang lain." };
  await expectRefused(canvas, NOT_SAVED, { values: { Nama: "Kramat Jati 2", Kode: "KRJ" }, described });
});

const invalidBody = { locationCreate: { status: 422, message: "Invalid body" } } as const;
export const CreateServerFieldErrors = story({ route: CREATE, faults: invalidBody }, async (canvas) => {
  await fill(canvas, { Nama: "Tanjung Priok", Kode: "TJP" }, "Simpan");
  await expectRefused(canvas, "Invalid body", { values: { Kode: "TJP" } });
});

const EDIT = "/queues/locations/1/edit";
export const EditFilled = story(EDIT, async (canvas) => {
  const values = { Nama: KRJ, Kode: "KRJ", Deskripsi: KRJ_ADDRESS };
  await expectShown(canvas, { heading: "Ubah Lokasi", values, buttons: ["Ubah"] });
  await expect(canvas.getByRole("textbox", { name: /Deskripsi/ }).tagName).toBe("TEXTAREA");
});

export const EditSucceeds = story(EDIT, async (canvas, { db }) => {
  await refill(canvas, { Nama: [KRJ, "Kramat Jati Baru"], Deskripsi: [KRJ_ADDRESS, ""] }, "Ubah");
  await expectToast("Success", "Location updated successfully");
  await expect(db.byId("locations", 1)).toMatchObject({ name: "Kramat Jati Baru", code: "KRJ", description: null });
  await expect(await canvas.findByRole("rowheader", { name: "Kramat Jati Baru" })).toBeVisible();
});

export const EditFails = story(EDIT, async (canvas) => {
  await refill(canvas, { Kode: ["KRJ", "CKR"] }, "Ubah");
  await expectRefused(canvas, NOT_SAVED, { values: { Kode: "CKR" } });
});
export const EditLoading = edit.loading;
export const EditNotFound = edit.notFound;

export const DetailFilled = story("/queues/locations/8", async (canvas) => {
  const shown = { Nama: "Gudang Cakung", Kode: "CKG", Deskripsi: "Tidak lagi melayani pengambilan", Status: "Diarsipkan" };
  await expectShown(canvas, {
    heading: "Detail Lokasi",
    details: { ...shown, ...SEEDED_AUDIT },
    links: { Ubah: "/queues/locations/8/edit" },
  });
});
export const DetailLoading = detail.loading;
export const DetailError = detail.error;
export const DetailForbidden = detail.forbidden;
