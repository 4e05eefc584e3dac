import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { type AppStory, at, dbOf } from "../frame/mock-app";
import { page } from "../frame/play";

/** 'Cek Status Antrean' (docs/product.md §2) on the seeded mock (57 tickets; KJPs below are seeded ones). */
const REGISTERED = { kjp: "5049481541605990", date: "2026-03-11" }; // KBL-001, tomorrow
const REJECTED = { kjp: "5049488084250964", date: "2026-03-09" }; // PSM-002, two days ago

const story = (more: Partial<AppStory> = {}) => at("/queue-status", null, { tickets: 57, ...more });
const meta = { title: "Screens/Status", ...story() } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function check({ kjp, date } = REGISTERED) {
  await userEvent.type(await page().findByLabelText(/Nomor KJP/), kjp);
  const dateInput = page().getByLabelText(/Tanggal Pengambilan/);
  await userEvent.clear(dateInput);
  await userEvent.type(dateInput, date);
  await userEvent.click(page().getByRole("button", { name: "Cek" }));
}

const mask = (digits: string) => `${digits.slice(0, 4)}********${digits.slice(-4)}`;

export const Empty: Story = {
  name: "Form",
  play: async () => {
    await expect(await page().findByRole("heading", { level: 1, name: "Cek Status Antrean" })).toBeVisible();
    await expect(page().getByLabelText(/Tanggal Pengambilan/)).toHaveAttribute("type", "date");
  },
};

export const StatusFound: Story = {
  play: async ({ loaded }) => {
    await check();
    const card = await page().findByRole("article", { name: "Tiket Antrean" });
    const t = dbOf(loaded).find("tickets", (row) => row.no_kjp === REGISTERED.kjp && row.scheduled_date === REGISTERED.date);
    // KTP and KK come back masked to the first and last four digits (docs/product.md §11)
    for (const text of [
      t?.no,
      t?.no_kjp,
      mask(t?.no_ktp ?? ""),
      mask(t?.no_kk ?? ""),
      "Pasar Jaya Kebayoran Lama",
      "Terdaftar",
    ]) {
      await expect(card).toHaveTextContent(text ?? "no ticket");
    }
  },
};

export const StatusEmpty: Story = {
  play: async () => {
    await check({ kjp: "5049480000000000", date: REGISTERED.date });
    await expect(await page().findByText("Anda tidak memiliki jadwal antrean", { selector: "p" })).toBeVisible();
  },
};

export const StatusRejected: Story = {
  play: async ({ loaded }) => {
    await check(REJECTED);
    const card = await page().findByRole("article", { name: "Tiket Antrean" });
    await expect(card).toHaveTextContent("Ditolak");
    const t = dbOf(loaded).find("tickets", (row) => row.no_kjp === REJECTED.kjp && row.scheduled_date === REJECTED.date);
    await expect(card).toHaveTextContent(t?.rejection_reason?.reason ?? "no reason");
  },
};

export const StatusValidation: Story = {
  play: async () => {
    await userEvent.type(await page().findByLabelText(/Nomor KJP/), "12ab");
    await userEvent.click(page().getByRole("button", { name: "Cek" }));
    await expect(await page().findByText("Hanya boleh berisi karakter 0-9")).toBeVisible();
    await userEvent.clear(page().getByLabelText(/Nomor KJP/));
    await userEvent.type(page().getByLabelText(/Nomor KJP/), "1234");
    await expect(await page().findByText("No KJP harus berisi minimal 16 karakter")).toBeVisible();
  },
};

export const StatusFailure: Story = {
  // a 5xx reads in plain Indonesian, never the server's or the adapter's text (docs/product.md §8)
  ...story({ faults: { guestCheckQueues: { status: 503, message: "Layanan sedang gangguan" } } }),
  play: async () => {
    await check();
    const region = await page().findByRole("region", { name: /Notifications/ });
    await waitFor(() => expect(region).toHaveTextContent("Error"));
    await expect(region).toHaveTextContent("Server sedang sibuk. Tunggu sebentar, lalu coba lagi.");
    await expect(region).not.toHaveTextContent("Layanan sedang gangguan");
    await expect(page().getByLabelText(/Nomor KJP/)).toHaveValue(REGISTERED.kjp);
  },
};
