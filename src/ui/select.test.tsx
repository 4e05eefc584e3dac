import { Profiler, startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { CitizenLocale } from "./citizen-locale";
import { Select, type SelectProps } from "./select";
import { TextField } from "./text-field";

/** Markets as the registration's list has them: a name and an address, each option two lines or more. */
const markets = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  label: `Pasar Jaya Kramat Jati ${i + 1}`,
  description: "Jl. Raya Bogor Km 19, Kramat Jati, Jakarta Timur",
}));

afterEach(() => {
  document.documentElement.style.fontSize = "";
});

/**
 * The options shown, each at least half of it inside the list's box and inside the screen: at 320 px with 200 % text
 * three of these markets (205 px each) are 4 px taller than the screen less react-aria's 12 px a side, and the third
 * shows but for its bottom padding (the registration's markets, shorter, show three whole: e2e/public-small-screens).
 */
function shownOptions() {
  const list = document.querySelector('[role="listbox"]')!.parentElement!.getBoundingClientRect();
  const screen = window.visualViewport?.height ?? window.innerHeight;
  return [...document.querySelectorAll('[role="option"]')].filter((option) => {
    const box = option.getBoundingClientRect();
    const shown = Math.min(box.bottom, list.bottom, screen) - Math.max(box.top, list.top, 0);
    return shown >= box.height / 2;
  }).length;
}

/** The market select with a screen of page above it and two below, so it can be scrolled anywhere on the screen. */
function renderSelectMidPage(options: SelectProps["options"] = markets) {
  return render(
    <div style={{ padding: 12 }}>
      <div style={{ height: "100vh" }} />
      <Select label="Lokasi" placeholder="Pilih lokasi..." options={options} />
      <div style={{ height: "200vh" }} />
    </div>,
  );
}

/** A phone (`width`×640) with the text at 200 %, the market select scrolled to the middle of the screen: its trigger. */
async function selectMidScreenAt200Percent(width = 360) {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = "200%";
  await renderSelectMidPage();
  const trigger = page.getByRole("button", { name: /Lokasi/ });
  trigger.element().scrollIntoView({ block: "center" });
  return trigger;
}

// docs/product.md §2.13: at 360 px with the text at 200 %, a list opened from the middle of the screen had room for one
// market at a time (react-aria puts it on the side with more room, and that side was half the screen); scrolling the
// field to the screen's top first (session 20) left two at 320 px, and a mouse, which opens the list on its press,
// none scrolled: one market, less than one whole (UX pass, session 39). The list now takes the screen, over its field.
it.each([
  { width: 360, by: "keys" },
  { width: 320, by: "keys" },
  { width: 320, by: "a mouse" },
])(
  "opened by $by with little room on either side at $width px, the list takes the screen: three markets show",
  async ({ width, by }) => {
    const trigger = await selectMidScreenAt200Percent(width);
    const scrolled = window.scrollY;
    if (by === "keys") {
      (trigger.element() as HTMLElement).focus();
      await userEvent.keyboard("{ArrowDown}");
    } else await userEvent.click(trigger);
    await expect.element(page.getByRole("listbox")).toBeVisible();
    expect(shownOptions()).toBeGreaterThanOrEqual(3);
    // nothing scrolls: the field is where it was when the list closes
    expect(window.scrollY).toBe(scrolled);
  },
);

// a mouse opens the list on its press's start, and the release chooses the option under the pointer; over its field,
// the list lets the pointer through until that release (docs/product.md §2.13)
it("opened by a mouse over its field, the release chooses nothing; the next click chooses", async () => {
  const trigger = await selectMidScreenAt200Percent();
  await userEvent.click(trigger);
  await expect.element(page.getByRole("listbox")).toBeVisible();
  expect(document.querySelectorAll('[role="option"][aria-selected="true"]')).toHaveLength(0);
  await expect.element(trigger).toHaveTextContent("Pilih lokasi...");
  await userEvent.click(page.getByRole("option", { name: /Kramat Jati 2/ }));
  await expect.element(trigger).toHaveTextContent("Pasar Jaya Kramat Jati 2");
});

