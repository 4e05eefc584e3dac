/**
 * A count on a staff screen, grouped in the screen's language ('1.000' on an Indonesian one, '1,000' on an English one;
 * docs/product.md §9): the screens' (src/lib/staff-format.ts) and the server's words for them (server/rules/export.ts)
 * from one place.
 */
const counts = { id: new Intl.NumberFormat("id-ID"), en: new Intl.NumberFormat("en-US") } as const;

export function groupedCount(count: number, language: keyof typeof counts): string {
  return counts[language].format(count);
}
