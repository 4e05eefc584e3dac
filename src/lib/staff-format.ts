import { format } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { calendarDate, longDateId } from "../../contract/wib";
import type { ScreenLanguage } from "./screen-language";

/**
 * The formats of a day, a range and a count on staff screens, one of each on every screen (docs/product.md §9 "One
 * format per kind of value"): a day in words, named in full as 'Antrean Hari Ini' heads its day ('Senin, 23 November
 * 2026', 'Monday, November 23, 2026'); a range's ends joined by an en dash with no spaces ('07:00:00–09:00:00', '1–10
 * dari 57'); a count grouped in the screen's language ('1.000' on Indonesian screens, '1,000' on English ones). A
 * number field keeps the bare number while it is edited (src/ui/number-field.tsx).
 */

/** '2026-11-23' → 'Senin, 23 November 2026' or 'Monday, November 23, 2026'. */
export function staffDate(isoDate: string, language: ScreenLanguage): string {
  if (language === "id") return longDateId(isoDate);
  return format(calendarDate(isoDate), "EEEE, MMMM d, yyyy", { locale: enUS });
}

export function staffRange(from: string, to: string): string {
  return `${from}–${to}`;
}

const counts = { id: new Intl.NumberFormat("id-ID"), en: new Intl.NumberFormat("en-US") } as const;

export function staffCount(count: number, language: ScreenLanguage): string {
  return counts[language].format(count);
}
