import type { ScreenLanguage } from "../lib/screen-language";

/**
 * The locale a staff date or time field takes from its screen's language (ADR 603): its segments' order and their
 * names a screen reader reads follow the screen, not the browser.
 */
export const SCREEN_LOCALES: Record<ScreenLanguage, string> = { id: "id-ID", en: "en-US" };
