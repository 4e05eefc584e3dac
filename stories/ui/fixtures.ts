import type { SelectOption } from "../../src/ui";

/** Label and value rows (a ticket's facts), in the object's order. */
export const factRows = (facts: Record<string, string>) => Object.entries(facts).map(([label, value]) => ({ label, value }));

/** The registration form's locations: one open, one closed for the day (disabled, with a badge), one more open. */
export const locations: SelectOption[] = [
  { id: 1, label: "Pasar Rebo (PRB)" },
  { id: 2, label: "Cengkareng (CKR)", badge: "Libur", badgeTone: "warning", isDisabled: true },
  { id: 3, label: "Kramat Jati (KRJ)" },
];
