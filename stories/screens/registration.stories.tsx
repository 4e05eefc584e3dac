import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, configDialect, expectNoDialog, expectShown, expectToast, fill, labelled, page, wholeLine } from "../frame";
import {
  hurryingTimers,
  moveClock,
  patchRows,
  PENDING,
  releaseAnswer,
  requestLog,
  rowOf,
  screenStories,
  STORY_NOW,
  whileOffline,
} from "../frame";
import type { Database } from "../../server/store/memory/database";
import type { MockControl } from "../../mocks/control";
import { toSavedTicket } from "../../src/tickets/my-tickets-store";
import { MY_TICKETS_KEY } from "../../src/tickets/my-tickets-key";
import { longDateId } from "../../contract/wib";
import { SLOW_ANSWER_TEXT } from "../../src/features/registration/use-registration-attempt";

/**
 * The citizen's registration (docs/product.md §2) on the seeded mock, Tuesday 10:00 WIB: the window is open and the
 * pickup is Wednesday 2026-03-11, a day off at Cengkareng.
 */
const NO_LOCATIONS = "Tidak ada lokasi yang tersedia untuk saat ini.";
const NO_SESSIONS =
  "Tidak ada sesi yang tersedia dari lokasi yang anda pilih. Silahkan pilih lokasi yang lain atau silahkan coba di lain hari.";
const KRAMAT_JATI_SESSIONS = Array.from({ length: 18 }, (_, i) => i + 1);
const LEAD =
  "Daftar hari ini untuk mengambil pangan bersubsidi besok. Isi data sesuai kartu, lalu pilih lokasi dan sesi pengambilan.";
const BRING = "Saat mengambil besok, bawa KTP asli, fotokopi KK, dan kartu KJP.";
const OPEN_NOTE = "Pendaftaran dibuka sampai pukul 21:00 WIB.";
const TODAY_TICKET_TEXT = "Tiket Anda untuk hari ini tersimpan. Anda boleh mendaftar lagi.";
const typed = { "Nomor KJP": "5049488500001234", "Nomor KTP": "3175061201800004", "Nomor KK": "3175060101090007" };

export default { title: "Screens/Registration" } satisfies Meta;
const story = screenStories({ route: "/queue-registration" });

/** Waits for the data (the Loading dialog hides the page until then). */
async function ready() {
  const trigger = await page().findByRole("button", { name: /Lokasi/ });
  await waitFor(() => expect(page().queryByRole("dialog", { name: "Loading" })).toBeNull());
  return trigger;
}

/** Fills the form with the KJP, KTP and KK above, Kramat Jati and its 07:00 session; then presses `submit`. */
async function fillIn(submit?: string) {
  await ready();
  await fill(page(), { ...typed, Lokasi: /Kramat Jati/ });
  await ready();
  await fill(page(), { Sesi: /07:00 - 09:00 WIB/ }, submit);
}

export const Loading = story({ faults: { guestScheduledDate: PENDING, guestLocations: PENDING } }, async () => {
  const dialog = await page().findByRole("dialog", { name: "Loading" });
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(dialog).toHaveTextContent("Loading");
});

export const NoLocations = story({ data: patchRows("locations", [1, 2, 3, 4, 5, 6, 7, 8], { is_active: false }) }, async () => {
  await answer("Perhatian", "Tutup", NO_LOCATIONS);
});

/** The list said Kramat Jati had sessions; by the time she picks it, none is left (archived meanwhile). */
export const NoSessions = story(async (_, { db }) => {
  await ready();
  await patchRows("sessions", KRAMAT_JATI_SESSIONS, { is_active: false })(db);
  await fill(page(), { Lokasi: /Kramat Jati/ });
  const alert = await page().findByRole("alertdialog", { name: "Perhatian" });
  await expect(alert).toHaveTextContent(NO_SESSIONS);
});

/** Kramat Jati has no session on the pickup date: marked beside the days off, not chosen (issue 35). */
export const LocationWithoutSessions = story(
  { data: patchRows("sessions", KRAMAT_JATI_SESSIONS, { is_active: false }) },
  async () => {
    await userEvent.click(await ready());
    const none = await page().findByRole("option", { name: /Kramat Jati.*Tidak ada sesi/ });
    await expect(none).toHaveAttribute("aria-disabled", "true");
    await expect(none).toHaveTextContent("Tidak ada sesi pada tanggal pengambilan.");
    await expect(page().getByRole("option", { name: /Cengkareng.*Libur/ })).toHaveAttribute("aria-disabled", "true");
    await expect(page().getByRole("option", { name: /Pasar Minggu/ })).not.toHaveAttribute("aria-disabled");
    await userEvent.keyboard("{Escape}");
  },
);

/**
 * Saturday: no market hands out on Sunday. Said above the form before any input; no 'Daftar'; the fields cannot be
 * filled in, each described by why and when to register next, said where 'Daftar' would be (docs/product.md §2.3).
 * Why, in the list's words: Cengkareng has its day off ('Libur'), the others no session ('Tidak ada sesi'), so no
 * market is open; it said every market was 'libur' (UX pass, session 20).
 */
