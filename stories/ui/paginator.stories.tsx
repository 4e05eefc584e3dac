import type { Meta } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { phoneWide } from "../frame";
import { called, calledWith, click, componentCases, disabled, fitsPhone } from "../frame/component-cases";
import { has, press, shows, step, tab, type } from "../frame/component-cases";
import { Paginator } from "../../src/ui";

const args = { page: 3, size: 10, total: 95, onPageChange: fn(), onSizeChange: fn() };
const meta = { title: "UI/Paginator", component: Paginator, args } satisfies Meta<typeof Paginator>;
export default meta;
const story = componentCases(meta);
/** The numbered page buttons shown, in order. */
const pages = (...numbers: string[]) =>
  step(async ({ page }) => {
    const nav = within(await page.findByRole("navigation", { name: "Pagination" }));
    await expect(nav.getAllByRole("button", { name: /^Page / }).map((b) => b.textContent)).toEqual(numbers);
  });
const prev = ["button", "Prev"] as const;
const next = ["button", "Next"] as const;
const twenty = ["option", "20"] as const;
const sizes = ["button", /Rows per page/] as const;
const pageButton = (n: number) => ["button", `Page ${n}`] as const;
const goToPage = ["textbox", "Go to page"] as const;
const go = ["button", "Go"] as const;
/** Prev, Next and a page number call back; the current page does not; the last page is always one press away. */
export const Default = story({}, [
  [shows("21–30 of 95"), pages("1", "2", "3", "4", "5", "10"), has(pageButton(3), { "aria-current": "page" })],
  [has(pageButton(2), { "aria-current": null }), click(next), calledWith("onPageChange", 4)],
  [click(prev), calledWith("onPageChange", 2), click(pageButton(5)), calledWith("onPageChange", 5)],
  [click(pageButton(3)), called("onPageChange", 3)],
]);
export const FirstPage = story({ page: 1 }, [[has(prev, disabled), click(prev), called("onPageChange", 0), shows("1–10 of 95")]]);
export const LastPage = story({ page: 10 }, [[has(next, disabled), pages("1", "6", "7", "8", "9", "10"), shows("91–95 of 95")]]);
export const MiddlePage = story({ page: 6, total: 200 }, [pages("1", "4", "5", "6", "7", "8", "20")]);
/** A counter's day (issue 36): 301 pages, the first and last one press away, any page by its number, counts grouped. */
export const ManyPages = story({ page: 150, total: 3006 }, [
  [shows("1,491–1,500 of 3,006"), pages("1", "148", "149", "150", "151", "152", "301")],
  [click(pageButton(301)), calledWith("onPageChange", 301), click(pageButton(1)), calledWith("onPageChange", 1)],
  [type(goToPage, "42"), click(go), calledWith("onPageChange", 42)],
]);
export const FewPages = story({ page: 1, total: 25 }, [
  pages("1", "2", "3"),
  step(async ({ page }) => expect(page.queryByRole("textbox", { name: "Go to page" })).toBeNull()),
]);
export const Empty = story({ page: 1, total: 0 }, [[shows("0 of 0"), has(prev, disabled), has(next, disabled)]]);
export const Disabled = story({ isDisabled: true }, [has(pageButton(2), disabled), has(next, disabled)]);
export const SizeChange = story({}, [[has(sizes, { text: /10/ }), click(sizes), click(twenty), calledWith("onSizeChange", 20)]]);
/** Everything works from the keyboard: Tab between controls, Enter/Space to press. */
export const Keyboard = story({}, [
  [tab(), has(prev, { focused: true }), tab(), press("{Enter}"), calledWith("onPageChange", 1)], // page 1
  [tab(6), has(next, { focused: true }), press(" "), calledWith("onPageChange", 4)], // past pages 2..5 and 10
  [
    tab(),
    has(goToPage, { focused: true }),
    press("7"),
    tab(),
    has(go, { focused: true }),
    press("{Enter}"),
    calledWith("onPageChange", 7),
  ],
  [tab(), has(sizes, { focused: true }), press("{ArrowDown}"), shows(["listbox"])],
  [press("{ArrowDown}{Enter}"), calledWith("onSizeChange", 20)],
]);
const words = { navigation: "Navigasi halaman", previous: "Sebelumnya", next: "Berikutnya", pageSize: "Baris per halaman" };
const indonesian = {
  ...words,
  page: (n: number) => `Halaman ${n}`,
  summary: (from: number, to: number, total: number) => `${from}–${to} dari ${total}`,
  goToPage: "Ke halaman",
  go: "Buka",
};
export const Indonesian = story({ labels: indonesian }, [
  shows(["navigation", "Navigasi halaman"], ["button", "Sebelumnya"], ["button", "Halaman 3"], "21–30 dari 95"),
]);
/** Wired like a list page: changing the size goes back to page 1. */
export const Controlled = story.with(
  {
    render: function Render(args) {
      const [{ page, size }, setAt] = useState({ page: 1, size: 10 });
      const change = {
        onPageChange: (p: number) => setAt({ page: p, size }),
        onSizeChange: (s: number) => setAt({ page: 1, size: s }),
      };
      return <Paginator {...args} page={page} size={size} total={137} {...change} />;
    },
  },
  [
    [click(next), has(pageButton(2), { "aria-current": "page" }), click(pageButton(5)), shows("41–50 of 137")],
    [click(sizes), click(twenty), has(pageButton(1), { "aria-current": "page" }), shows("1–20 of 137")],
  ],
);
/** 360 px wide (a cheap Android phone): wraps, never scrolls sideways. */
export const Phone = story.with({ decorators: [phoneWide(344)] }, [fitsPhone]);
