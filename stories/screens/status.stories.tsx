import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Database } from "../../server/store/memory/database";
import { myTickets, MY_TICKETS_KEY, toSavedTicket } from "../../src/tickets/my-tickets-store";
import {
  configDialect,
  expectShown,
  fill,
  page,
  PENDING,
  refill,
  releaseAnswer,
  rowOf,
  screenStories,
  STORY_NOW,
  TYPING,
  whileOffline,
  wholeLine,
  type ScreenPlay,
} from "../frame";

/** 'Cek Status Antrean' (docs/product.md §2) on the seeded mock (57 tickets; KJPs below are seeded ones). */
const REGISTERED = { kjp: "5049481541605990", date: "2026-03-11" }; // KBL-001, tomorrow
const REJECTED = { kjp: "5049488084250964", date: "2026-03-09" }; // PSM-002, two days ago

export default { title: "Screens/Status" } satisfies Meta;
const story = screenStories({ route: "/queue-status", tickets: 57 });

/** Asks for the ticket of one KJP on one date. */
async function check({ kjp, date } = REGISTERED) {
  await userEvent.type(await page().findByLabelText(/Nomor KJP/), kjp, TYPING);
  const dateInput = page().getByLabelText(/Tanggal Pengambilan/);
  await userEvent.clear(dateInput);
  await userEvent.type(dateInput, date, TYPING);
  await userEvent.click(page().getByRole("button", { name: "Cek" }));
}

/** The seeded ticket of that KJP on that date. */
const ticketOf = (db: Database, { kjp, date }: typeof REGISTERED) =>
  rowOf(db, "tickets", (t) => t.no_kjp === kjp && t.scheduled_date === date);
/**
 * REGISTERED's ticket kept on this phone as registration keeps it. Written to the storage itself: `myTickets.remember`
 * would date and prune it by the clock the page heard last (another story's, or the device's).
 */
function keepOneTicket(db: Database) {
  const kept = toSavedTicket({ ...ticketOf(db, REGISTERED), rejection_reason: null }, Date.parse(STORY_NOW));
  window.localStorage.setItem(MY_TICKETS_KEY, JSON.stringify([kept]));
}
const mask = (digits: string) => `${digits.slice(0, 4)}********${digits.slice(-4)}`;

export const Empty = {
  name: "Form",
  ...story(async () => {
    await expectShown(page(), { heading: "Cek Status Antrean" });
    await expect(page().getByLabelText(/Tanggal Pengambilan/)).toHaveAttribute("type", "date");
  }),
};

/**
 * No network, on a phone with no saved ticket: the check needs it, and that is all the notice says; it offered 'Tiket
 * saya', a section this page does not show then, its link going nowhere (UX pass, session 45; ADR 817).
 */
export const Offline = story(async () => {
  await expectShown(page(), { heading: "Cek Status Antrean" });
  await whileOffline(async () => {
    const notice = await page().findByRole("alert");
    // no reload, which would empty the form: 'Cek' again once the network is back
    await expect(notice).toHaveTextContent(
      /^Tidak ada koneksi internet\.\s*Pendaftaran dan cek status memerlukan internet\. Isian Anda tetap ada\. Tekan Cek saat koneksi internet kembali\.$/,
    );
    expect(within(notice).queryByRole("link")).toBeNull();
  });
  await waitFor(() => expect(page().queryByRole("alert")).toBeNull());
});

/** No network, a ticket saved on this phone: 'Tiket saya' below still opens it, and the notice links there. */
export const OfflineWithSavedTicket = story({ data: keepOneTicket }, async () => {
  const mine = await page().findByRole("region", { name: "Tiket saya" });
  await whileOffline(async () => {
    const notice = await page().findByRole("alert");
    await waitFor(() =>
      expect(notice).toHaveTextContent("Tiket yang tersimpan di ponsel ini tetap dapat dibuka tanpa internet: Tiket saya"),
    );
    await expect(within(notice).getByRole("link", { name: "Tiket saya" })).toHaveAttribute("href", `#${mine.id}`);
  });
});

