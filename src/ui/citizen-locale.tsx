import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { KeepsEmptyFieldParts } from "./field-parts";

/** The citizen pages' language (docs/product.md: plain Indonesian), for react-aria's formatting and type-ahead. */
export const CITIZEN_LOCALE = "id-ID";

/**
 * A citizen page rendered at build time (ADR 810) sets react-aria's locale itself: the build's server render and the
 * browser's hydration then agree whatever the device's locale is, and react-aria needs no second render of the page's
 * fields after the hydration to switch from the server's locale to the device's (patches/README.md;
 * docs/performance-log.md, issue 38). react-aria has no Indonesian texts of its own: its few built-in words (a list's
 * announcements) stay English, as on an Indonesian phone before. Its fields keep their empty parts (`FieldHelp`), so
 * they too hydrate in one render.
 */
export function CitizenLocale({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale={CITIZEN_LOCALE}>
      <KeepsEmptyFieldParts.Provider value>{children}</KeepsEmptyFieldParts.Provider>
    </I18nProvider>
  );
}
