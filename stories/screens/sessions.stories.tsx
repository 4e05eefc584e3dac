import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { at, patchRows, dbOf } from "../frame/mock-app";
import { choose, currentUrl, expectDetails, expectNoToast, expectToast, page, scene, timeInputs } from "../frame/play";
import { resourceStates } from "../frame/resource-states";
import { sessions } from "../../src/features/sessions/resource";

/** 'Konfigurasi Sesi' (docs/product.md §2) on the seeded mock: sessions 1–18 are Monday–Saturday at Kramat Jati. */
const meta = {
  title: "Screens/Config/Sessions",
  ...at("/queues/sessions", "konfigurator", { data: patchRows("sessions", [8], { is_active: false }) }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { list, detail, edit } = resourceStates(sessions, {
  persona: "konfigurator",
  list: "sessionList",
  get: "sessionGet",
  tables: ["sessions"],
  record: 1,
  missing: 999,
});

const MON = "Senin 07:00:00-09:00:00, Pasar Jaya Kramat Jati";
const WED = "Rabu 09:00:00-11:00:00, Pasar Jaya Kramat Jati";
const KRJ = "Pasar Jaya Kramat Jati (KRJ)";

export const ListFilled: Story = {
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Sesi" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Daftar sesi" });
    for (const header of ["Hari", "Lokasi", "Jam mulai", "Jam selesai", "Kuota", "Aktif", "Dibuat", "Diubah"]) {
      await expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    // weekday names in Indonesian (docs/product.md §2, §9)
    for (const day of ["Senin", "Selasa", "Rabu"]) await expect((await within(table).findAllByText(day))[0]).toBeVisible();
    await expect(within(table).getAllByText("Pasar Jaya Kramat Jati").length).toBeGreaterThan(1);
    await expect(within(table).getAllByText("13:00:00")[0]).toBeVisible();
    await expect(within(table).getByRole("switch", { name: `Aktif: ${MON}` })).toBeChecked();
    await expect(within(table).getByRole("switch", { name: `Aktif: ${WED}` })).not.toBeChecked();
    await expect(within(table).getByRole("link", { name: `Lihat ${MON}` })).toHaveAttribute("href", "/queues/sessions/1");
    await expect(within(table).getByRole("link", { name: `Ubah ${MON}` })).toHaveAttribute("href", "/queues/sessions/1/edit");
    await expect(canvas.getByRole("link", { name: "Tambah" })).toHaveAttribute("href", "/queues/sessions/create");
  }),
};

export const ListFilteredByLocation: Story = {
  play: scene(async (canvas, { canvasElement }) => {
    await canvas.findByRole("grid", { name: "Daftar sesi" });
    const search = canvas.getByRole("search", { name: "Filter sesi" });
    await waitFor(() => expect(within(search).getByRole("button", { name: /Lokasi/ })).toBeEnabled());
    await choose(search, /Lokasi/, "Pasar Jaya Cengkareng (CKR)");
    await userEvent.click(within(search).getByRole("button", { name: "Cari" }));
    await waitFor(() => expect(currentUrl(canvasElement)).toContain("location_id=2"));
    const table = canvas.getByRole("grid", { name: "Daftar sesi" });
    await waitFor(() => expect(within(table).queryByText("Pasar Jaya Kramat Jati")).toBeNull());
    await expect(within(table).getAllByText("Pasar Jaya Cengkareng")[0]).toBeVisible();
  }),
};
export const ListLoading: Story = list.loading;
export const ListEmpty: Story = list.empty;
export const ListError: Story = list.error;
export const ListForbidden: Story = list.forbidden;

export const ArchiveAndActivate: Story = {
  play: scene(async (canvas, { loaded }) => {
    await userEvent.click(await canvas.findByRole("switch", { name: `Aktif: ${MON}` }));
    let dialog = await page().findByRole("alertdialog", { name: "Arsipkan sesi?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Arsipkan" }));
    await expectToast("Session archived");
    await waitFor(() => expect(canvas.getByRole("switch", { name: `Aktif: ${MON}` })).not.toBeChecked());
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await userEvent.click(canvas.getByRole("switch", { name: `Aktif: ${WED}` }));
    dialog = await page().findByRole("alertdialog", { name: "Aktifkan sesi?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Aktifkan" }));
    await expectToast("Session unarchived");
    const db = dbOf(loaded);
    await expect([db.byId("sessions", 1)?.is_active, db.byId("sessions", 8)?.is_active]).toEqual([false, true]);
  }),
};

// ---- create -------------------------------------------------------------------------------------------------------

async function fillSession(
  canvasElement: HTMLElement,
  location: string,
  day: string,
  [from, to]: [string, string],
  quota: string,
) {
  const canvas = within(canvasElement);
  await canvas.findByRole("heading", { level: 1, name: "Tambah Sesi" });
  await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toBeEnabled());
  await choose(canvasElement, /Lokasi/, location);
  await choose(canvasElement, /Hari/, day);
  const [start, end] = timeInputs(canvasElement);
  await userEvent.type(start, from);
  await userEvent.type(end, to);
  await userEvent.type(canvas.getByRole("textbox", { name: /Kuota/ }), quota);
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
  return { canvas, end };
}

