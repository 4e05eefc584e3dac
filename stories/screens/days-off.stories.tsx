import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { at, dbOf } from "../frame/mock-app";
import { choose, currentUrl, expectDetails, expectToast, page, scene } from "../frame/play";
import { resourceStates } from "../frame/resource-states";
import { daysOff } from "../../src/features/days-off/resource";

/**
 * 'Konfigurasi Hari Libur' (docs/product.md §2) on the seeded mock, the clock on Tuesday 2026-03-10: day off 1 is
 * tomorrow at Cengkareng, 2 tomorrow at Pasar Minggu (archived), 3 next week at Tanah Abang, 4 two weeks ago at Kramat Jati.
 */
const meta = { title: "Screens/Config/Days off", ...at("/queues/days-off", "konfigurator") } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { list, detail } = resourceStates(daysOff, {
  persona: "konfigurator",
  list: "dayOffList",
  get: "dayOffGet",
  tables: ["daysOff"],
  record: 1,
  missing: 99,
});

const FIRST = "2026-03-11, Pasar Jaya Cengkareng";
const ARCHIVED = "2026-03-11, Pasar Jaya Pasar Minggu";

export const ListFilled: Story = {
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Hari Libur" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Daftar hari libur" });
    for (const header of ["Tanggal", "Lokasi", "Keterangan", "Aktif", "Dibuat", "Diubah"]) {
      await expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    await expect((await within(table).findAllByRole("rowheader", { name: "2026-03-11" }))[0]).toBeVisible();
    await expect(within(table).getByText("Libur operasional: stock opname gudang")).toBeVisible();
    await expect(within(table).getByRole("switch", { name: `Aktif: ${FIRST}` })).toBeChecked();
    await expect(within(table).getByRole("switch", { name: `Aktif: ${ARCHIVED}` })).not.toBeChecked();
    await expect(within(table).getByRole("link", { name: `Lihat ${FIRST}` })).toHaveAttribute("href", "/queues/days-off/1");
    await expect(within(table).getByRole("button", { name: `Hapus ${FIRST}` })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Tambah" })).toHaveAttribute("href", "/queues/days-off/create");
  }),
};

export const ListFiltered: Story = {
  play: scene(async (canvas, { canvasElement }) => {
    const table = await canvas.findByRole("grid", { name: "Daftar hari libur" });
    await within(table).findByText("Cuti bersama");
    const search = canvas.getByRole("search", { name: "Filter hari libur" });
    await waitFor(() => expect(within(search).getByRole("button", { name: /Lokasi/ })).toBeEnabled());
    await choose(search, /Lokasi/, "Pasar Jaya Pasar Minggu (PSM)");
    await userEvent.type(within(search).getByLabelText("Tanggal"), "2026-03-11");
    await userEvent.click(within(search).getByRole("button", { name: "Cari" }));
    await waitFor(() =>
      expect(currentUrl(canvasElement)).toMatch(/location_id=3.*date=2026-03-11|date=2026-03-11.*location_id=3/),
    );
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    await expect(within(table).getByText("Perbaikan listrik (dibatalkan)")).toBeVisible();
    // Reset brings every day off back
    await userEvent.click(
      within(canvas.getByRole("search", { name: "Filter hari libur" })).getByRole("button", { name: "Reset" }),
    );
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(5));
  }),
};
export const ListLoading: Story = list.loading;
export const ListEmpty: Story = list.empty;
export const ListError: Story = list.error;
export const ListForbidden: Story = list.forbidden;

async function confirm(name: string, button: string) {
  const dialog = await page().findByRole("alertdialog", { name });
  await userEvent.click(within(dialog).getByRole("button", { name: button }));
  return dialog;
}

