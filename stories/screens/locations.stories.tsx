import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dbOf, type AppStory } from "../frame/mock-app";
import { expectNoToast, expectToast, page, scene } from "../frame/play";
import { resourceStates } from "../frame/resource-states";
import { locations } from "../../src/features/locations/resource";

/** 'Konfigurasi Lokasi' (docs/product.md §2) in every state, on the seeded mock. */
const app = (route: string, more: Partial<AppStory> = {}): { parameters: { app: AppStory } } => ({
  parameters: { app: { route, persona: "konfigurator", ...more } },
});
const meta = { title: "Screens/Config/Locations", ...app("/queues/locations") } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { list, detail, edit } = resourceStates(locations, {
  persona: "konfigurator",
  list: "locationList",
  get: "locationGet",
  tables: ["locations"],
  record: 1,
  missing: 99,
});

const KRJ = "Pasar Jaya Kramat Jati";

// ---- list ---------------------------------------------------------------------------------------------------------

export const ListFilled: Story = {
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Lokasi" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Daftar lokasi" });
    for (const header of ["Nama", "Kode", "Deskripsi", "Aktif", "Dibuat", "Diubah"]) {
      await expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    await within(table).findByRole("rowheader", { name: KRJ });
    await expect(within(table).getByText("Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur")).toBeVisible();
    await expect(within(table).getAllByText("Budi Santoso").length).toBeGreaterThan(0);
    await expect(within(table).getByRole("switch", { name: `Aktif: ${KRJ}` })).toBeChecked();
    await expect(within(table).getByRole("switch", { name: "Aktif: Gudang Cakung" })).not.toBeChecked();
    await expect(within(table).getByRole("link", { name: `Lihat ${KRJ}` })).toHaveAttribute("href", "/queues/locations/1");
    await expect(within(table).getByRole("link", { name: `Ubah ${KRJ}` })).toHaveAttribute("href", "/queues/locations/1/edit");
    await expect(canvas.getByRole("link", { name: "Tambah" })).toHaveAttribute("href", "/queues/locations/create");
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  }),
};
export const ListLoading: Story = list.loading;
export const ListEmpty: Story = list.empty;
export const ListError: Story = list.error;
export const ListForbidden: Story = list.forbidden;

async function toggle(canvasElement: HTMLElement, name: string, dialogName: string, button: string) {
  const sw = await within(canvasElement).findByRole("switch", { name: `Aktif: ${name}` });
  await userEvent.click(sw);
  const dialog = await page().findByRole("alertdialog", { name: dialogName });
  await userEvent.click(within(dialog).getByRole("button", { name: button }));
  return { sw, dialog };
}

export const ArchiveConfirmed: Story = {
  play: scene(async (canvas, { loaded }) => {
    const sw = await canvas.findByRole("switch", { name: `Aktif: ${KRJ}` });
    await userEvent.click(sw);
    const dialog = await page().findByRole("alertdialog", { name: "Arsipkan lokasi?" });
    await expect(dialog).toHaveTextContent(`Lokasi ${KRJ} akan diarsipkan`);
    // nothing changes before the answer
    await expect(sw).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Arsipkan" }));
    await expectToast("Location archived");
    await expect(dbOf(loaded).byId("locations", 1)?.is_active).toBe(false);
    await waitFor(() => expect(canvas.getByRole("switch", { name: `Aktif: ${KRJ}` })).not.toBeChecked());
  }),
};

export const ActivateConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await toggle(canvasElement, "Gudang Cakung", "Aktifkan lokasi?", "Aktifkan");
    await expectToast("Location unarchived");
    await waitFor(() => expect(within(canvasElement).getByRole("switch", { name: "Aktif: Gudang Cakung" })).toBeChecked());
  },
};

export const ArchiveCancelled: Story = {
  play: async ({ canvasElement }) => {
    await toggle(canvasElement, "Pasar Jaya Cengkareng", "Arsipkan lokasi?", "Batal");
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await expect(within(canvasElement).getByRole("switch", { name: "Aktif: Pasar Jaya Cengkareng" })).toBeChecked();
    expectNoToast();
  },
};

export const ArchiveFails: Story = {
  ...app("/queues/locations", {
    faults: { locationArchive: { status: 409, code: "INVALID_TRANSITION", message: "Location is already archived" } },
  }),
  play: async ({ canvasElement }) => {
    await toggle(canvasElement, KRJ, "Arsipkan lokasi?", "Arsipkan");
    await expectToast("Error", "Location is already archived", "destructive");
    await expect(within(canvasElement).getByRole("switch", { name: `Aktif: ${KRJ}` })).toBeChecked();
  },
};

// ---- create -------------------------------------------------------------------------------------------------------

async function fillCreate(canvasElement: HTMLElement, name: string, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole("textbox", { name: /Nama/ }), name);
  if (code) await userEvent.type(canvas.getByRole("textbox", { name: /Kode/ }), code);
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
  return canvas;
}

export const CreateForm: Story = {
  ...app("/queues/locations/create"),
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Lokasi" })).toBeVisible();
    for (const name of [/Nama/, /Kode/, /Deskripsi/]) await expect(canvas.getByRole("textbox", { name })).toBeVisible();
  }),
};

