/**
 * The formats of a range and a count on staff screens, one of each on every screen (docs/product.md §9 "One format per
 * kind of value"): a range's ends joined by an en dash with no spaces ('07:00:00–09:00:00', '1–10 dari 57'); a count
 * grouped in the screen's language ('1.000' on Indonesian screens, '1,000' on English ones). A number field keeps the
 * bare number while it is edited (src/ui/number-field.tsx).
 */
export function staffRange(from: string, to: string): string {
  return `${from}–${to}`;
}

const counts = { id: new Intl.NumberFormat("id-ID"), en: new Intl.NumberFormat("en-US") } as const;

export function staffCount(count: number, language: "id" | "en"): string {
  return counts[language].format(count);
}
