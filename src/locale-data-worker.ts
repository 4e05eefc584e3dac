/**
 * The browser's locale data, read off the main thread (issue 38). react-aria reads the device's locale and its text
 * direction when its modules load (`Intl.DateTimeFormat.supportedLocalesOf`, `new Intl.Locale(…).maximize()`), and
 * the form's select builds a list formatter and a collator while it hydrates. The browser's first such queries set up
 * its locale data (the list of the locales it has, the likely scripts): 70–260 ms at 4× on the main thread, the
 * longest single piece of the registration page's start (docs/performance-log.md). That data is the page's process's
 * (Chromium; other engines not measured), shared by its threads, the dedicated workers' too: read once here, in a worker the page's boot starts after the first paint
 * (src/scripts-after-paint.ts), react-aria's own queries find it ready and take under a millisecond.
 *
 * A classic worker script with no imports: scripts/prerender.ts compiles it on its own, like the boot.
 */
// The device's (react-aria reads it as its modules load) and the citizen pages' own (CITIZEN_LOCALE,
// src/ui/citizen-locale.tsx: the formatter and collator of their forms), once each.
for (const language of new Set([navigator.language, "id-ID"]))
  for (const read of [
    () => Intl.DateTimeFormat.supportedLocalesOf([language]),
    () => (new Intl.Locale(language).maximize() as Intl.Locale & { getTextInfo?: () => unknown }).getTextInfo?.(),
    () => new Intl.ListFormat(language),
    // react-aria's type-ahead in the select (useCollator)
    () => new Intl.Collator(language, { usage: "search", sensitivity: "base" }),
  ]) {
    try {
      read();
    } catch {
      /* an unknown locale: react-aria falls back to en-US on its own */
    }
  }
// the page's boot starts the app once it has this word (src/scripts-after-paint.ts)
postMessage("read");
close();

export {};