export const StatusFound = story(async (_, { db }) => {
  await check();
  // the date in words under the field: the browser's input order follows the phone's language
  // (then the field's empty error part, kept on a page rendered at build time: the join's space is all it adds)
  await expect(page().getByLabelText(/Tanggal Pengambilan/)).toHaveAccessibleDescription(/^Rabu, 11 Maret 2026\s*$/);
  const card = await page().findByRole("article", { name: "Tiket Antrean" });
  const t = ticketOf(db, REGISTERED);
  // KTP and KK come back masked to the first and last four digits (docs/product.md §11)
  for (const text of [t.no, t.no_kjp, mask(t.no_ktp), mask(t.no_kk), "Pasar Jaya Kebayoran Lama", "Terdaftar"]) {
    await expect(card).toHaveTextContent(text);
  }
  // the focus follows the answer from 'Cek', which the card scrolls off a phone's screen (docs/product.md §2.4)
  await waitFor(() => expect(page().getByRole("region", { name: "Hasil cek status" })).toHaveFocus());
  await expect(page().getByRole("region", { name: "Hasil cek status" })).toContainElement(card);
});

export const StatusEmpty = story(async () => {
  await check({ kjp: "5049480000000000", date: REGISTERED.date });
  await expect(await page().findByText("Anda tidak memiliki jadwal antrean", { selector: "p" })).toBeVisible();
  expect(page().queryByRole("article")).toBeNull();
  // what was asked, where the answer is (the fields are scrolled away on a phone with large text), and a way to register
  await expect(page().getByText("Yang diperiksa: nomor KJP 5049480000000000 untuk Rabu, 11 Maret 2026.")).toBeVisible();
  await expect(page().getByRole("link", { name: "daftar antrean baru" })).toHaveAttribute("href", "/queue-registration");
  // asked again with Enter in the KJP field: the focus goes from the field to the answer (docs/product.md §2.4)
  await userEvent.click(page().getByLabelText(/Nomor KJP/));
  await userEvent.keyboard("{Enter}");
  const result = () => page().getByRole("region", { name: "Hasil cek status" });
  await waitFor(() => expect(result()).toHaveFocus());
  await expect(result()).toHaveTextContent("Anda tidak memiliki jadwal antrean");
});

export const StatusRejected = story(async (_, { db }) => {
  await check(REJECTED);
  const card = await page().findByRole("article", { name: "Tiket Antrean" });
  await expect(card).toHaveTextContent("Ditolak");
  await expect(card).toHaveTextContent(ticketOf(db, REJECTED).rejection_reason?.reason ?? "no reason");
});

// the messages are the field's description and the focus goes to the field; nothing is asked. '12ab' breaks both
// rules of a KJP: both are said, as the registration form says them (docs/product.md §5.2), each on a line of its own
export const StatusValidation = story(async () => {
  await fill(page(), { "Nomor KJP": "12ab" }, "Cek");
  const kjp = page().getByLabelText(/Nomor KJP/);
  await expect(await page().findByText(wholeLine("Hanya boleh berisi karakter 0-9"))).toBeVisible();
  await expect(page().getByText("No KJP harus berisi minimal 16 karakter", { exact: true })).toBeVisible();
  await expect(kjp).toHaveAccessibleDescription(/Hanya boleh berisi karakter 0-9\s*\.\s*No KJP harus berisi minimal 16 karakter/);
  await expect(kjp).toHaveFocus();
  await refill(page(), { "Nomor KJP": ["12ab", "1234"] });
  await expect(await page().findByText("No KJP harus berisi minimal 16 karakter")).toBeVisible();
  await expect(kjp).toHaveAccessibleDescription(/No KJP harus berisi minimal 16 karakter/);
  expect(page().queryByText(wholeLine("Hanya boleh berisi karakter 0-9"))).toBeNull();
  expect(page().queryByRole("article")).toBeNull();
});