// a pen opens the list on its press as a mouse does (react-aria: every pointer but a touch); its release chose the option
// under it (review, session 39)
it("opened by a pen over its field, the release chooses nothing", async () => {
  const trigger = await selectMidScreenAt200Percent();
  const box = trigger.element().getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const pen = { pointerType: "pen", pointerId: 7, isPrimary: true, bubbles: true, cancelable: true, composed: true, ...at };
  trigger.element().dispatchEvent(new PointerEvent("pointerdown", { ...pen, button: 0, buttons: 1 }));
  await expect.element(page.getByRole("listbox")).toBeVisible();
  // the release goes where the browser sends it: to what is under the pen
  const under = document.elementFromPoint(at.clientX, at.clientY)!;
  under.dispatchEvent(new PointerEvent("pointerup", { ...pen, button: 0, buttons: 0 }));
  under.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, ...at }));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(document.querySelectorAll('[role="option"][aria-selected="true"]')).toHaveLength(0);
  await expect.element(trigger).toHaveTextContent("Pilih lokasi...");
});

// a field on the screen does not move when a choice is made, even near the screen's edge (review, session 39)
it("a value chosen by a mouse on a field near the screen's bottom, on the screen: the page does not scroll", async () => {
  await page.viewport(1280, 800);
  await renderSelectMidPage();
  const trigger = page.getByRole("button", { name: /Lokasi/ });
  const field = trigger.element().parentElement!;
  // its bottom 4 px above the screen's: on the screen, inside the field's 12 px scroll margin
  window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 4);
  const scrolled = window.scrollY;
  await userEvent.click(trigger);
  await userEvent.click(page.getByRole("option", { name: /Kramat Jati 2/ }));
  await expect.element(trigger).toHaveTextContent("Pasar Jaya Kramat Jati 2");
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(window.scrollY).toBe(scrolled);
});

it("with room for three options beside its field, the list is beside it, not over it (a desktop's room)", async () => {
  await page.viewport(1280, 800);
  await render(<Select label="Lokasi" placeholder="Pilih lokasi..." options={markets} />);
  const trigger = page.getByRole("button", { name: /Lokasi/ });
  await userEvent.click(trigger);
  await expect.element(page.getByRole("listbox")).toBeVisible();
  const list = page.getByRole("listbox").element().parentElement!.getBoundingClientRect();
  expect(list.top).toBeGreaterThanOrEqual(trigger.element().getBoundingClientRect().bottom);
});

// UX pass, session 39: a market chosen by keys on a field at the screen's bottom (where Tab leaves it) made the field
// taller (three lines for 'Pilih lokasi...''s two) and ran off the screen; the whole field shows (docs/product.md §2.13)
it("a value chosen by keys that makes its field taller at the screen's bottom: the whole field shows", async () => {
  await page.viewport(320, 640);
  document.documentElement.style.fontSize = "200%";
  const long = [{ id: "long", label: "Pasar Jaya Kebayoran Lama Jakarta Selatan" }, ...markets];
  await renderSelectMidPage(long);
  const trigger = page.getByRole("button", { name: /Lokasi/ }).element() as HTMLElement;
  trigger.scrollIntoView({ block: "end" });
  const before = trigger.getBoundingClientRect().height;
  trigger.focus();
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(page.getByRole("listbox")).toBeVisible();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("button", { name: /Lokasi/ })).toHaveTextContent(long[0]!.label);
  expect(trigger.getBoundingClientRect().height, "the value makes the field taller").toBeGreaterThan(before);
  // the field: its label, its trigger and its help
  const field = trigger.parentElement!;
  await expect.poll(() => field.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  expect(field.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
});

/** The options react-aria's collection holds: its hidden native select (for autofill) lists each of them. */
const collected = () => document.querySelectorAll('select option:not([value=""])').length;

// issue 38 (docs/performance-log.md): a select with `listWhenReached` builds no collection at its start, and builds the
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

/** What happened after a hydration, in order: each commit's phase (React's Profiler), and the effects' task's marks. */
const happened: string[] = [];
const record = (what: string) => void happened.push(what);

/** Marks the hydration's effects (React runs a tree's effects children first) and the end of their task. */
function EffectsTask() {
  useEffect(() => {
    record("effects");
    // a render React forces in the effects' task (useSyncExternalStore's) comes before the task's microtasks
    queueMicrotask(() => record("effects' task over"));
  }, []);
  return null;
}

/**
 * `select` hydrated over its server-rendered HTML as a page rendered at build time is (ADR 810; src/main.tsx: in a
 * transition), until its effects' task is over.
 */
async function hydrated(select: ReactNode) {
  const tree = (
    <CitizenLocale>
      <Profiler id="select" onRender={(_id, phase) => record(phase)}>
        {select}
        <EffectsTask />
      </Profiler>
    </CitizenLocale>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  happened.length = 0;
  const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  let root: Root | undefined;
  const done = () => {
    root?.unmount();
    container.remove();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment });
  };
  startTransition(() => void (root = hydrateRoot(container, tree)));
  try {
    await expect.poll(() => happened.includes("effects' task over")).toBe(true);
  } catch (error) {
    done();
    throw error;
  }
  return done;
}

