import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  expectNoToast,
  expectShown,
  expectToast,
  page,
  resourceStates,
  screenStories,
  SEEDED_AUDIT,
  type Canvas,
} from "../frame";
import { locations } from "../../src/features/locations/resource";

/** 'Konfigurasi Lokasi' (docs/product.md §2) in every state, on the seeded mock. */
export default { title: "Screens/Config/Locations" } satisfies Meta;
const story = screenStories({ route: "/queues/locations", persona: "konfigurator" });
const { list, detail, edit } = resourceStates(locations, {
  persona: "konfigurator",
  list: "locationList",
  get: "locationGet",
  tables: ["locations"],
  record: 1,
  missing: 99,
});

const KRJ = "Pasar Jaya Kramat Jati";
const NOT_SAVED = "Data belum disimpan. Perbaiki isian yang ditandai, lalu simpan lagi.";

// ---- list ---------------------------------------------------------------------------------------------------------

export const ListFilled = story(async (canvas) => {
  await expectShown(canvas, { heading: "Konfigurasi Lokasi" });
  const table = within(await canvas.findByRole("grid", { name: "Daftar lokasi" }));
  await table.findByRole("rowheader", { name: KRJ });
  await expectShown(table, {
    columns: ["Nama", "Kode", "Deskripsi", "Aktif", "Dibuat", "Diubah"],
    text: ["Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur", "Budi Santoso"],
    switches: { [`Aktif: ${KRJ}`]: true, "Aktif: Gudang Cakung": false },
    links: { [`Lihat ${KRJ}`]: "/queues/locations/1", [`Ubah ${KRJ}`]: "/queues/locations/1/edit" },
  });
  await expectShown(canvas, { links: { Tambah: "/queues/locations/create" }, visible: [["navigation", "Pagination"]] });
});
export const ListLoading = list.loading;
export const ListEmpty = list.empty;
export const ListError = list.error;
export const ListForbidden = list.forbidden;

/** Flips a location's switch and answers its question with `button`. */
async function toggle(canvas: Canvas, name: string, question: string, button: string) {
  await userEvent.click(await canvas.findByRole("switch", { name: `Aktif: ${name}` }));
  const dialog = await page().findByRole("alertdialog", { name: question });
  await userEvent.click(within(dialog).getByRole("button", { name: button }));
  return dialog;
}

export const ArchiveConfirmed = story(async (canvas, { db }) => {
  const sw = await canvas.findByRole("switch", { name: `Aktif: ${KRJ}` });
  await userEvent.click(sw);
  const dialog = await page().findByRole("alertdialog", { name: "Arsipkan lokasi?" });
  await expect(dialog).toHaveTextContent(`Lokasi ${KRJ} akan diarsipkan`);
  // nothing changes before the answer
  await expect(sw).toBeChecked();
  await userEvent.click(within(dialog).getByRole("button", { name: "Arsipkan" }));
  await expectToast("Location archived");
  await expect(db.byId("locations", 1)?.is_active).toBe(false);
  await waitFor(() => expect(canvas.getByRole("switch", { name: `Aktif: ${KRJ}` })).not.toBeChecked());
});

export const ActivateConfirmed = story(async (canvas) => {
  await toggle(canvas, "Gudang Cakung", "Aktifkan lokasi?", "Aktifkan");
  await expectToast("Location unarchived");
  await waitFor(() => expect(canvas.getByRole("switch", { name: "Aktif: Gudang Cakung" })).toBeChecked());
});

export const ArchiveCancelled = story(async (canvas) => {
  await toggle(canvas, "Pasar Jaya Cengkareng", "Arsipkan lokasi?", "Batal");
  await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
  await expect(canvas.getByRole("switch", { name: "Aktif: Pasar Jaya Cengkareng" })).toBeChecked();
  expectNoToast();
});

const alreadyArchived = { status: 409, code: "INVALID_TRANSITION", message: "Location is already archived" } as const;
export const ArchiveFails = story({ faults: { locationArchive: alreadyArchived } }, async (canvas) => {
  await toggle(canvas, KRJ, "Arsipkan lokasi?", "Arsipkan");
  await expectToast("Error", "Location is already archived", "destructive");
  await expect(canvas.getByRole("switch", { name: `Aktif: ${KRJ}` })).toBeChecked();
});

// ---- create -------------------------------------------------------------------------------------------------------

const CREATE = "/queues/locations/create";
async function fillCreate(canvas: Canvas, name: string, code: string) {
  await userEvent.type(await canvas.findByRole("textbox", { name: /Nama/ }), name);
  if (code) await userEvent.type(canvas.getByRole("textbox", { name: /Kode/ }), code);
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
}

export const CreateForm = story(CREATE, async (canvas) => {
  await expectShown(canvas, {
    heading: "Tambah Lokasi",
    visible: [/Nama/, /Kode/, /Deskripsi/].map((n) => ["textbox", n] as const),
  });
});

