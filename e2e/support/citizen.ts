import { expect, type Locator, type Page } from "@playwright/test";
import { saveClockSettingSource } from "../../mocks/clock-setting";

/**
 * What the citizen journeys need beyond the demo console: the embedded mock API's controls (the same object the
 * console drives, `window.__antreanMockApi`) and a real paste.
 */
type MockControl = {
  clock: { set(instant: string): void; now(): number };
  faults: { set(route: string, fault: object): void; clear(route?: string): void; list(): Record<string, object> };
};
type WithMock = { __antreanMockApi: MockControl };

/** The demo paints before its mock API is up (ADR 301): its controls appear on `window` once it is. */
export async function whenMockReady(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as Partial<WithMock>).__antreanMockApi));
}

/**
 * Does `action` with the mock API's controls the moment the mock comes up on a load of the page (it puts them on
 * `window` once it is ready), before it answers anything. `action` runs in the page, so it may use only its arguments.
 */
async function whenMockComesUp<Arg>(page: Page, action: (control: MockControl, arg: Arg) => void, arg: Arg) {
  const trap = (act: typeof action, value: Arg) => {
    let control: MockControl | undefined;
    Object.defineProperty(window, "__antreanMockApi", {
      configurable: true,
      get: () => control,
      set: (next: MockControl) => {
        control = next;
        act(next, value);
      },
    });
  };
  await page.addInitScript({ content: `(${trap.toString()})(${action.toString()}, ${JSON.stringify(arg)})` });
}

/**
 * The mock API's clock (the server's time) at a WIB wall-clock time from the page's first load, before the mock seeds
 * its data (so the seed sits on the days of that time, docs/product.md §17.1) and answers anything: the demo's saved
 * clock setting (the one the demo console keeps across reloads) is written before the app starts, by the demo's own
 * writer of it (mocks/clock-setting.ts, the module the mock restores it with), so a change of its key or format
 * changes this too. It runs on from there and the mock keeps it across reloads (later loads of the tab leave it
 * alone). One page load, where setting the clock on a loaded page needs a reload for the page to read it, and no
 * second seed (a clock moved on a loaded page seeds the untouched demo data again, mocks/seed-follows-clock.ts).
 */
export async function serverTimeFromStart(page: Page, wallClockWib: string) {
  const done = JSON.stringify("e2e:server-time-from-start");
  const save = saveClockSettingSource(`${wallClockWib}+07:00`);
  await page.addInitScript({
    content: `if (!sessionStorage.getItem(${done})) { ${save}; sessionStorage.setItem(${done}, "1"); }`,
  });
}

export async function serverTime(page: Page): Promise<number> {
  await whenMockReady(page);
  return page.evaluate(() => (window as unknown as WithMock).__antreanMockApi.clock.now());
}

/**
 * A fault on a mock route from the very first request of each load of the tab, the n-th load taking `faults[n]` (none
 * once they are used up): one journey asks how each of several faults of a first load is met, a reload each
 * (e2e/public-registration.spec.ts, the locations' load).
 */
export async function faultsOnLoads(page: Page, route: string, faults: readonly object[]) {
  await whenMockComesUp(
    page,
    (control, [name, list]) => {
      // counted once per document, however often the mock's controls are put on `window` (a flag on `window`, which
      // each load has anew: the page clock's `performance.timeOrigin` is the same on every load)
      const key = `e2e:faults-on-loads:${name}`;
      const counted = window as unknown as Record<string, boolean>;
      if (!counted[key]) {
        counted[key] = true;
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? -1) + 1));
      }
      const fault = list[Number(sessionStorage.getItem(key))];
      if (fault) control.faults.set(name, fault);
    },
    [route, faults] as const,
  );
}

export async function setFault(page: Page, route: string, fault: object) {
  await whenMockReady(page);
  await page.evaluate(([name, what]) => (window as unknown as WithMock).__antreanMockApi.faults.set(name, what), [
    route,
    fault,
  ] as const);
}

/**
 * Waits until a request has taken the one-time fault on `route` (set with `times: 1`): the mock then has its latency's
 * timer running on the page's clock, so moving that clock releases the answer. Moved earlier, while the request was
 * still on its way through the service worker, the clock ran past a timer not set yet and the answer never came.
 */
async function faultTaken(page: Page, route: string) {
  await expect
    .poll(() => page.evaluate((name) => name in (window as unknown as WithMock).__antreanMockApi.faults.list(), route))
    .toBe(false);
}

/**
 * Moves the page's clock past a fault's latency until `gone` is hidden. The demo's API worker takes the fault, then
 * asks the page to wait it out on the page's timers (mocks/api-worker.ts): the page sets that timer a moment after the
 * fault has left the list, so one move of the clock right after `faultTaken` could come first and leave the timer
 * waiting for good (a journey kept 'Memperbarui…' up in session 38's CI). The clock moves again until the wait is over.
 */
export async function outwaitLatency(page: Page, route: string, ms: number, gone: Locator) {
  await faultTaken(page, route);
  await expect
    .poll(async () => {
      await page.clock.runFor(ms);
      return gone.isVisible();
    })
    .toBe(false);
}

export async function clearFaults(page: Page) {
  await whenMockReady(page);
  await page.evaluate(() => (window as unknown as WithMock).__antreanMockApi.faults.clear());
}

/**
 * Pastes text into a field as the clipboard would (a paste event with the text), at the caret. A made-up paste event
 * inserts nothing by itself (only a real paste does, which the page keeps until the app owns it, ADR 810): it is the
 * app's own paste handler that puts the cleaned text in, so this waits until the app has taken over the page.
 */
export async function paste(field: Locator, text: string) {
  await expect(field.page().locator("#root")).not.toHaveAttribute("data-hydrating");
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

export async function choose(page: Page, select: RegExp, option: RegExp) {
  await page.getByRole("button", { name: select }).click();
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

/**
 * Opens the form and waits for its 'Loading' dialog to close, so the lists are there (the demo paints before its mock
 * API answers, ADR 301). Typing meanwhile works (ADR 810; e2e/public-first-tap.spec.ts types from the first paint).
 */
export async function openRegistration(page: Page, url = "/queue-registration") {
  await page.goto(url);
  await expect(page.getByRole("button", { name: /Lokasi/ })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Loading" })).toBeHidden();
}

/** Fills the open form with a citizen's numbers, a location and a session. */
export async function fillRegistration(
  page: Page,
  who: { kjp: string; ktp: string; kk: string },
  location: RegExp,
  session: RegExp,
) {
  await page.getByLabel(/Nomor KJP/).fill(who.kjp);
  await page.getByLabel(/Nomor KTP/).fill(who.ktp);
  await page.getByLabel(/Nomor KK/).fill(who.kk);
  await choose(page, /Lokasi/, location);
  await expect(page.getByRole("dialog", { name: "Loading" })).toBeHidden();
  await choose(page, /Sesi/, session);
}

/** Fills the open form (`fillRegistration`) and presses 'Daftar'. */
export async function submitRegistration(
  page: Page,
  who: { kjp: string; ktp: string; kk: string },
  location: RegExp,
  session: RegExp,
) {
  await fillRegistration(page, who, location, session);
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
}