export const CreateValidation: Story = {
  ...at("/queues/sessions/create", "konfigurator"),
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Sesi" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    // every field says what is missing, under the input
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Kuota/ })).toHaveAttribute("aria-invalid", "true"));
    await expect(canvasElement.querySelectorAll("input[type=time][aria-invalid=true]")).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: /Lokasi/ }).closest("[data-invalid]")).not.toBeNull();
    await expect(canvas.getByRole("button", { name: /Hari/ }).closest("[data-invalid]")).not.toBeNull();
  }),
};

export const CreateSucceeds: Story = {
  ...at("/queues/sessions/create", "konfigurator"),
  play: async ({ canvasElement, loaded }) => {
    const { canvas } = await fillSession(
      canvasElement,
      "Pasar Jaya Cengkareng (CKR)",
      "Jumat|Friday",
      ["15:00:00", "17:00:00"],
      "30",
    );
    await expectToast("Session created successfully");
    const created = dbOf(loaded).all("sessions").at(-1);
    await expect(created).toMatchObject({
      location_id: 2,
      day_of_the_week: 5,
      start_time: "15:00:00",
      end_time: "17:00:00",
      quota: 30,
    });
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Sesi" })).toBeVisible();
  },
};

/** The form keeps the server's rule that a session ends after it starts: said at the field, nothing sent. */
export const CreateEndsBeforeStart: Story = {
  ...at("/queues/sessions/create", "konfigurator"),
  play: async ({ canvasElement, loaded }) => {
    const before = dbOf(loaded).all("sessions").length;
    const { end } = await fillSession(canvasElement, KRJ, "Senin|Monday", ["10:00:00", "09:00:00"], "5");
    await waitFor(() => expect(end).toHaveAttribute("aria-invalid", "true"));
    await expect(end).toHaveAccessibleDescription(/Jam selesai harus setelah jam mulai\./);
    expectNoToast();
    await expect(dbOf(loaded).all("sessions")).toHaveLength(before);
  },
};

export const CreateFails: Story = {
  ...at("/queues/sessions/create", "konfigurator", {
    faults: { sessionCreate: { status: 500, message: "Database unavailable" } },
  }),
  play: async ({ canvasElement }) => {
    // staff read the server's own text
    const { canvas } = await fillSession(canvasElement, KRJ, "Senin|Monday", ["10:00:00", "11:00:00"], "5");
    await expectToast("Error", "Database unavailable", "destructive");
    // values kept
    await expect(canvas.getByRole("textbox", { name: /Kuota/ })).toHaveValue("5");
    await expect(canvas.getByRole("button", { name: /Lokasi/ })).toHaveTextContent(KRJ);
  },
};

// ---- edit ---------------------------------------------------------------------------------------------------------

export const EditFilled: Story = {
  ...at("/queues/sessions/1/edit", "konfigurator"),
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Ubah Sesi" })).toBeVisible();
    // the selects show name and code, and 'Senin|Monday'
    await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toHaveTextContent(KRJ));
    await expect(canvas.getByRole("button", { name: /Hari/ })).toHaveTextContent("Senin|Monday");
    const [start, end] = timeInputs(canvasElement);
    await expect(start).toHaveValue("07:00:00");
    await expect(end).toHaveValue("09:00:00");
    await expect(canvas.getByRole("textbox", { name: /Kuota/ })).toHaveValue("100");
    await expect(canvas.getByRole("button", { name: "Ubah" })).toBeVisible();
    // every weekday, Minggu|Sunday … Sabtu|Saturday
    await userEvent.click(canvas.getByRole("button", { name: /Hari/ }));
    const options = await page().findAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual([
      "Minggu|Sunday",
      "Senin|Monday",
      "Selasa|Tuesday",
      "Rabu|Wednesday",
      "Kamis|Thursday",
      "Jumat|Friday",
      "Sabtu|Saturday",
    ]);
    await userEvent.keyboard("{Escape}");
  }),
};

export const EditSucceeds: Story = {
  ...at("/queues/sessions/1/edit", "konfigurator"),
  play: scene(async (canvas, { canvasElement, loaded }) => {
    const quota = await canvas.findByRole("textbox", { name: /Kuota/ });
    await waitFor(() => expect(quota).toHaveValue("100"));
    await userEvent.clear(quota);
    await userEvent.type(quota, "75");
    await choose(canvasElement, /Hari/, "Minggu|Sunday");
    await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
    await expectToast("Success", "Session updated successfully");
    await expect(dbOf(loaded).byId("sessions", 1)).toMatchObject({
      location_id: 1,
      day_of_the_week: 0,
      start_time: "07:00:00",
      end_time: "09:00:00",
      quota: 75,
    });
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Sesi" })).toBeVisible();
  }),
};
export const EditForbidden: Story = edit.forbidden;

// ---- detail -------------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  ...at("/queues/sessions/18", "konfigurator"),
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Detail Sesi" })).toBeVisible();
    await canvas.findByText("Sabtu");
    await expectDetails(canvasElement, [
      ["Hari", "Sabtu"],
      ["Lokasi", "Pasar Jaya Kramat Jati"],
      ["Jam mulai", "13:00:00"],
      ["Jam selesai", "15:00:00"],
      ["Kuota", "80"],
      ["Status", "Diarsipkan"],
      ["Dibuat pada", "2025-11-10 09:00:00"],
      ["Dibuat oleh", "Budi Santoso"],
      ["Diubah pada", "2025-11-10 09:00:00"],
      ["Diubah oleh", "Budi Santoso"],
    ]);
  }),
};
export const DetailLoading: Story = detail.loading;
export const DetailNotFound: Story = detail.notFound;