// a 5xx reads in plain Indonesian, never the server's or the adapter's text (docs/product.md §8)
const busy = { guestCheckQueues: { status: 503, message: "Layanan sedang gangguan" } } as const;
export const StatusFailure = story({ faults: busy }, async () => {
  await check();
  const region = await page().findByRole("region", { name: /Notifikasi/ });
  await waitFor(() => expect(region).toHaveTextContent("Error"));
  await expect(region).toHaveTextContent(configDialect.serverDown);
  await expect(region).not.toHaveTextContent("Layanan sedang gangguan");
  await expect(page().getByLabelText(/Nomor KJP/)).toHaveValue(REGISTERED.kjp);
});

/**
 * 'Coba lagi' pressed by keyboard while the check still fails: the box stays, saying it tries ('Memuat ulang…'), and the
 * focus stays on its button when the retry fails again. The box was taken away while the retry ran and drawn anew after,
 * the focus left on the page's body (UX pass s38 at 360×740; docs/product.md §2.12: the focus never falls to the body).
 * The mock holds each check until the play lets it fail: with 400 ms, a stall of the machine missed 'Memuat ulang…'.
 */
export const StatusRetryFailsAgain = story(
  { faults: { guestCheckQueues: { ...busy.guestCheckQueues, ...PENDING } } },
  async (_, { mock }) => {
    await check();
    await releaseAnswer(mock, "guestCheckQueues");
    const retry = await page().findByRole("button", { name: "Coba lagi" }, { timeout: 5_000 });
    retry.focus();
    for (const key of ["{Enter}", " "]) {
      await userEvent.keyboard(key);
      // the same button, saying it tries, still focused (a disabled button would have let the focus go)
      await waitFor(() => expect(retry).toHaveTextContent("Memuat ulang…"));
      await expect(retry).toHaveFocus();
      await releaseAnswer(mock, "guestCheckQueues");
      await waitFor(() => expect(retry).toHaveTextContent("Coba lagi"), { timeout: 5_000 });
      await expect(retry.closest("[role=alert]")).toHaveTextContent(configDialect.serverDown);
      await expect(retry).toHaveFocus();
    }
  },
);

/**
 * A phone 320 px wide with text made 200 % larger (WCAG 1.4.4, 1.4.10), where the form, a card or the failure box is
 * taller than the screen: the story's page at that size and its text at that scale, put back after.
 */
const PHONE = { width: 320, height: 568 };
const onPhoneWithLargeText = <T extends { parameters: object }>(screenStory: T) => ({
  ...screenStory,
  parameters: {
    ...screenStory.parameters,
    viewport: {
      options: {
        phone320: { name: "320 × 568", type: "mobile", styles: { width: `${PHONE.width}px`, height: `${PHONE.height}px` } },
      },
    },
  },
  globals: { viewport: { value: "phone320", isRotated: false } },
});
const largeText = () => {
  document.documentElement.style.fontSize = "200%";
  return () => void (document.documentElement.style.fontSize = "");
};

/** Types the KJP and the date, then asks with Enter in the KJP field, as a keyboard user does. */
async function checkByKeyboard({ kjp, date } = REGISTERED) {
  const kjpInput = await page().findByLabelText(/Nomor KJP/);
  const dateInput = page().getByLabelText(/Tanggal Pengambilan/);
  await userEvent.clear(dateInput);
  await userEvent.type(dateInput, date, TYPING);
  await userEvent.type(kjpInput, kjp, TYPING);
  await userEvent.keyboard("{Enter}");
}

/** The focus ring drawn around `element` (outline width and offset), whole inside the screen. */
async function expectRingOnScreen(element: HTMLElement) {
  await expect(element).toHaveFocus();
  expect(element.matches(":focus-visible")).toBe(true);
  const { outlineStyle, outlineWidth, outlineOffset } = getComputedStyle(element);
  expect(outlineStyle).toBe("solid");
  expect(parseFloat(outlineWidth)).toBeGreaterThanOrEqual(3);
  const ring = parseFloat(outlineWidth) + parseFloat(outlineOffset);
  const box = element.getBoundingClientRect();
  expect(box.left - ring, "ring's left").toBeGreaterThanOrEqual(0);
  expect(box.right + ring, "ring's right").toBeLessThanOrEqual(innerWidth);
  expect(box.top - ring, "ring's top").toBeGreaterThanOrEqual(0);
}