export const NoPickupTomorrow = {
  name: "No pickup tomorrow (Saturday)",
  ...story({ clock: "2026-03-14T08:00:00.000+07:00" }, async () => {
    const trigger = await ready();
    const next = "Daftar lagi besok pukul 06:00 WIB untuk pengambilan Senin, 16 Maret 2026.";
    for (const text of ["Besok tidak ada pengambilan.", "Tidak ada lokasi yang buka pada Minggu, 15 Maret 2026.", next]) {
      await waitFor(() => expect(page().getByText(text)).toBeVisible());
    }
    await expect(page().queryByText(/Semua lokasi libur/)).toBeNull();
    await expect(page().queryByRole("button", { name: "Daftar" })).toBeNull();
    await expect(page().queryByText(LEAD)).not.toBeVisible();
    const why = `Formulir ini belum dapat dikirim. Besok tidak ada pengambilan. ${next}`;
    await waitFor(() => expect(page().getByText(why)).toBeVisible());
    for (const label of [/Nomor KJP/, /Nomor KTP/, /Nomor KK/]) {
      const field = page().getByLabelText(label);
      await expect(field).toBeDisabled();
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(why));
    }
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining(why));
    await expect(page().getByRole("button", { name: /Sesi/ })).toBeDisabled();
  }),
};

