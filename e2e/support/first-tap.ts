import { expect, type Page } from "@playwright/test";

/**
 * A citizen who taps the registration form's first field as soon as the page shows and types like a person (one key
 * at a time, about six a second) through every moment of the page's start (docs/product.md §2.3): before its scripts
 * run (they are held), while they start (released between two keys), while the locations load (held by the caller)
 * and, with the window closed, while it opens. The page records what each key reached and where the fields were, so
 * a key that lands outside its field, or a field that moves under the finger, fails with the moment it happened in.
 */

/** A person's pace: about six keys a second. */
const KEY_DELAY_MS = 160;
const APP_SCRIPTS = /\/assets\/(?!scripts-after-paint)[^/]*\.js$/;

/** The KK number is typed only when the page is still loading (or not yet open) at the KTP number's last key. */
export type Person = { kjp: string; ktp: string; kk: string };

type Key = { t: number; key: string; target: string; value: string; tops: number[]; moment: string };
type Log = { keys: Key[]; hydrated?: number; loadingClosed?: number; opened?: number };

/** Installed before the page's own scripts: logs each key with its target, the moment, and the fields' places. */
function recordInPage() {
  const log: Log = { keys: [] };
  (window as unknown as { __firstTap: Log }).__firstTap = log;
  const fields = ["isian-no_kjp", "isian-no_ktp", "isian-no_kk", "isian-location_id"];
  const moment = () => {
    const root = document.getElementById("root");
    if (root?.hasAttribute("data-hydrating")) return "before the app";
    if (document.querySelector('dialog[aria-label="Loading"][open], dialog[aria-label="Loading"][data-open]'))
      return "while loading";
    return "after loading";
  };
  let wasClosed = false;
  // the moments, as they happen (checked every frame: cheap, and no app code involved)
  const watch = () => {
    const now = performance.now();
    if (log.hydrated === undefined && !document.getElementById("root")?.hasAttribute("data-hydrating")) log.hydrated = now;
    if (log.hydrated !== undefined && log.loadingClosed === undefined && moment() === "after loading") log.loadingClosed = now;
    const submit = [...document.querySelectorAll("button[type=submit]")].find((b) => b.textContent?.trim() === "Daftar");
    // enabled after it was disabled: the window opened
    if (submit && (submit as HTMLButtonElement).disabled) wasClosed = true;
    if (log.opened === undefined && wasClosed && submit && !(submit as HTMLButtonElement).disabled) log.opened = now;
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  // after the key has done its work (the field's value is updated by then)
  addEventListener(
    "keyup",
    (event) => {
      const active = document.activeElement as HTMLInputElement | null;
      log.keys.push({
        t: performance.now(),
        key: event.key,
        target: active?.id || active?.localName || "nothing",
        value: active?.value ?? "",
        tops: fields.map((id) => Math.round((document.getElementById(id)?.getBoundingClientRect().top ?? 0) + scrollY)),
        moment: moment(),
      });
    },
    true,
  );
}

/**
 * The page's `fetch` (both builds' API client uses it; the demo's mock answers behind it): the locations and the pickup
 * date are held until `__releaseLocations()`, and the window in the pickup date's answer is put around the server's
 * time it carries — open, or opening `opensInMs` after it — whatever the server's clock says. Both answers arrive
 * while the citizen types, so the window opens while they type, however slow the page was to start.
 */
function holdTheNetworkInPage(opensInMs: number | null) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  (window as unknown as { __releaseLocations: () => void }).__releaseLocations = release;
  const wib = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().replace("Z", "+07:00");
  const fetchNow = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes("/queues/locations/get") || url.includes("/getScheduledDate")) await held;
    const response = await fetchNow(...args);
    if (!url.includes("/getScheduledDate") || !response.ok) return response;
    const body = (await response.json()) as { data: { registration_window?: { server_time: string } } };
    const serverNow = Date.parse(body.data.registration_window?.server_time ?? new Date().toISOString());
    const opensAt = opensInMs === null ? serverNow - 3600_000 : serverNow + opensInMs;
    body.data.registration_window = {
      ...body.data.registration_window,
      is_open: opensInMs === null,
      opens_at: wib(opensAt),
      closes_at: wib(opensAt + 12 * 3600_000),
      server_time: wib(serverNow),
    } as never;
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

export type FirstTapOptions = {
  /** CDP CPU throttling: 1 (none) or 4 (a cheap phone) */
  cpuRate: number;
  /** the registration window is closed at first and opens while the citizen types */
  closedUntilTyping: boolean;
};

