import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { Select } from "./select";

/** Markets as the registration's list has them: a name and an address, each option two lines or more. */
const markets = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  label: `Pasar Jaya Kramat Jati ${i + 1}`,
  description: "Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur",
}));

afterEach(() => {
  document.documentElement.style.fontSize = "";
});

/** The options wholly visible: inside the list's box and inside the screen. */
function wholeOptions() {
  const list = document.querySelector('[role="listbox"]')!.parentElement!.getBoundingClientRect();
  const screen = window.visualViewport?.height ?? window.innerHeight;
  return [...document.querySelectorAll('[role="option"]')].filter((option) => {
    const box = option.getBoundingClientRect();
    return box.top >= Math.max(list.top, 0) - 1 && box.bottom <= Math.min(list.bottom, screen) + 1;
  }).length;
}

/** A phone (`width`×640) with the text at 200 %, the market select scrolled to the middle of the screen: its trigger. */
async function selectMidScreenAt200Percent(width = 360) {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = "200%";
  await render(
    <div style={{ padding: 12 }}>
      <div style={{ height: "100vh" }} />
      <Select label="Lokasi" placeholder="Pilih lokasi..." options={markets} />
      <div style={{ height: "200vh" }} />
    </div>,
  );
  const trigger = page.getByRole("button", { name: /Lokasi/ });
  trigger.element().scrollIntoView({ block: "center" });
  return trigger;
}

// docs/product.md §2.3: at 360 px with the text at 200 %, a list opened from the middle of the screen had room for one
// market at a time (react-aria puts it on the side with more room, and that side was half the screen)
// market, and at 320 px still one or two with the list below its field (session 20): text made larger gets the
// options' width, not their paddings
it.each([
  { width: 360, markets: 2 },
  { width: 320, markets: 2 },
])(
  "opened with little room on either side at $width px, the list takes the screen's height below its field: $markets markets show",
  async ({ width, markets }) => {
    const trigger = await selectMidScreenAt200Percent(width);
    // by keyboard, as the UX pass opened it (a touch opens it on the finger's lift alike)
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("listbox")).toBeVisible();
    expect(wholeOptions()).toBeGreaterThanOrEqual(markets);
  },
);

// a mouse opens the list on its press's start; a scroll then would put an option under the pointer, and the release
// would choose it (docs/product.md §2.3: a mouse does not scroll)
it("opened by a mouse from the middle of the screen, the page does not scroll and the release chooses nothing", async () => {
  const trigger = await selectMidScreenAt200Percent();
  const scrolled = window.scrollY;
  await userEvent.click(trigger);
  await expect.element(page.getByRole("listbox")).toBeVisible();
  expect(window.scrollY).toBe(scrolled);
  expect(document.querySelectorAll('[role="option"][aria-selected="true"]')).toHaveLength(0);
  await expect.element(trigger).toHaveTextContent("Pilih lokasi...");
});

/** The options react-aria's collection holds: its hidden native select (for autofill) lists each of them. */
const collected = () => document.querySelectorAll('select option:not([value=""])').length;

// issue 38 (docs/performance.md): a select with `listWhenReached` builds no collection at its start, and builds the
// whole list before react-aria handles the first key, pointer or focus on it
it("with listWhenReached, the list is collected only once reached: focused by Tab it is whole and type-ahead chooses", async () => {
  await render(<Select label="Lokasi" placeholder="Pilih lokasi..." options={markets} listWhenReached />);
  expect(collected()).toBe(0);
  await userEvent.keyboard("{Tab}");
  await expect.poll(collected).toBe(markets.length);
  await userEvent.keyboard("P");
  await expect.element(page.getByRole("button", { name: /Lokasi/ })).toHaveTextContent("Pasar Jaya Kramat Jati 1");
});

it("with listWhenReached, the chosen option shows before any reach, and a tap on the trigger opens the whole list", async () => {
  await render(<Select label="Lokasi" placeholder="Pilih lokasi..." options={markets} value={3} listWhenReached />);
  const trigger = page.getByRole("button", { name: /Lokasi/ });
  await expect.element(trigger).toHaveTextContent("Pasar Jaya Kramat Jati 3");
  expect(collected()).toBe(1);
  await userEvent.click(trigger);
  await expect.element(page.getByRole("listbox")).toBeVisible();
  expect(document.querySelectorAll('[role="option"]')).toHaveLength(markets.length);
});