// issue 38 (docs/performance-log.md): react-aria renders a hydrated list's collection again right after the hydration,
// synchronously in the page's effects task (its `CollectionRoot` reads `useIsSSR`, whose server snapshot differs from
// the browser's), and React walks the page's whole tree for it; a select with nothing chosen that builds its list when
// reached has no list until then, and its first tap still opens the whole list
it("with listWhenReached and nothing chosen, a hydrated select renders nothing in its effects' task; a tap opens the list", async () => {
  const done = await hydrated(<Select label="Lokasi" placeholder="Pilih lokasi..." options={markets} listWhenReached />);
  try {
    expect(happened.slice(0, happened.indexOf("effects' task over") + 1)).toEqual(["mount", "effects", "effects' task over"]);
    expect(collected()).toBe(0);
    await userEvent.click(page.getByRole("button", { name: /Lokasi/ }));
    await expect.element(page.getByRole("listbox")).toBeVisible();
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(markets.length);
    await userEvent.click(page.getByRole("option", { name: /Kramat Jati 5/ }));
    await expect.element(page.getByRole("button", { name: /Lokasi/ })).toHaveTextContent("Pasar Jaya Kramat Jati 5");
  } finally {
    done();
  }
});

it("with an error, its trigger is marked as a text field with an error is: react-aria marks the select, not its button", async () => {
  await render(
    <>
      <TextField label="Nama" errorMessage="Wajib diisi." />
      <Select label="Lokasi" placeholder="Pilih lokasi..." options={markets} errorMessage="Pilih salah satu." />
      <Select label="Hari" placeholder="Pilih hari..." options={markets} />
    </>,
  );
  const [invalid, valid] = page
    .getByRole("button")
    .all()
    .map((button) => getComputedStyle(button.element()));
  const input = getComputedStyle(page.getByRole("textbox").element());
  expect(invalid!.borderTopColor).toBe(input.borderTopColor);
  expect(invalid!.boxShadow).toBe(input.boxShadow);
  expect(valid!.borderTopColor).not.toBe(input.borderTopColor);
});

it("focused from the keyboard, its button has the focus ring and the field round it none", async () => {
  await render(
    <>
      <button type="button">before</button>
      <Select label="Lokasi" placeholder="Pilih lokasi..." options={markets} />
    </>,
  );
  (page.getByRole("button", { name: "before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  const trigger = page.getByRole("button", { name: /Lokasi/ }).element() as HTMLElement;
  await expect.element(trigger).toHaveFocus();
  await expect.poll(() => getComputedStyle(trigger).outlineStyle).toBe("solid");
  const root = trigger.parentElement!;
  expect(root.hasAttribute("data-focus-visible")).toBe(true);
  expect(getComputedStyle(root).outlineStyle).toBe("none");
});