/** The window opens this long after the server's answer: while the citizen is still typing (ten keys follow it). */
const OPENS_IN_MS = 800;

export async function typeFromFirstPaint(page: Page, who: Person, options: FirstTapOptions) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuRate });
  await page.addInitScript(recordInPage);
  await page.addInitScript(holdTheNetworkInPage, options.closedUntilTyping ? OPENS_IN_MS : null);
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(APP_SCRIPTS, async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto("/queue-registration");
  const kjp = page.locator("#isian-no_kjp");
  await expect(page.locator("#root")).toHaveAttribute("data-hydrating", "");
  // before the scripts run
  await kjp.tap();
  await kjp.pressSequentially(who.kjp.slice(0, 4), { delay: KEY_DELAY_MS });
  // while they start: the next keys follow at once, as a person's would
  releaseScripts();
  await kjp.pressSequentially(who.kjp.slice(4), { delay: KEY_DELAY_MS });
  // the next field, then the locations arrive while the citizen types in it
  const ktp = page.locator("#isian-no_ktp");
  await ktp.tap();
  await ktp.pressSequentially(who.ktp.slice(0, 6), { delay: KEY_DELAY_MS });
  await page.evaluate(() => (window as unknown as { __releaseLocations: () => void }).__releaseLocations());
  await ktp.pressSequentially(who.ktp.slice(6), { delay: KEY_DELAY_MS });
  // On a loaded host the page can still be loading (or, closed, not open yet) at the KTP number's last key: the
  // citizen goes on into the KK field, key by key, until a key has landed after loading (and after the opening), at
  // most its 16 digits. The keys then span every moment however slow the host is, and a page slower than that fails.
  const kk = page.locator("#isian-no_kk");
  const landedAfterEverything = () =>
    page.evaluate((closed) => {
      const { keys, opened } = (window as unknown as { __firstTap: Log }).__firstTap;
      const last = keys.at(-1);
      return last?.moment === "after loading" && (!closed || (opened !== undefined && last.t > opened));
    }, options.closedUntilTyping);
  let kkTyped = "";
  if (!(await landedAfterEverything())) {
    await kk.tap();
    for (const digit of who.kk) {
      await kk.pressSequentially(digit, { delay: KEY_DELAY_MS });
      kkTyped += digit;
      if (await landedAfterEverything()) break;
    }
  }

  const log = await page.evaluate(() => (window as unknown as { __firstTap: Log }).__firstTap);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  // every key reached its field and the text grew by exactly that key
  const expected = [
    ...[...who.kjp].map((_, i) => ({ target: "isian-no_kjp", value: who.kjp.slice(0, i + 1) })),
    ...[...who.ktp].map((_, i) => ({ target: "isian-no_ktp", value: who.ktp.slice(0, i + 1) })),
    ...[...kkTyped].map((_, i) => ({ target: "isian-no_kk", value: kkTyped.slice(0, i + 1) })),
  ];
  expect(
    log.keys.map(({ target, value, moment }) => ({ target, value, moment })),
    "each key, where it went, the field's text after it, and the moment",
  ).toEqual(expected.map((key, i) => ({ ...key, moment: log.keys[i]?.moment })));
  // the keys really spanned the moments: before the app, while it started and loaded, after
  const moments = new Set(log.keys.map((key) => key.moment));
  expect([...moments]).toEqual(["before the app", "while loading", "after loading"]);
  expect(log.hydrated, "the app took over while the citizen typed").toBeLessThan(log.keys.at(-1)!.t);
  // nothing moved under the finger: each field stayed where it was when the first key was pressed
  const first = log.keys[0]!.tops;
  for (const key of log.keys) expect(key.tops, `the fields' places at key ${key.value} (${key.moment})`).toEqual(first);
  // the caret is where the citizen left it: at the end of what they typed
  await expect(kjp).toHaveValue(who.kjp);
  await expect(ktp).toHaveValue(who.ktp);
  await expect(kk).toHaveValue(kkTyped);
  const [lastField, lastText] = kkTyped ? [kk, kkTyped] : [ktp, who.ktp];
  await expect(lastField).toBeFocused();
  expect(await lastField.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(lastText.length);

  if (options.closedUntilTyping) {
    expect(log.opened, "the window opened while the citizen typed").toBeDefined();
    expect(log.keys.some((key) => key.t < log.opened!)).toBe(true);
    expect(log.keys.some((key) => key.t > log.opened!)).toBe(true);
  }
  return log;
}