export const ArchiveActivateDelete: Story = {
  play: scene(async (canvas, { loaded }) => {
    await userEvent.click(await canvas.findByRole("switch", { name: `Aktif: ${FIRST}` }));
    await confirm("Arsipkan hari libur?", "Arsipkan");
    await expectToast("Day off archived");
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await userEvent.click(canvas.getByRole("switch", { name: `Aktif: ${ARCHIVED}` }));
    await confirm("Aktifkan hari libur?", "Aktifkan");
    await expectToast("Day off unarchived");
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Hapus 2026-03-17, Pasar Jaya Tanah Abang" }));
    const dialog = await page().findByRole("alertdialog", { name: "Hapus hari libur?" });
    await expect(dialog).toHaveTextContent("dihapus permanen. Tindakan ini tidak dapat dibatalkan.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hapus" }));
    await expectToast("Day off deleted");
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Hapus 2026-03-17, Pasar Jaya Tanah Abang" })).toBeNull());
    const db = dbOf(loaded);
    await expect([db.byId("daysOff", 1)?.is_active, db.byId("daysOff", 2)?.is_active, db.byId("daysOff", 3)]).toEqual([
      false,
      true,
      undefined,
    ]);
  }),
};

export const DeleteDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: `Hapus ${FIRST}` }));
    await page().findByRole("alertdialog", { name: "Hapus hari libur?" });
  },
};

export const DeleteFails: Story = {
  ...at("/queues/days-off", "konfigurator", { faults: { dayOffDelete: { status: 404, message: "Day off not found" } } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: `Hapus ${FIRST}` }));
    await confirm("Hapus hari libur?", "Hapus");
    await expectToast("Error", "Day off not found", "destructive");
  },
};

// ---- create -------------------------------------------------------------------------------------------------------

async function fillDayOff(canvasElement: HTMLElement, location: string, date: string, details: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole("heading", { level: 1, name: "Tambah Hari Libur" });
  await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toBeEnabled());
  await choose(canvasElement, /Lokasi/, location);
  await userEvent.type(canvas.getByLabelText(/Tanggal/), date);
  await userEvent.type(canvas.getByRole("textbox", { name: /Keterangan/ }), details);
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
  return canvas;
}

export const CreateValidation: Story = {
  ...at("/queues/days-off/create", "konfigurator"),
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Hari Libur" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(canvas.getByLabelText(/Tanggal/)).toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.getByRole("button", { name: /Lokasi/ }).closest("[data-invalid]")).not.toBeNull();
  }),
};

export const CreateSucceeds: Story = {
  ...at("/queues/days-off/create", "konfigurator"),
  play: async ({ canvasElement, loaded }) => {
    const canvas = await fillDayOff(canvasElement, "Pasar Jaya Kramat Jati (KRJ)", "2026-06-06", "Idul Adha");
    await expectToast("Day Off created successfully");
    await expect(dbOf(loaded).all("daysOff").at(-1)).toMatchObject({
      location_id: 1,
      date: "2026-06-06",
      details: "Idul Adha",
    });
    await expect(await canvas.findByText("Idul Adha")).toBeVisible();
  },
};

export const CreateFails: Story = {
  ...at("/queues/days-off/create", "konfigurator", {
    faults: { dayOffCreate: { status: 409, message: "Day off already exists" } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillDayOff(canvasElement, "Pasar Jaya Cengkareng (CKR)", "2026-03-11", "Libur");
    await expectToast("Error", "Day off already exists", "destructive");
    await expect(canvas.getByLabelText(/Tanggal/)).toHaveValue("2026-03-11");
    await expect(canvas.getByRole("textbox", { name: /Keterangan/ })).toHaveValue("Libur");
  },
};

// ---- detail -------------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  ...at("/queues/days-off/1", "konfigurator"),
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Detail Hari Libur" })).toBeVisible();
    await canvas.findByText("Libur operasional: stock opname gudang");
    await expectDetails(canvasElement, [
      ["Tanggal", "2026-03-11"],
      ["Keterangan", "Libur operasional: stock opname gudang"],
      ["Lokasi", "Pasar Jaya Cengkareng"],
      ["Dibuat pada", "2025-11-10 09:00:00"],
      ["Dibuat oleh", "Budi Santoso"],
      ["Diubah pada", "2025-11-10 09:00:00"],
      ["Diubah oleh", "Budi Santoso"],
    ]);
  }),
};
export const DetailLoading: Story = detail.loading;
export const DetailForbidden: Story = detail.forbidden;
export const DetailNotFound: Story = detail.notFound;
