import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type AppStory, at, dbOf } from "../frame/mock-app";
import { expectToast, page, scene } from "../frame/play";
import { resourceStates } from "../frame/resource-states";
import { rejectionReasons } from "../../src/features/rejection-reasons/resource";

/** 'Konfigurasi Alasan Penolakan' (docs/product.md §2) on the seeded mock (no tickets: every reason may be deleted). */
const story = (route: string, more: Partial<AppStory> = {}) => at(route, "konfigurator", { tickets: 0, ...more });
const meta = { title: "Screens/Config/Rejection reasons", ...story("/queues/rejection-reasons") } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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

export const ListFilled: Story = {
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konfigurasi Alasan Penolakan" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Daftar alasan penolakan" });
    await expect(within(table).getByRole("columnheader", { name: "Alasan" })).toBeInTheDocument();
    await expect(await within(table).findByRole("rowheader", { name: FIRST })).toBeVisible();
    await expect(within(table).getByRole("link", { name: `Lihat ${FIRST}` })).toHaveAttribute(
      "href",
      "/queues/rejection-reasons/1",
    );
    await expect(within(table).getByRole("button", { name: `Hapus ${FIRST}` })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Tambah" })).toHaveAttribute("href", "/queues/rejection-reasons/create");
  }),
};
export const ListLoading: Story = list.loading;
export const ListEmpty: Story = list.empty;
export const ListError: Story = list.error;
export const ListForbidden: Story = list.forbidden;

async function askDelete(canvasElement: HTMLElement, reason: string) {
  await userEvent.click(await within(canvasElement).findByRole("button", { name: `Hapus ${reason}` }));
  return page().findByRole("alertdialog", { name: "Hapus alasan penolakan?" });
}

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = await askDelete(canvasElement, THIRD);
    await expect(dialog).toHaveTextContent(`Alasan "${THIRD}" akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.`);
    await userEvent.click(within(dialog).getByRole("button", { name: "Hapus" }));
    await expectToast("Rejection reason deleted");
    await waitFor(() => expect(within(canvasElement).queryByRole("rowheader", { name: THIRD })).toBeNull());
    await expect(dbOf(loaded).byId("rejectionReasons", 3)).toBeUndefined();
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await askDelete(canvasElement, FIRST)).getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull());
    await expect(within(canvasElement).getByRole("rowheader", { name: FIRST })).toBeVisible();
  },
};

export const DeleteFails: Story = {
  ...story("/queues/rejection-reasons", {
    faults: { rejectionReasonDelete: { status: 409, message: "Rejection reason is used by rejected queues" } },
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await askDelete(canvasElement, FIRST)).getByRole("button", { name: "Hapus" }));
    await expectToast("Error", "Rejection reason is used by rejected queues", "destructive");
  },
};

async function submitReason(canvasElement: HTMLElement, reason: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole("textbox", { name: /Alasan/ }), reason);
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
  return canvas;
}

export const CreateValidation: Story = {
  ...story("/queues/rejection-reasons/create"),
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Tambah Alasan Penolakan" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
    const reason = canvas.getByRole("textbox", { name: /Alasan/ });
    await waitFor(() => expect(reason).toHaveAttribute("aria-invalid", "true"));
    await expect(reason).toHaveAccessibleDescription(/non-empty|at least length 1/);
  }),
};

export const CreateSucceeds: Story = {
  ...story("/queues/rejection-reasons/create"),
  play: async ({ canvasElement, loaded }) => {
    const canvas = await submitReason(canvasElement, "Datang di luar jam sesi");
    await expectToast("Rejection Reason created successfully");
    await expect(dbOf(loaded).all("rejectionReasons").at(-1)).toMatchObject({ reason: "Datang di luar jam sesi" });
    await expect(await canvas.findByRole("rowheader", { name: "Datang di luar jam sesi" })).toBeVisible();
  },
};

export const CreateFails: Story = {
  ...story("/queues/rejection-reasons/create", {
    faults: { rejectionReasonCreate: { status: 500, message: "Database unavailable" } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await submitReason(canvasElement, "Datang terlambat");
    await expectToast("Error", "Database unavailable", "destructive");
    await expect(canvas.getByRole("textbox", { name: /Alasan/ })).toHaveValue("Datang terlambat");
  },
};

export const DetailFilled: Story = {
  ...story("/queues/rejection-reasons/2"),
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Detail Alasan Penolakan" })).toBeVisible();
    const reason = "KTP tidak sesuai dengan data pendaftaran";
    await canvas.findByText(reason);
    await expect(canvas.getByText("Alasan", { selector: "dt" }).nextElementSibling).toHaveTextContent(reason);
  }),
};
export const DetailLoading: Story = detail.loading;
export const DetailError: Story = detail.error;
export const DetailNotFound: Story = detail.notFound;
