import { expect, type Locator, type Page } from "@playwright/test";
import { submitRegistration } from "./citizen";

/**
 * The demo console (ADR 301) as a tester uses it: the small 'Demo' button or Alt+Shift+D on any page of a demo
 * build, then one tab per concern. Black box: only what is on the screen.
 */
export const demoConsole = (page: Page) => page.getByRole("dialog", { name: "Demo console" });

export async function openDemoConsole(page: Page): Promise<Locator> {
  // the landing's announcement is a native modal <dialog>: the rest of the page (the console button too) is inert
  const announcement = page.getByRole("dialog", { name: /Pengumuman/ });
  if (new URL(page.url()).pathname.endsWith("/")) {
    // The landing arrives as HTML with its announcement open (ADR 810); once React owns the page (its `data-hydrating`
    // mark gone) the announcement shows exactly when the journey has not closed it yet, so this asks instead of waiting
    // for it to appear. A 'Tutup' before then would reach no handler.
    await expect(page.locator("#root h1")).toBeVisible();
    await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
    if (await announcement.isVisible()) await announcement.getByRole("button", { name: "Tutup" }).click();
  }
  const panel = demoConsole(page);
  if (!(await panel.isVisible())) await page.getByRole("button", { name: "Demo console", exact: true }).click();
  await expect(panel).toBeVisible();
  return panel;
}

export async function closeDemoConsole(page: Page) {
  await demoConsole(page).getByRole("button", { name: "Close demo console" }).click();
  await expect(demoConsole(page)).toBeHidden();
}

export async function consoleTab(page: Page, name: "Clock" | "Personas" | "Faults" | "Data" | "Log"): Promise<Locator> {
  const panel = await openDemoConsole(page);
  await panel.getByRole("tab", { name }).click();
  return panel.getByRole("tabpanel", { name });
}

/** Sets the mock clock to a WIB date and time through the Clock tab (frozen there when `freeze`). */
export async function setMockClock(page: Page, date: string, time: string, { freeze = true } = {}) {
  const tab = await consoleTab(page, "Clock");
  const freezeButton = tab.getByRole("button", { name: "Freeze" });
  if (freeze && (await freezeButton.isVisible())) await freezeButton.click();
  await tab.getByLabel("Date (WIB)").fill(date);
  await tab.getByLabel("Time (WIB)").fill(time);
  await tab.getByRole("button", { name: "Set clock" }).click();
  await expect(tab.getByTestId("demo-clock-now")).toHaveText(`${date} ${time}`);
}

/** One of the clock presets (05:59:50, 06:00:00, 20:59:50, 21:00:00) on the date in the Clock tab. */
export async function clockPreset(page: Page, time: string) {
  const tab = await consoleTab(page, "Clock");
  await tab.getByRole("button", { name: `Set to ${time} WIB` }).click();
  await expect(tab.getByTestId("demo-clock-now")).toContainText(time);
}

/** Signs the app in as a seeded persona in one click and waits for the dashboard. */
export async function signInAsPersona(page: Page, username: string) {
  const tab = await consoleTab(page, "Personas");
  await tab.getByRole("button", { name: `Sign in as ${username}` }).click();
  await expect(tab.getByRole("status")).toHaveText(`Signed in as ${username}.`);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The rows of the Log tab whose text matches the filter, newest first. */
export async function logRows(page: Page, filter: string): Promise<Locator> {
  const tab = await consoleTab(page, "Log");
  await tab.getByLabel("Filter").fill(filter);
  return tab.getByRole("region", { name: "API calls" }).locator("tbody tr");
}

// The citizen's registration, as the demo journeys use it (the same form e2e/public-registration.spec.ts covers).

export type Person = { kjp: string; ktp: string; kk: string };
export const person = (n: number): Person => {
  const tail = String(n).padStart(8, "0");
  return { kjp: `50494866${tail}`, ktp: `77770000${tail}`, kk: `77771111${tail}` };
};

/** Fills the form (Kramat Jati, 07:00 - 09:00) and presses 'Daftar'. */
export const register = (page: Page, who: Person) => submitRegistration(page, who, KRAMAT_JATI, MORNING_SESSION);
export const KRAMAT_JATI = /Kramat Jati/;
export const MORNING_SESSION = /07:00 - 09:00 WIB/;

/** Registers and closes the ticket dialog; answers the queue number. */
export async function registerSuccessfully(page: Page, who: Person): Promise<string> {
  await register(page, who);
  const dialog = page.getByRole("dialog", { name: "Registrasi Berhasil" });
  await expect(dialog).toBeVisible();
  const number = (await dialog.getByText(/^KRJ-\d{3}$/).textContent()) ?? "";
  expect(number).toMatch(/^KRJ-\d{3}$/);
  await dialog.getByRole("button", { name: "Tutup" }).click();
  await expect(dialog).toBeHidden();
  return number;
}

/** The console's button: 'Demo' on the screen, 'Demo console' to a screen reader. */
export const demoLauncher = (page: Page) => page.getByRole("button", { name: "Demo console", exact: true });

/**
 * What the console's button covers: every control of the page (links, buttons, fields; the console's own parts left
 * out) whose box meets the button's box on the screen, at the page's current scroll position and, with `everyScroll`,
 * at every position from the top to the end of the page (the position is put back after). Empty when it covers none.
 */
export async function controlsUnderLauncher(page: Page, { everyScroll = false } = {}): Promise<string[]> {
  return page.evaluate((all) => {
    const host = document.getElementById("antrean-demo-console");
    const launcher = host?.querySelector("button");
    if (!host || !launcher) throw new Error("no demo console button on the page");
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input, select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex='-1'])",
      ),
    ].filter((control) => !host.contains(control) && control.checkVisibility());
    const name = (control: HTMLElement) =>
      control.textContent?.trim() ||
      control.getAttribute("aria-label") ||
      (control instanceof HTMLInputElement ? control.labels?.[0]?.textContent?.trim() : "") ||
      "";
    const covered = new Set<string>();
    const check = () => {
      const own = launcher.getBoundingClientRect();
      const onScreen = own.bottom > 0 && own.top < innerHeight && own.right > 0 && own.left < innerWidth;
      if (!onScreen) return;
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < own.right && own.left < box.right && box.top < own.bottom && own.top < box.bottom)
          covered.add(`${control.tagName.toLowerCase()} '${name(control)}' at scrollY ${Math.round(scrollY)}`);
      }
    };
    const start = scrollY;
    if (!all) check();
    else {
      const end = document.documentElement.scrollHeight - innerHeight;
      for (let y = 0; y < end; y += 40) {
        scrollTo(0, y);
        check();
      }
      scrollTo(0, end);
      check();
      scrollTo(0, start);
    }
    return [...covered];
  }, everyScroll);
}