export const CreateValidation = story(CREATE, async (canvas) => {
  await fillCreate(canvas, "AB", "");
  const name = canvas.getByRole("textbox", { name: /Nama/ });
  await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
  await expect(name).toHaveAccessibleDescription(/at least length 3/);
  await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveAccessibleDescription(/at least length 3/);
  // focus goes to the first invalid input; typing there clears its error
  await waitFor(() => expect(name).toHaveFocus());
  await userEvent.type(name, "C");
  await expect(name).not.toHaveAttribute("aria-invalid");
});

export const CreateSucceeds = story(CREATE, async (canvas, { db }) => {
  await fillCreate(canvas, "Tanjung Priok", "TJP");
  await expectToast("Location created successfully");
  await expect(db.find("locations", (l) => l.code === "TJP")).toMatchObject({ name: "Tanjung Priok", description: null });
  // back on the list, which shows the new row
  await expectShown(canvas, { heading: "Konfigurasi Lokasi" });
  await expect(await canvas.findByRole("rowheader", { name: "Tanjung Priok" })).toBeVisible();
});

export const CreateConflict = story(CREATE, async (canvas) => {
  // KRJ is a seeded code: the mock answers 409
  await fillCreate(canvas, "Kramat Jati 2", "KRJ");
  // the toast in the screen's language (ADR 312); the field says what is wrong
  await expectToast("Error", NOT_SAVED, "destructive");
  // the form keeps what was typed
  await expectShown(canvas, {
    values: [
      [/Nama/, "Kramat Jati 2"],
      [/Kode/, "KRJ"],
    ],
  });
  // beside the field, in the screen's language (not 'The Kode is already taken')
  await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveAccessibleDescription(
    "Kode ini sudah dipakai lokasi lain. Pakai kode yang lain.",
  );
});

const invalidBody = { locationCreate: { status: 422, message: "Invalid body" } } as const;
export const CreateServerFieldErrors = story({ route: CREATE, faults: invalidBody }, async (canvas) => {
  await fillCreate(canvas, "Tanjung Priok", "TJP");
  await expectToast("Error", "Invalid body", "destructive");
  await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveValue("TJP");
});

// ---- edit ---------------------------------------------------------------------------------------------------------

const EDIT = "/queues/locations/1/edit";
export const EditFilled = story(EDIT, async (canvas) => {
  await expectShown(canvas, { heading: "Ubah Lokasi" });
  await expect(await canvas.findByRole("textbox", { name: /Nama/ })).toHaveValue(KRJ);
  const description = canvas.getByRole("textbox", { name: /Deskripsi/ });
  await expect(description.tagName).toBe("TEXTAREA");
  await expectShown(canvas, {
    values: [
      [/Kode/, "KRJ"],
      [/Deskripsi/, "Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur"],
    ],
    visible: [["button", "Ubah"]],
  });
});

export const EditSucceeds = story(EDIT, async (canvas, { db }) => {
  const name = await canvas.findByRole("textbox", { name: /Nama/ });
  await waitFor(() => expect(name).toHaveValue(KRJ));
  await userEvent.clear(name);
  await userEvent.type(name, "Kramat Jati Baru");
  await userEvent.clear(canvas.getByRole("textbox", { name: /Deskripsi/ }));
  await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
  await expectToast("Success", "Location updated successfully");
  await expect(db.byId("locations", 1)).toMatchObject({ name: "Kramat Jati Baru", code: "KRJ", description: null });
  await expect(await canvas.findByRole("rowheader", { name: "Kramat Jati Baru" })).toBeVisible();
});

export const EditFails = story(EDIT, async (canvas) => {
  const code = await canvas.findByRole("textbox", { name: /Kode/ });
  await waitFor(() => expect(code).toHaveValue("KRJ"));
  await userEvent.clear(code);
  await userEvent.type(code, "CKR");
  await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
  await expectToast("Error", NOT_SAVED, "destructive");
  await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveValue("CKR");
});
export const EditLoading = edit.loading;
export const EditNotFound = edit.notFound;

// ---- detail -------------------------------------------------------------------------------------------------------

export const DetailFilled = story("/queues/locations/8", async (canvas) => {
  await expectShown(canvas, { heading: "Detail Lokasi" });
  await canvas.findByText("Gudang Cakung", { selector: "dd" });
  await expectShown(canvas, {
    details: {
      Nama: "Gudang Cakung",
      Kode: "CKG",
      Deskripsi: "Tidak lagi melayani pengambilan",
      Status: "Diarsipkan",
      ...SEEDED_AUDIT,
    },
    links: { Ubah: "/queues/locations/8/edit" },
  });
});
export const DetailLoading = detail.loading;
export const DetailError = detail.error;
export const DetailForbidden = detail.forbidden;