/** Kramat Jati's last seat for Wednesday at 07:00 (its only session that day): taken, the list marks it 'Penuh' at once. */
async function oneSeatAtKramatJati(db: Database) {
  await patchRows("sessions", [8, 9], { is_active: false })(db);
  await patchRows("sessions", [7], { quota: db.tickets.registeredFor(7, "2026-03-11") + 1 })(db);
}
export const LastSeatTaken = {
  name: "Last seat taken (market marked full)",
  ...story({ data: oneSeatAtKramatJati }, async () => {
    await fillIn("Daftar");
    const dialog = await page().findByRole("dialog", { name: "Registrasi Berhasil" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Tutup" }));
    await expectNoDialog();
    await userEvent.click(page().getByRole("button", { name: /Lokasi/ }));
    const full = await page().findByRole("option", { name: /Kramat Jati.*Penuh/ });
    await expect(full).toHaveAttribute("aria-disabled", "true");
    await expect(full).toHaveTextContent("Semua sesi sudah penuh.");
    await userEvent.keyboard("{Escape}");
  }),
};

export const DayOffLocation = story(async () => {
  await userEvent.click(await ready());
  const dayOff = await page().findByRole("option", { name: /Cengkareng.*Libur/ });
  await expect(dayOff).toHaveAttribute("aria-disabled", "true");
  await expect(page().getByRole("option", { name: /Kramat Jati/ })).not.toHaveAttribute("aria-disabled");
  // a press on it chooses nothing: the list stays open
  await userEvent.click(dayOff, { pointerEventsCheck: 0 });
  await expect(page().getByRole("listbox")).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expectShown(page(), { values: { Lokasi: "Pilih lokasi..." } });
});

/**
 * No network, on a phone with no saved ticket: above the form, that there is no connection, what needs it and what to
 * do; nothing of 'Tiket saya', which this phone does not have (it was promised, with a link to a page whose code was
 * not on the phone: UX pass, session 45; ADR 817).
 */
export const Offline = story(async () => {
  await ready();
  await expect(page().queryByRole("alert")).toBeNull();
  await whileOffline(async () => {
    const notice = await page().findByRole("alert");
    await expect(notice).toHaveTextContent(
      /^Tidak ada koneksi internet\.\s*Pendaftaran dan cek status memerlukan internet\. Isian Anda tetap ada\. Tekan Daftar saat koneksi internet kembali\.$/,
    );
    expect(within(notice).queryByRole("link")).toBeNull();
    // above the form: the first thing read after the page's lead
    const form = page().getByRole("form", { name: "Formulir Pendaftaran" });
    await expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
  await waitFor(() => expect(page().queryByRole("alert")).toBeNull());
});

/**
 * No network on a phone that holds a ticket, yesterday's ('Tiket saya' shows it under 'Riwayat'): the notice says the
 * saved tickets still open, with a link to 'Tiket saya'.
 */
export const OfflineWithSavedTicket = {
  name: "Offline, a ticket saved",
  ...story({ data: (db) => savedTicketsOn(db, ["2026-03-09"]) }, async () => {
    await ready();
    await whileOffline(async () => {
      const notice = await page().findByRole("alert");
      await waitFor(() =>
        expect(notice).toHaveTextContent("Tiket yang tersimpan di ponsel ini tetap dapat dibuka tanpa internet: Tiket saya"),
      );
      await expect(within(notice).getByRole("link", { name: "Tiket saya" })).toHaveAttribute("href", "/queue-status#tiket-saya");
    });
  }),
};

/** Offline as she picks a market: the session field says why it stays empty, and fills itself once she is back online. */
export const OfflineChoosingMarket = {
  name: "Offline while choosing a market",
  ...story(async () => {
    await ready();
    await whileOffline(async () => {
      await fill(page(), { Lokasi: /Kramat Jati/ });
      const waiting = await page().findByText(
        "Daftar sesi belum dapat dimuat. Ponsel tidak tersambung ke internet. Daftar akan muncul sendiri setelah tersambung.",
      );
      await expect(waiting.closest('[role="alert"]')).not.toBeNull();
      await expect(page().getByRole("button", { name: /Sesi/ })).toBeDisabled();
    });
    await waitFor(() => expect(page().queryByText(/Daftar sesi belum dapat dimuat/)).toBeNull());
    await fill(page(), { Sesi: /07:00 - 09:00 WIB/ });
    await expectShown(page(), { values: { Sesi: "07:00 - 09:00 WIB" } });
  }),
};

/** The summary at the top of the form after a failed submit (its title is the form's ERROR_SUMMARY_TITLE). */
const summary = () => page().getByRole("heading", { name: "Ada isian yang perlu diperbaiki" }).parentElement as HTMLElement;

export const ValidationErrors = {
  name: "Validation Errors (error summary)",
  ...story(async () => {
    await ready();
    await fill(page(), { "Nomor KJP": "12345", "Nomor KTP": "12ab" }, "Daftar");
    // each problem twice: a link in the summary (which takes focus), naming its field, and the message at its field
    await waitFor(() => expect(summary()).toHaveFocus());
    // '12ab' breaks both rules of a KTP: both are said, each the spec's sentence as it is, on a line of its own
    const ktpRules = ["Hanya boleh berisi karakter 0-9", "No KTP harus berisi tepat 16 karakter"];
    const messages = {
      "Nomor KJP": "No KJP harus berisi minimal 16 karakter",
      // a full stop only screen readers get between the two, so they are read as two sentences (ui/field-help.tsx)
      "Nomor KTP": ktpRules.join(" . "),
      "Nomor KK": "No KK harus berisi tepat 16 karakter",
      Lokasi: "Pilih lokasi terlebih dahulu",
    };
    for (const [label, message] of Object.entries(messages)) {
      await expect(within(summary()).getByRole("link", { name: `${label}: ${message}` })).toBeVisible();
      await expect(page().getByLabelText(new RegExp(label))).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // each rule an element of its own under the field (the second also in the summary), no '.' added to either
    for (const rule of ktpRules) {
      const lines = page().queryAllByText(wholeLine(rule));
      expect(lines).not.toHaveLength(0);
      for (const line of lines) await expect(line).toBeVisible();
    }
    await expectShown(page(), { invalid: Object.keys(messages) });
    // a link takes the reader to its field
    await userEvent.click(within(summary()).getByRole("link", { name: `Nomor KK: ${messages["Nomor KK"]}` }));
    await expect(page().getByLabelText(/Nomor KK/)).toHaveFocus();
  }),
};

/** A digit typed twice is kept and named by the length rule, never cut without a word (a wrong number would pass). */
export const DigitTypedTwice = story(async () => {
  await ready();
  const doubled = "31750601010900077";
  await fill(page(), { ...typed, "Nomor KK": doubled, Lokasi: /Kramat Jati/ }, "Daftar");
  await waitFor(() => expect(summary()).toHaveFocus());
  await expectShown(page(), {
    values: { "Nomor KK": doubled },
    invalid: ["Nomor KK"],
    described: { "Nomor KK": /No KK harus berisi tepat 16 karakter/ },
  });
});

/** Everything but the session: only the session is named, and an 18-digit KJP is a valid one (ADR 104). */
export const SessionMissing = {
  name: "Validation Errors (only the session missing)",
  ...story(async () => {
    await ready();
    const kjp18 = "504948850000123456";
    await fill(page(), { ...typed, "Nomor KJP": kjp18, Lokasi: /Kramat Jati/ });
    await ready();
    await fill(page(), {}, "Daftar");
    await waitFor(() => expect(summary()).toHaveFocus());
    await expect(
      within(summary())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Sesi: Pilih sesi terlebih dahulu"]);
    await expectShown(page(), { described: { Sesi: /Pilih sesi terlebih dahulu/ }, values: { "Nomor KJP": kjp18 } });
    for (const label of ["Nomor KJP", "Nomor KTP", "Nomor KK"]) {
      await expect(page().getByLabelText(new RegExp(label))).not.toHaveAttribute("aria-invalid", "true");
    }
    // nothing was sent: 'Daftar' did not lock
    await expect(page().getByRole("button", { name: "Daftar" })).toBeEnabled();
  }),
};

/**
 * Open: under the title the lead, the hours and what to bring (the room the closed notice needs anyway, filled;
 * issue 35); the pickup date is text that wraps, named by its label, not an input.
 */
export const Open = story(async () => {
  await ready();
  for (const text of [LEAD, "Pendaftaran buka pukul 06:00 - 21:00 WIB.", BRING])
    await waitFor(() => expect(page().getByText(text)).toBeVisible());
  await expectShown(page(), { values: { "Tanggal Pengambilan": "Rabu, 11 Maret 2026 (WIB)" } });
  await expect(page().getByLabelText("Tanggal Pengambilan")).toHaveAccessibleDescription(
    "Pengambilan dilakukan sehari setelah pendaftaran.",
  );
  await expect(page().queryByRole("textbox", { name: "Tanggal Pengambilan" })).toBeNull();
  // SPEC §1's "only the KTP holder named on the ticket": the ticket names the holder by the KTP number it shows (it
  // carries no name), so the term says the number, not a name
  const terms = within(page().getByRole("region", { name: "Syarat dan ketentuan" }));
  await expect(terms.getByText("Hanya pemilik KTP yang nomornya tertera pada tiket yang dapat mengambil.")).toBeVisible();
});

export const Filled = story(async () => {
  await fillIn();
  await expectShown(page(), { values: { ...typed, Lokasi: "Pasar Jaya Kramat Jati", Sesi: "07:00 - 09:00 WIB" } });
  await expect(page().getByRole("button", { name: "Daftar" })).toBeEnabled();
});

export const Submitting = story({ faults: { guestCreateQueue: PENDING } }, async () => {
  await fillIn("Daftar");
  const button = page().getByRole("button", { name: /Daftar/ });
  await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
  await expect(within(button).getByRole("progressbar", { name: "Memproses pendaftaran" })).toBeInTheDocument();
});

const top = (element: Element) => element.getBoundingClientRect().top;
/**
 * No answer after 8 s: under 'Daftar' the form says the registration is still on its way, in the place of the line
 * about until when it works, so nothing under 'Daftar' moves. As a line of its own it pushed the terms and the status
 * link down under a citizen's thumb (UX review, session 46; docs/product.md §2.3). A screen reader hears it from the
 * form's live region, as before.
 */
export const SlowAnswer = {
  name: "Slow answer (still on its way)",
  ...story({ faults: { guestCreateQueue: { ...PENDING, times: 1 } } }, async (_, { mock }) => {
    await fillIn();
    await waitFor(() => expect(page().getByText(OPEN_NOTE, { exact: true })).toBeVisible());
    const daftar = page().getByRole("button", { name: "Daftar" });
    const terms = page().getByRole("region", { name: "Syarat dan ketentuan" });
    const statusLink = page().getByRole("link", { name: "Cek status antrean Anda" });
    // from the button's top: pressing it may scroll the page
    const below = () => [terms, statusLink].map((element) => top(element) - top(daftar));
    const before = below();

    // the 8 s pass at once (their count is the machine's test's, use-registration-attempt.test.ts), and only they: the
    // press lasts until the mock has taken the call (its fault, once) and set its own day-long wait (PENDING), which a
    // hurried timer answered at once, a ticket in place of the slow line (the CI of 697bcf70, docs/testing.md)
    await hurryingTimers(8000, async () => {
      await userEvent.click(daftar);
      await waitFor(() => expect(mock.backend.faults.list()).not.toHaveProperty("guestCreateQueue"));
    });
    // the line under 'Daftar' says it in place of the open line (the live region may have it a render earlier)
    await waitFor(() => expect(page().queryByText(OPEN_NOTE)).toBeNull());
    const slow = page()
      .getAllByText(SLOW_ANSWER_TEXT, { selector: "p" })
      .find((line) => !line.closest("[role='status']"));
    await expect(slow).toBeVisible();
    // the terms below 'Daftar' and the page's last link, where they were
    expect(below()).toEqual(before);
    // a screen reader hears it from the form's polite live region, as before
    const announced = page()
      .getAllByRole("status")
      .map((region) => region.textContent);
    await expect(announced).toContain(SLOW_ANSWER_TEXT);
  }),
};

const full = { guestCreateQueue: { status: 409, code: "QUOTA_FULL", message: "Kuota sesi ini sudah penuh" } } as const;
/**
 * Locked after an attempt, the seconds left on the button (their counting down is the machine's scenarios'). The mock
 * holds the refusal until the play watches for the lock, which it sees as it is drawn: its 7 s ran from the answer.
 */
export const Locked = story({ faults: { guestCreateQueue: { ...full.guestCreateQueue, ...PENDING } } }, async (_, { mock }) => {
  await fillIn("Daftar");
  const lock = waitFor(() => expect(page().getByRole("button", { name: /Coba lagi dalam [1-7] detik/ })).toBeDisabled());
  await releaseAnswer(mock, "guestCreateQueue");
  await lock;
});

/**
 * Refused as full, only the seats are read again: the sessions and the locations (which mark a full market), not the
 * window (at 06:00 most presses are refused, and each list read again is a call from every phone; issue 34).
 */
const asked = {
  scheduledDate: requestLog("/queues/getScheduledDate"),
  locations: requestLog("/queues/locations/get"),
  sessions: requestLog("/queues/sessions/get"),
};
export const RefusedAsFull = story(
  {
    faults: full,
    beforeEach: () => {
      const restores = Object.values(asked).map((log) => log.beforeEach());
      return () => restores.forEach((restore) => restore());
    },
  },
  async () => {
    await fillIn();
    const before = {
      scheduledDate: asked.scheduledDate.count(),
      locations: asked.locations.count(),
      sessions: asked.sessions.count(),
    };
    await userEvent.click(page().getByRole("button", { name: "Daftar" }));
    await expectToast("Gagal", /Kuota sesi ini sudah penuh/);
    // the session is let go with the failure, and both say so: 'Sesi' which one, the failure line that the rest stays
    // (the machine's tests pin that it is the same moment; UX pass, session 34)
    const failure = await page().findByText(/^\s*Kuota sesi ini sudah penuh\. Pilih sesi atau lokasi lain\./);
    await expect(failure).toHaveTextContent(/Data lain yang Anda isi tetap tersimpan\.$/);
    const session = page().getByRole("button", { name: /Sesi/ });
    await expect(session).toHaveTextContent("Pilih sesi...");
    await expect(session).toHaveAccessibleDescription(/Sesi 07:00 - 09:00 WIB sudah penuh\. Pilih sesi atau lokasi lain\./);
    // no field was filled in wrongly: no summary saying so over the failure line (UX pass, session 45)
    expect(page().queryByRole("heading", { name: "Ada isian yang perlu diperbaiki" })).toBeNull();
    await expectShown(page(), { values: { "Nomor KJP": typed["Nomor KJP"], Lokasi: "Pasar Jaya Kramat Jati" } });
    // one outcome's lists are all asked again at once: by the time these two are, the window would have been too
    await waitFor(() => expect(asked.sessions.count()).toBeGreaterThan(before.sessions));
    await waitFor(() => expect(asked.locations.count()).toBeGreaterThan(before.locations));
    expect(asked.scheduledDate.count()).toBe(before.scheduledDate);
  },
);

const savedNote = (date: string) => page().getByText(`Ponsel ini sudah menyimpan tiket Anda untuk ${date}.`);

export const Success = story(async (_, { db }) => {
  await fillIn("Daftar");
  const dialog = await page().findByRole("dialog", { name: "Registrasi Berhasil" });
  await expect(dialog).toHaveTextContent("Pendaftaran Berhasil");
  const ticket = rowOf(db, "tickets", (t) => t.no_kjp === typed["Nomor KJP"]);
  const shown = [ticket.no, typed["Nomor KJP"], "07:00 - 09:00 WIB", "Pasar Jaya Kramat Jati", "Terdaftar"];
  for (const text of [...shown, "11 Maret 2026"]) await expect(dialog).toHaveTextContent(text);
  // the form has reset behind the dialog
  await userEvent.click(within(dialog).getByRole("button", { name: "Tutup" }));
  await expectNoDialog();
  await expectShown(page(), { values: { "Nomor KJP": "", Lokasi: "Pilih lokasi..." } });
  // 'Daftar' is locked, so the focus goes to the form's heading, not the page (the note of the saved ticket that
  // shows now is checked by e2e/public-registration.spec.ts and BeforeSixWithTicket)
  await waitFor(() => expect(page().getByRole("heading", { name: "Formulir Pendaftaran" })).toHaveFocus());
});

const ktpUsed = { status: 422, code: "KTP_DAILY_LIMIT", message: "KTP ini sudah terdaftar untuk tanggal tersebut" } as const;
export const Failure = story({ faults: { guestCreateQueue: ktpUsed } }, async () => {
  await fillIn("Daftar");
  await expectToast("Gagal", "KTP ini sudah terdaftar untuk tanggal tersebut");
  // said at the form too, with what to do next, until the next attempt
  const said = "KTP ini sudah terdaftar untuk tanggal tersebut. Satu KTP hanya dapat mendaftar 1 kali per hari.";
  const failure = page().getByText(said, { exact: false, selector: "p" });
  await expect(failure).toHaveTextContent("Pendaftaran gagal.");
  // the way on: this phone holds no ticket, so the status check, where the ticket is seen by its KJP
  await expectStatusCheckWayOn(failure);
  // every value is kept
  await expectShown(page(), { values: { ...typed, Lokasi: "Pasar Jaya Kramat Jati" } });
});

async function expectStatusCheckWayOn(failure: HTMLElement) {
  await expect(failure).toHaveTextContent("Lihat tiketnya di Cek status antrean. Isi nomor KJP yang dipakai saat mendaftar.");
  await expect(within(failure).getByRole("link", { name: "Cek status antrean" })).toHaveAttribute(
    "href",
    "/queue-status#cek-status",
  );
  await expect(within(failure).queryByRole("link", { name: "Lihat tiket di Tiket saya" })).toBeNull();
}

/** Refused as registered already on a phone that holds her ticket: the way on is the ticket in 'Tiket saya'. */
export const FailureWithSavedTicket = {
  name: "Failure (registered already, ticket on this phone)",
  ...story({ faults: { guestCreateQueue: ktpUsed }, data: (db) => savedTicketForPickup(db, typed["Nomor KTP"]) }, async () => {
    await waitFor(() => expect(savedNote(longDateId(PICKUP))).toBeVisible());
    await fillIn("Daftar");
    await expectToast("Gagal", "KTP ini sudah terdaftar untuk tanggal tersebut");
    const failure = page().getByText("Pendaftaran gagal.", { selector: "strong" }).parentElement!;
    await expect(failure).toHaveTextContent(/Lihat tiket di Tiket saya\.$/);
    const link = within(failure).getByRole("link", { name: "Lihat tiket di Tiket saya" });
    await expect(link).toHaveAttribute("href", "/queue-status#tiket-saya");
  }),
};

/** Refused as registered already on a phone that holds a relative's ticket (another KTP): the status check. */
export const FailureWithRelativesTicket = {
  name: "Failure (registered already, a relative's ticket on this phone)",
  ...story({ faults: { guestCreateQueue: ktpUsed }, data: (db) => savedTicketForPickup(db) }, async () => {
    await waitFor(() => expect(savedNote(longDateId(PICKUP))).toBeVisible());
    await fillIn("Daftar");
    await expectToast("Gagal", "KTP ini sudah terdaftar untuk tanggal tersebut");
    await expectStatusCheckWayOn(page().getByText("Pendaftaran gagal.", { selector: "strong" }).parentElement!);
  }),
};

/**
 * Her ticket was saved, then the answer was a 500 (issue 33): she is told it may be saved and to press 'Daftar' again
 * unchanged (docs/product.md §8.2), with every value kept for that press. That the press, once the lock after an
 * attempt is over, shows the ticket it saved (the same Idempotency-Key), not a second one, is e2e's
 * (e2e/public-registration-saved.spec.ts, on the page's clock) and the model test's (the key kept for the same values,
 * machines/registration-attempt.test.ts): the lock is a timer in the page, which a story would wait out in real time
 * (docs/testing.md "Keeping the stories stage fast").
 */
const MAY_BE_SAVED =
  "Terjadi kesalahan di server. Pendaftaran Anda mungkin sudah tersimpan. Tekan Daftar lagi tanpa mengubah isian. Anda tidak akan terdaftar dua kali.";
export const SavedThenFailed = story(
  { faults: { guestCreateQueue: { status: 500, afterDone: true, times: 1 } } },
  async (_, { db }) => {
    await fillIn("Daftar");
    await expectToast("Gagal", MAY_BE_SAVED);
    // the form's line opens with what is known, not 'Pendaftaran gagal.' before 'mungkin sudah tersimpan' (UX pass s40)
    const line = await page().findByText("Hasil pendaftaran belum diketahui.", { selector: "strong" });
    await expect(line.parentElement!).toHaveTextContent(MAY_BE_SAVED);
    const hers = () => db.all("tickets").filter((ticket) => ticket.no_ktp === typed["Nomor KTP"]);
    await expect(hers()).toHaveLength(1);
    await expectShown(page(), { values: { ...typed, Lokasi: "Pasar Jaya Kramat Jati" } });
  },
);

/** The window by the server's clock (docs/product.md §1, §9): the form can be filled, 'Daftar' waits. */
async function closedNotice(...texts: (string | RegExp)[]) {
  await ready();
  const fillNow = "Anda boleh mengisi formulir sekarang. Tombol Daftar aktif saat pendaftaran dibuka.";
  // every wording has its place from the first render (ADR 810), hidden until the server's answer has set the window's
  // phase (an effect after the answer, so 'Daftar' may be disabled a moment before the notice shows): wait for each
  await waitFor(() => expect(page().getByRole("button", { name: "Daftar" })).toBeDisabled());
  for (const text of [...texts, fillNow]) await waitFor(() => expect(page().getByText(text)).toBeVisible());
}

export const BeforeSix = {
  name: "Before 06:00 (countdown)",
  ...story({ clock: "2026-03-10T05:30:00.000+07:00" }, () =>
    closedNotice("Pendaftaran dibuka pukul 06:00 WIB.", /^Dibuka dalam (30 menit|29 menit \d+ detik)\.$/),
  ),
};

/**
 * 06:00 with the page open: 'Daftar' comes on and the line under it says until when, in the place the closed line had,
 * so nothing under 'Daftar' moves. The closed line went away, and the terms and everything below rose under a citizen
 * about to tap (UX review, session 46; docs/product.md §2.3).
 */
export const OpensAtSix = {
  name: "Opens at 06:00 with the page open",
  ...story({ clock: "2026-03-11T05:59:30.000+07:00" }, async (_, { mock }) => {
    await ready();
    const daftar = page().getByRole("button", { name: "Daftar" });
    await waitFor(() => expect(daftar).toBeDisabled());
    await waitFor(() => expect(page().getByText("Tombol Daftar aktif pukul 06:00 WIB.", { exact: true })).toBeVisible());
    const terms = page().getByRole("region", { name: "Syarat dan ketentuan" });
    const statusLink = page().getByRole("link", { name: "Cek status antrean Anda" });
    const tops = () => [daftar, terms, statusLink].map((element) => element.getBoundingClientRect().top);
    const before = tops();

    moveClock(mock, "2026-03-11T06:00:00.000+07:00");
    await waitFor(() => expect(daftar).toBeEnabled());
    await waitFor(() => expect(page().queryByText("Tombol Daftar aktif pukul 06:00 WIB.")).toBeNull());
    await waitFor(() => expect(page().queryByRole("dialog", { name: "Loading" })).toBeNull());
    // 'Daftar', the terms below it and the page's last link, where they were
    expect(tops()).toEqual(before);
    await expect(page().getByText("Pendaftaran dibuka sampai pukul 21:00 WIB.", { exact: true })).toBeVisible();
  }),
};

export const AfterNine = {
  name: "After 21:00",
  ...story({ clock: "2026-03-10T21:30:00.000+07:00" }, async () => {
    await closedNotice("Pendaftaran hari ini sudah ditutup.", "Pendaftaran dibuka lagi besok pukul 06:00 WIB.");
    // a registration made when it reopens (Wednesday 06:00) picks up on Thursday, not the Wednesday the server gives now
    await expectShown(page(), { values: { "Tanggal Pengambilan": "Kamis, 12 Maret 2026 (WIB)" } });
    // and the lists are Thursday's: Cengkareng's day off is on Wednesday, so it is not 'Libur' (UX pass, session 33)
    await userEvent.click(page().getByRole("button", { name: /Lokasi/ }));
    const cengkareng = await page().findByRole("option", { name: /Cengkareng/ });
    await expect(cengkareng).not.toHaveAttribute("aria-disabled");
    await expect(cengkareng).not.toHaveTextContent("Libur");
    await userEvent.keyboard("{Escape}");
  }),
};

/**
 * Friday from 21:00: the form shows Sunday, when no market serves, and the lists are Sunday's: the page says so and
 * when to register for Monday (on Sunday), and offers no form that cannot be sent (docs/product.md §2.3). It said the
 * form could be filled in now and offered Saturday's sessions (UX pass, session 33).
 */
export const AfterNineOnFriday = {
  name: "After 21:00 on a Friday",
  ...story({ clock: "2026-03-13T21:30:00.000+07:00" }, async () => {
    await ready();
    const next = "Daftar lagi Minggu, 15 Maret 2026, pukul 06:00 WIB untuk pengambilan Senin, 16 Maret 2026.";
    for (const text of ["Lusa tidak ada pengambilan.", "Tidak ada sesi di semua lokasi pada Minggu, 15 Maret 2026.", next]) {
      await waitFor(() => expect(page().getByText(text, { exact: true })).toBeVisible());
    }
    await expectShown(page(), { values: { "Tanggal Pengambilan": "Minggu, 15 Maret 2026 (WIB)" } });
    // the closed notice, whose last line says the form may be filled in now, is not there
    await expect(page().queryByText(/Anda boleh mengisi formulir sekarang/)).toBeNull();
    await expect(page().queryByText("Pendaftaran hari ini sudah ditutup.")).toBeNull();
    await expect(page().queryByRole("button", { name: "Daftar" })).toBeNull();
    await expect(page().getByText(`Formulir ini belum dapat dikirim. Lusa tidak ada pengambilan. ${next}`)).toBeVisible();
    await expect(page().getByRole("button", { name: /Lokasi/ })).toBeDisabled();
  }),
};

/** Saturday from 21:00: the form is for Monday, which has sessions, and so are the lists: no notice, markets open. */
export const AfterNineOnSaturday = {
  name: "After 21:00 on a Saturday",
  ...story({ clock: "2026-03-14T21:30:00.000+07:00" }, async () => {
    await closedNotice("Pendaftaran hari ini sudah ditutup.");
    await expectShown(page(), { values: { "Tanggal Pengambilan": "Senin, 16 Maret 2026 (WIB)" } });
    await expect(page().queryByText("Besok tidak ada pengambilan.")).not.toBeVisible();
    await userEvent.click(page().getByRole("button", { name: /Lokasi/ }));
    await expect(await page().findByRole("option", { name: /Kramat Jati/ })).not.toHaveAttribute("aria-disabled");
    await userEvent.keyboard("{Escape}");
  }),
};

/**
 * This device's ticket for the pickup date, Wednesday, as registration kept it. Written to the storage itself:
 * `myTickets.remember` would date and prune it by the clock the page heard last (another story's, or the device's).
 */
const PICKUP = "2026-03-11";
/** A ticket for the pickup date saved on this phone: a seeded one's (another KTP than `typed`'s) unless `no_ktp`. */
function savedTicketForPickup(db: Database, no_ktp?: string) {
  savedTicketsOn(db, [PICKUP], no_ktp);
}

/** Tickets for `dates` saved on this phone, a seeded one's (another KTP than `typed`'s) unless `no_ktp`. */
function savedTicketsOn(db: Database, dates: readonly string[], no_ktp?: string) {
  const row = rowOf(db, "tickets", (t) => t.status === "registered" && t.no_ktp !== typed["Nomor KTP"]);
  const saved = dates.map((scheduled_date) => {
    const ticket = { ...row, no_ktp: no_ktp ?? row.no_ktp, scheduled_date, status: "registered" as const };
    // saved at the story's now (the mock's frozen clock), never the real date
    return toSavedTicket({ ...ticket, rejection_reason: null }, Date.parse(STORY_NOW));
  });
  window.localStorage.setItem(MY_TICKETS_KEY, JSON.stringify(saved));
}

/** The story's today, Tuesday: the pickup day of a ticket registered on Monday. */
const TODAY = STORY_NOW.slice(0, 10);

/**
 * On a ticket's pickup day the page said 'Ponsel ini sudah menyimpan tiket Anda untuk <today>.' in place of the lead,
 * read as registered already when the form is for tomorrow (UX pass, session 40). It says today's ticket is kept and
 * that she may register again.
 */
export const PickupDayTicket = {
  name: "Pickup day, today's ticket saved",
  ...story({ data: (db) => savedTicketsOn(db, [TODAY]) }, async () => {
    await ready();
    await waitFor(() => expect(page().getByText(TODAY_TICKET_TEXT)).toBeVisible());
    await expect(page().getByRole("link", { name: "Lihat tiket di Tiket saya" })).toBeVisible();
    expect(page().queryByText(/sudah menyimpan tiket/)).toBeNull();
  }),
};

/** With tomorrow's ticket saved too, the note names that one: she is registered for the form's pickup date. */
export const PickupDayTicketAndTomorrows = {
  name: "Pickup day, today's and tomorrow's tickets saved",
  ...story({ data: (db) => savedTicketsOn(db, [TODAY, PICKUP]) }, async () => {
    await ready();
    await waitFor(() => expect(savedNote(longDateId(PICKUP))).toBeVisible());
    expect(page().queryByText(TODAY_TICKET_TEXT)).toBeNull();
  }),
};

/**
 * The phone's date is months after the server's (the device's real date; stories' server is in March 2026): the
 * page first reads the saved tickets by the device's date, which forgets one that old, and again by the server's
 * once it has answered, which keeps it (the note follows the server's clock, ADR 805).
 */
export const BeforeSixWithTicket = {
  name: "Before 06:00, with a saved ticket",
  ...story({ clock: "2026-03-10T05:30:00.000+07:00", data: savedTicketForPickup }, async () => {
    await ready();
    await waitFor(() => expect(page().getByRole("button", { name: "Daftar" })).toBeDisabled());
    // the closed notice keeps its place; the saved ticket takes the line that says the form may be filled in already
    await expect(page().getByText("Pendaftaran dibuka pukul 06:00 WIB.")).toBeVisible();
    await waitFor(() => expect(savedNote(longDateId(PICKUP))).toBeVisible());
    await expect(page().getByRole("link", { name: "Lihat tiket di Tiket saya" })).toBeVisible();
    await expect(page().queryByText(/^Anda boleh mengisi formulir sekarang/)).toBeNull();
  }),
};

export const LocationsFailed = {
  name: "Locations Failed (Coba lagi)",
  ...story({ faults: { guestLocations: { status: 503 } } }, async (_, { mock }) => {
    const failure = await page().findByRole("alert", {}, { timeout: 15_000 });
    await expect(failure).toHaveTextContent(`Daftar lokasi belum dapat dimuat. ${configDialect.serverDown}`);
    mock.backend.faults.clear("guestLocations");
    await userEvent.click(within(failure).getByRole("button", { name: "Coba lagi" }));
    await waitFor(() => expect(page().queryByRole("alert")).toBeNull());
    // 'Coba lagi' went with the failure: the focus is on the list it loaded, not lost to the page (UX pass s41)
    await expectShown(page(), { focused: "Lokasi" });
    await fill(page(), { Lokasi: /Kramat Jati/ });
  }),
};

/**
 * 'Coba lagi' under a list or the pickup date that failed to load (429: react-query asks no second time), pressed from
 * the keyboard: while it loads again the button stays, says so and keeps the focus; failing again, the failure says so
 * with the focus still on it; loaded, the focus goes to what came, and the page stays where it was. The failure and its
 * button went as the load started, the focus fell to the page's body and the page scrolled 380–830 px (UX pass,
 * session 50; docs/product.md §2.3). Each answer is held in the mock until the play has looked (docs/testing.md).
 */
async function retriedFromKeyboard(
  mock: MockControl,
  route: "guestScheduledDate" | "guestLocations" | "guestSessions",
  failed: string,
  loaded: () => HTMLElement,
) {
  const failure = (await page().findByText((_, element) => element?.textContent?.startsWith(failed) ?? false, { selector: "p" }))
    .parentElement as HTMLElement;
  await expect(failure).toHaveAttribute("role", "alert");
  const retry = within(failure).getByRole("button", { name: "Coba lagi" });
  retry.focus();
  const scrolled = window.scrollY;
  for (const answer of [{ status: 429 }, {}]) {
    mock.backend.faults.set(route, { ...answer, ...PENDING, times: 1 });
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(retry).toHaveTextContent("Memuat ulang…"));
    await expect(retry).toHaveFocus();
    await expect(retry).toHaveAttribute("aria-disabled", "true");
    await releaseAnswer(mock, route);
    if ("status" in answer) {
      await waitFor(() => expect(retry).toHaveTextContent("Coba lagi"), { timeout: 5_000 });
      await expect(failure).toHaveTextContent(failed);
      await expect(retry).toHaveFocus();
    }
  }
  await waitFor(() => expect(loaded()).toHaveFocus(), { timeout: 5_000 });
  await expect(page().queryByRole("alert")).toBeNull();
  await expect(window.scrollY).toBe(scrolled);
}

export const PickupDateRetried = {
  name: "Pickup date failed, 'Coba lagi' from the keyboard",
  ...story({ faults: { guestScheduledDate: { status: 429 } } }, async (_, { mock }) => {
    await retriedFromKeyboard(mock, "guestScheduledDate", "Tanggal pengambilan belum dapat dimuat.", () =>
      page().getByLabelText("Tanggal Pengambilan"),
    );
    await expect(page().getByLabelText("Tanggal Pengambilan")).toHaveTextContent(`${longDateId(PICKUP)} (WIB)`);
  }),
};

export const LocationsRetried = {
  name: "Locations failed, 'Coba lagi' from the keyboard",
  ...story({ faults: { guestLocations: { status: 429 } } }, async (_, { mock }) => {
    await retriedFromKeyboard(mock, "guestLocations", "Daftar lokasi belum dapat dimuat.", () =>
      labelled(page().getAllByLabelText(/^Lokasi/)),
    );
  }),
};

export const SessionsRetried = {
  name: "Sessions failed, 'Coba lagi' from the keyboard",
  ...story({ faults: { guestSessions: { status: 429 } } }, async (_, { mock }) => {
    await ready();
    await fill(page(), { Lokasi: /Kramat Jati/ });
    await retriedFromKeyboard(mock, "guestSessions", "Daftar sesi belum dapat dimuat.", () =>
      labelled(page().getAllByLabelText(/^Sesi/)),
    );
  }),
};
