import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { at } from "../frame/mock-app";
import { requestLog, scene } from "../frame/play";
import { wibToday } from "../../src/lib/wib";

/** 'Antrean Hari Ini' (docs/product.md §2): the page's today is the device's, so the mock runs on real time here. */
const now = new Date().toISOString();
const today = wibToday(Date.parse(now));
const list = requestLog("/queues/");
const meta = {
  title: "Screens/Queues/Today",
  ...at("/queues/today", "operator", { clock: now }),
  beforeEach: list.beforeEach,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateFixedToToday: Story = {
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Antrean Hari Ini" })).toBeVisible();
    await expect(canvas.getByText(`Tanggal ${today} (WIB)`)).toBeVisible();
    await expect((await canvas.findAllByRole("link", { name: /^[A-Z]{3}-\d{3}$/ }))[0]).toBeVisible();
    await waitFor(() => expect(list.last()?.date).toBe(today));
    // no date input on this page
    await expect(canvas.queryByLabelText("Tanggal Pengambilan")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Export" })).toBeVisible();
  }),
};

export const Empty: Story = {
  ...at("/queues/today", "operator", { clock: now, tickets: 0 }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Belum ada antrean untuk hari ini.")).toBeVisible();
  },
};
