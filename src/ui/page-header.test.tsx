import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { cdp, page } from "vitest/browser";
import { Link as RouterLink } from "wouter";
import { Button } from "./button";
import { Link } from "./link";
import { linkClass } from "./link.css";
import { PageHeader } from "./page-header";

/** A screen that takes touch: Chromium then matches `(any-pointer: coarse)`, as a phone does (button.css.ts). */
const touch = (enabled: boolean) => cdp().send("Emulation.setTouchEmulationEnabled", { enabled, maxTouchPoints: 5 });

afterEach(async () => {
  document.documentElement.style.fontSize = "";
  await touch(false);
  await page.viewport(1280, 800);
});

/** The back links of a ticket's page (a router link in the link style) and of a resource's record pages (the kit's). */
const renderHeaders = () =>
  render(
    <>
      <PageHeader
        title="Detail Antrean"
        before={
          <RouterLink href="/queues/today" className={linkClass}>
            ← Kembali ke daftar antrean
          </RouterLink>
        }
      />
      <PageHeader title="User" before={<Link href="/users">← Back to users</Link>} actions={<Button size="sm">Ubah</Button>} />
    </>,
  );

const heights = () =>
  Object.fromEntries(
    [...document.querySelectorAll("a, button")].map((target) => [
      target.textContent,
      Math.round(target.getBoundingClientRect().height),
    ]),
  );

it("on a phone's touch screen a page's back link is a 44 px target, as its small buttons are", async () => {
  await page.viewport(390, 844);
  await touch(true);
  await renderHeaders();
  expect(heights()).toEqual({ "← Kembali ke daftar antrean": 44, "← Back to users": 44, Ubah: 44 });
});

it("with a mouse at 1280 px a back link keeps its line's height", async () => {
  await renderHeaders();
  const lineHeight = Math.round(parseFloat(getComputedStyle(document.querySelector("a")!).lineHeight));
  expect(heights()).toEqual({ "← Kembali ke daftar antrean": lineHeight, "← Back to users": lineHeight, Ubah: 36 });
});

/**
 * A list's header as the admin kit makes it, in an English and an Indonesian list, in the page's column (the screen
 * less the page's padding: 0.75rem a side on a phone, the open sidebar's 18rem and 1rem a side from 48rem).
 */
const lists = [
  { title: "Users", add: "Add" },
  { title: "Konfigurasi Sesi", add: "Tambah" },
  { title: "Konfigurasi Alasan Penolakan", add: "Tambah" },
];
const renderList = ({ title, add }: (typeof lists)[number], column: string) =>
  render(
    <div style={{ width: column }}>
      <PageHeader title={title} actions={<Button>{add}</Button>} />
    </div>,
  );
const boxes = (add: string) => ({
  heading: page.getByRole("heading", { level: 1 }).element().getBoundingClientRect(),
  add: page.getByRole("button", { name: add }).element().getBoundingClientRect(),
});

describe.each([
  { width: 390, text: "" },
  { width: 320, text: "" },
  { width: 320, text: "200%" },
])("on a $width px phone (text $text)", ({ width, text }) => {
  it.each(lists)("$title: $add takes a line of its own under the heading, at its start", async (list) => {
    await page.viewport(width, 800);
    document.documentElement.style.fontSize = text;
    await renderList(list, "calc(100vw - 1.5rem)");
    const { heading, add } = boxes(list.add);
    // one layout for every list, whatever its button says: 'Add' sat beside 'Users' (the heading 14 px lower) while
    // 'Tambah' went under 'Konfigurasi Sesi' (UX pass s45); beside it, a heading would have a column of its own
    expect(add.top, "under the heading").toBeGreaterThanOrEqual(heading.bottom);
    expect(add.left, "at the heading's start").toBe(heading.left);
  });
});

it.each(lists)("at 1280 px $title keeps its line and $add sits beside it, at the header's end", async (list) => {
  await renderList(list, "calc(100vw - 18rem - 2rem)");
  const { heading, add } = boxes(list.add);
  expect(add.left, "beside the heading").toBeGreaterThan(heading.right);
  expect(add.right).toBe(document.querySelector("header")!.getBoundingClientRect().right);
  expect(heading.height, "the heading on one line").toBeLessThan(
    1.5 * parseFloat(getComputedStyle(document.querySelector("h1")!).lineHeight),
  );
});