/**
 * At 320 px with 200 % text the card scrolls 'Cek' off the screen: the answer's place takes the focus, its start on the
 * screen and its ring seen (it had `outline: none`, no sign of the focus for a keyboard user: UX pass, session 44).
 */
export const StatusFoundOnPhone = onPhoneWithLargeText(
  story({ beforeEach: largeText }, async () => {
    expect(innerWidth).toBe(PHONE.width);
    await checkByKeyboard();
    await page().findByRole("article", { name: "Tiket Antrean" });
    const result = page().getByRole("region", { name: "Hasil cek status" });
    await waitFor(() => expect(result).toHaveFocus());
    await expectRingOnScreen(result);
  }),
);

/**
 * A KJP the check refuses on a 360×640 phone that holds a ticket, the page scrolled so that the KJP input is at the
 * screen's top and its label above it: 'Cek' gives the focus to the field with
 * its label on the screen, as the registration form's summary links do (the input, on the screen already, took the focus
 * where it was, 'Nomor KJP' out of sight: UX pass, session 45; docs/product.md §2.13).
 */
const refusedKjp = story({ data: keepOneTicket }, async () => {
  expect(innerWidth).toBe(360);
  // 'Tiket saya' below the form makes the page long enough to scroll
  await page().findByRole("region", { name: "Tiket saya" });
  const kjp = page().getByLabelText(/Nomor KJP/) as HTMLInputElement;
  await userEvent.type(kjp, "12a", TYPING);
  window.scrollBy({ top: kjp.getBoundingClientRect().top, behavior: "instant" });
  const label = () => kjp.labels?.[0]?.getBoundingClientRect() ?? new DOMRect();
  expect(label().bottom, "the label, before").toBeLessThan(0);
  const cek = page().getByRole("button", { name: "Cek" });
  expect(cek.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
  await userEvent.click(cek);
  await waitFor(() => expect(kjp).toHaveFocus());
  // with room from the screen's edge (12 px: src/ui/field.css.ts)
  expect(label().top, "the label's top").toBeGreaterThanOrEqual(12);
  expect(kjp.getBoundingClientRect().bottom, "the input's bottom").toBeLessThanOrEqual(innerHeight);
});
export const StatusValidationOnPhone = {
  ...refusedKjp,
  parameters: {
    ...refusedKjp.parameters,
    viewport: { options: { phone360: { name: "360 × 640", type: "mobile", styles: { width: "360px", height: "640px" } } } },
  },
  globals: { viewport: { value: "phone360", isRotated: false } },
};

/**
 * She moved on to the KJP field while the check ran (to correct it): the answer, a ticket or a failure, shows and the
 * focus stays where she is. Only what had the focus when she pressed 'Cek' hands it on (docs/product.md §2.4; the
 * answer took it from any field of the form: UX pass, session 44). The mock holds the check until she is in the field:
 * with 600 ms, a stall of the machine let the answer come first.
 */
const heldCheck = (fault: { status?: number } = {}) => ({ guestCheckQueues: { ...fault, ...PENDING } });
const movesOnWhileChecking =
  (answer: () => Promise<HTMLElement>): ScreenPlay =>
  async (_, { mock }) => {
    await check();
    const kjp = page().getByLabelText(/Nomor KJP/);
    // while the check runs (held by the mock): the answer is not there yet
    expect(page().queryByRole("region", { name: "Hasil cek status" })).toBeNull();
    await userEvent.click(kjp);
    await releaseAnswer(mock, "guestCheckQueues");
    await answer();
    await expect(kjp).toHaveFocus();
  };
export const StatusFoundWhileInAField = story(
  { faults: heldCheck() },
  movesOnWhileChecking(() => page().findByRole("article", { name: "Tiket Antrean" }, { timeout: 5_000 })),
);
/** On a phone with large text the answer's card is taller than the screen: scrolled to it, her field went out of sight. */
export const StatusFoundWhileInAFieldOnPhone = onPhoneWithLargeText(
  story({ beforeEach: largeText, faults: heldCheck() }, async (canvas, screen) => {
    await movesOnWhileChecking(() => page().findByRole("article", { name: "Tiket Antrean" }, { timeout: 5_000 }))(canvas, screen);
    const kjp = page()
      .getByLabelText(/Nomor KJP/)
      .getBoundingClientRect();
    expect(kjp.top).toBeGreaterThanOrEqual(0);
    expect(kjp.bottom).toBeLessThanOrEqual(innerHeight);
  }),
);
export const StatusFailureWhileInAField = story(
  { faults: heldCheck(busy.guestCheckQueues) },
  movesOnWhileChecking(() => page().findByRole("button", { name: "Coba lagi" }, { timeout: 5_000 })),
);

/**
 * A failed check at 320 px with 200 % text: 'Cek' is scrolled off the screen (its top at −315 px) while the failure box
 * and its 'Coba lagi' show above the toast, so the box takes the focus, as an answer does (UX pass, session 44). Then
 * 'Coba lagi' by keyboard gets the ticket: the answer's place takes the focus with its start on the screen (it was at
 * −162 px, the card's title and status cut off, where 'Cek' brings it to +32 px).
 */
const failsOnceOnPhone = (fault: { status?: number; networkError?: boolean }) =>
  onPhoneWithLargeText(
    story({ beforeEach: largeText, faults: { guestCheckQueues: { ...fault, times: 1 } } }, async () => {
      expect(innerWidth).toBe(PHONE.width);
      await check();
      const retry = await page().findByRole("button", { name: "Coba lagi" }, { timeout: 5_000 });
      const box = retry.closest<HTMLElement>("[role=alert]")!;
      await waitFor(() => expect(box).toHaveFocus());
      // where the focus was: 'Cek', above the screen
      expect(page().getByRole("button", { name: "Cek" }).getBoundingClientRect().bottom).toBeLessThan(0);
      await expect(box).toHaveTextContent("Status antrean belum dapat diperiksa.");
      expect(retry.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
      expect(retry.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
      await userEvent.tab();
      await expect(retry).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      const card = await page().findByRole("article", { name: "Tiket Antrean" }, { timeout: 5_000 });
      const result = page().getByRole("region", { name: "Hasil cek status" });
      await waitFor(() => expect(result).toHaveFocus());
      await expectRingOnScreen(result);
      // the card from its start: its title and status on the screen
      expect(card.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    }),
  );
export const StatusServerFailureOnPhone = failsOnceOnPhone({ status: 500 });
export const StatusNetworkFailureOnPhone = failsOnceOnPhone({ networkError: true });

/**
 * Pickup morning at the market (Wednesday 07:30 WIB), her ticket for today kept on this phone: the date starts at
 * today, not tomorrow, so 'Cek' with only her KJP typed finds it (docs/product.md §2.4; UX pass, session 34).
 */
const PICKUP_MORNING = { clock: "2026-03-11T07:30:00.000+07:00", today: "2026-03-11", uuid: crypto.randomUUID() };
export const PickupMorning = story(
  {
    clock: PICKUP_MORNING.clock,
    data: async (db) => {
      const seeded = rowOf(db, "tickets", (t) => t.status === "registered");
      const { today, uuid } = PICKUP_MORNING;
      const ticket = await db.insert("tickets", { ...seeded, uuid, scheduled_date: today });
      myTickets.remember({ ...ticket, rejection_reason: null });
    },
  },
  async (_, { db }) => {
    const dateInput = page().getByLabelText(/Tanggal Pengambilan/);
    await waitFor(() => expect(dateInput).toHaveValue(PICKUP_MORNING.today));
    const kept = rowOf(db, "tickets", (t) => t.uuid === PICKUP_MORNING.uuid);
    await userEvent.type(page().getByLabelText(/Nomor KJP/), kept.no_kjp, TYPING);
    await userEvent.click(page().getByRole("button", { name: "Cek" }));
    await expect(await page().findByRole("article", { name: "Tiket Antrean" })).toHaveTextContent(kept.no);
  },
);
