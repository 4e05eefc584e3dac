/**
 * The language of a screen (docs/product.md §1.3): a citizen's pages and the operators' screens Indonesian, the user,
 * role and permission administration English. A date field's segments, a failure's sentence, a staff date and a
 * validation rule's words all follow it.
 */
export type ScreenLanguage = "id" | "en";
