import type { Meta } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { expectShown, requestLog, screenStories, showsText } from "../frame";
import { wibToday } from "../../src/lib/wib";

/** 'Antrean Hari Ini' (docs/product.md §2): the page's today is the device's, so the mock runs on real time here. */
const now = new Date().toISOString();
const today = wibToday(Date.parse(now));
const list = requestLog("/queues/");
export default { title: "Screens/Queues/Today", beforeEach: list.beforeEach } satisfies Meta;
const story = screenStories({ route: "/queues/today", persona: "operator", clock: now });

export const DateFixedToToday = story(async (canvas) => {
  await expectShown(canvas, { heading: "Antrean Hari Ini", text: [`Tanggal ${today} (WIB)`], buttons: ["Export"] });
  await expect((await canvas.findAllByRole("link", { name: /^[A-Z]{3}-\d{3}$/ }))[0]).toBeVisible();
  await waitFor(() => expect(list.last()?.date).toBe(today));
  // no date input on this page
  await expect(canvas.queryByLabelText("Tanggal Pengambilan")).toBeNull();
});

export const Empty = story({ tickets: 0 }, showsText("Belum ada antrean untuk hari ini."));