export const CreateValidation: Story = {
  ...app("/queues/locations/create"),
  play: async ({ canvasElement }) => {
    const canvas = await fillCreate(canvasElement, "AB", "");
    const name = canvas.getByRole("textbox", { name: /Nama/ });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await expect(name).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveAccessibleDescription(/at least length 3/);
    // focus goes to the first invalid input; typing there clears its error
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, "C");
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

export const CreateSucceeds: Story = {
  ...app("/queues/locations/create"),
  play: async ({ canvasElement, loaded }) => {
    const canvas = await fillCreate(canvasElement, "Tanjung Priok", "TJP");
    await expectToast("Location created successfully");
    await expect(dbOf(loaded).find("locations", (l) => l.code === "TJP")).toMatchObject({
      name: "Tanjung Priok",
      description: null,
    });
    // back on the list, which shows the new row
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Lokasi" })).toBeVisible();
    await expect(await canvas.findByRole("rowheader", { name: "Tanjung Priok" })).toBeVisible();
  },
};

export const CreateConflict: Story = {
  ...app("/queues/locations/create"),
  play: async ({ canvasElement }) => {
    // KRJ is a seeded code: the mock answers 409
    const canvas = await fillCreate(canvasElement, "Kramat Jati 2", "KRJ");
    // the toast in the screen's language (ADR 312); the field says what is wrong
    await expectToast("Error", "Data belum disimpan. Perbaiki isian yang ditandai, lalu simpan lagi.", "destructive");
    // the form keeps what was typed
    await expect(canvas.getByRole("textbox", { name: /Nama/ })).toHaveValue("Kramat Jati 2");
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveValue("KRJ");
    // beside the field, in the screen's language (not 'The Kode is already taken')
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveAccessibleDescription(
      "Kode ini sudah dipakai lokasi lain. Pakai kode yang lain.",
    );
  },
};

export const CreateServerFieldErrors: Story = {
  ...app("/queues/locations/create", {
    faults: { locationCreate: { status: 422, message: "Invalid body" } },
  }),
  play: async ({ canvasElement }) => {
    await fillCreate(canvasElement, "Tanjung Priok", "TJP");
    await expectToast("Error", "Invalid body", "destructive");
    await expect(within(canvasElement).getByRole("textbox", { name: /Kode/ })).toHaveValue("TJP");
  },
};

// ---- edit ---------------------------------------------------------------------------------------------------------

export const EditFilled: Story = {
  ...app("/queues/locations/1/edit"),
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Ubah Lokasi" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: /Nama/ })).toHaveValue(KRJ);
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveValue("KRJ");
    const description = canvas.getByRole("textbox", { name: /Deskripsi/ });
    await expect(description.tagName).toBe("TEXTAREA");
    await expect(description).toHaveValue("Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur");
    await expect(canvas.getByRole("button", { name: "Ubah" })).toBeVisible();
  }),
};

export const EditSucceeds: Story = {
  ...app("/queues/locations/1/edit"),
  play: scene(async (canvas, { loaded }) => {
    const name = await canvas.findByRole("textbox", { name: /Nama/ });
    await waitFor(() => expect(name).toHaveValue(KRJ));
    await userEvent.clear(name);
    await userEvent.type(name, "Kramat Jati Baru");
    await userEvent.clear(canvas.getByRole("textbox", { name: /Deskripsi/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
    await expectToast("Success", "Location updated successfully");
    await expect(dbOf(loaded).byId("locations", 1)).toMatchObject({
      name: "Kramat Jati Baru",
      code: "KRJ",
      description: null,
    });
    await expect(await canvas.findByRole("rowheader", { name: "Kramat Jati Baru" })).toBeVisible();
  }),
};

export const EditFails: Story = {
  ...app("/queues/locations/1/edit"),
  play: scene(async (canvas) => {
    const code = await canvas.findByRole("textbox", { name: /Kode/ });
    await waitFor(() => expect(code).toHaveValue("KRJ"));
    await userEvent.clear(code);
    await userEvent.type(code, "CKR");
    await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
    await expectToast("Error", "Data belum disimpan. Perbaiki isian yang ditandai, lalu simpan lagi.", "destructive");
    await expect(canvas.getByRole("textbox", { name: /Kode/ })).toHaveValue("CKR");
  }),
};
export const EditLoading: Story = edit.loading;
export const EditNotFound: Story = edit.notFound;

// ---- detail -------------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  ...app("/queues/locations/8"),
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Detail Lokasi" })).toBeVisible();
    await canvas.findByText("Gudang Cakung", { selector: "dd" });
    for (const [label, value] of [
      ["Nama", "Gudang Cakung"],
      ["Kode", "CKG"],
      ["Deskripsi", "Tidak lagi melayani pengambilan"],
      ["Status", "Diarsipkan"],
      ["Dibuat pada", "2025-11-10 09:00:00"],
      ["Dibuat oleh", "Budi Santoso"],
      ["Diubah pada", "2025-11-10 09:00:00"],
      ["Diubah oleh", "Budi Santoso"],
    ] as const) {
      await expect(canvas.getByText(label, { selector: "dt" }).nextElementSibling).toHaveTextContent(value);
    }
    await expect(canvas.getByRole("link", { name: "Ubah" })).toHaveAttribute("href", "/queues/locations/8/edit");
  }),
};
export const DetailLoading: Story = detail.loading;
export const DetailError: Story = detail.error;
export const DetailForbidden: Story = detail.forbidden;
