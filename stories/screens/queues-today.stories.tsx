import type { Meta } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { expectShown, requestLog, screenStories, showsText } from "../frame";

/** 'Antrean Hari Ini' (docs/product.md §2): the page's today is the server's (ADR 009), a Monday here. */
const now = "2026-11-23T10:00:00+07:00";
const today = "2026-11-23";
const list = requestLog("/queues/");
export default { title: "Screens/Queues/Today", beforeEach: list.beforeEach } satisfies Meta;
const story = screenStories({ route: "/queues/today", persona: "operator", clock: now });

export const DateFixedToToday = story(async (canvas) => {
  await expectShown(canvas, { heading: "Antrean Hari Ini", text: ["2026-11-23"], buttons: ["Export"] });
  await expect((await canvas.findAllByRole("link", { name: /^[A-Z]{3}-\d{3}$/ }))[0]).toBeVisible();
  await waitFor(() => expect(list.last()?.date).toBe(today));
  // no date input on this page
  await expect(canvas.queryByLabelText("Tanggal Pengambilan")).toBeNull();
});

export const Empty = story({ tickets: 0 }, showsText("Belum ada antrean untuk hari ini."));
/** Filters that match none of today's tickets: the list says so and what to do next (UX pass s38). */
export const EmptyFiltered = story(
  { route: "/queues/today?search=0000000000000000" },
  showsText(
    "Tidak ada antrean yang cocok dengan filter ini. Ubah filter, atau tekan Reset untuk melihat semua antrean hari ini.",
  ),
);
