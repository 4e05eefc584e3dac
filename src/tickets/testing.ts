import { MY_TICKETS_KEY, type SavedTicket } from "./my-tickets-store";

/** A ticket kept on the device, number `n` (its uuid and 'KRJ-00n'), for `date` at Kramat Jati 07:00–09:00. */
export const savedTicket = (n: number, date: string, extra: Partial<SavedTicket> = {}): SavedTicket => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  no: `KRJ-${String(n).padStart(3, "0")}`,
  no_kjp: "5049480000990001",
  no_ktp: "3171010101990001",
  no_kk: "3171020202990001",
  scheduled_date: date,
  scheduled_start_time: "07:00:00",
  scheduled_end_time: "09:00:00",
  scheduled_location: "Kramat Jati",
  status: "registered",
  rejection_reason: null,
  checkedAt: 1_000,
  ...extra,
});

/** A storage in memory for the ticket store, holding `initial` under the saved tickets' key when given. */
export function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[MY_TICKETS_KEY, initial]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/**
 * The buttons named `names` that a ticket's dialog does not show in its first screen: above the dialog's top, or under
 * its sticky 'Tutup' bar (docs/product.md §2.2, §2.3), each said with where it is. Empty when all of them show.
 */
export function buttonsOutOfSight(dialog: HTMLElement, names: readonly string[]): string[] {
  const buttons = [...dialog.querySelectorAll("button")];
  const named = (name: string) => buttons.find((button) => button.textContent?.trim() === name);
  const box = dialog.getBoundingClientRect();
  const bar = named("Tutup")?.closest("footer")?.getBoundingClientRect();
  if (!bar) return ["no 'Tutup' bar"];
  return names.flatMap((name) => {
    const button = named(name)?.getBoundingClientRect();
    if (!button) return [`${name}: not there`];
    if (button.top < box.top) return [`${name}: ${box.top - button.top} px above the dialog's top`];
    if (button.bottom > bar.top) return [`${name}: ${button.bottom - bar.top} px under the 'Tutup' bar`];
    return [];
  });
}
