import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { guestKeys } from "../../api/queries/guest";

/**
 * When a locations answer older than the form is read again, counted from its arrival: three tries in about 2.5 s,
 * then none (the next read is the page's ordinary one).
 */
export const LIST_REREAD_DELAYS_MS = [250, 750, 1500] as const;

/**
 * Whether the locations answer is for an earlier pickup date than the form shows: read before the window moved on
 * (docs/product.md §2.3, §11.4). At 21:00 the page reads its lists again, and the request may reach the server a few
 * ms before its 21:00 (a phone's clock running a little ahead of the offset it learned, ADR 009), or meet a copy a
 * cache kept from before: that answer names tomorrow while the form shows the day after. A later date than the form's
 * is the page being behind, which its own boundary timer mends; a date not said (a backend without `pickup_date`) is
 * taken as the form's.
 */
export function listIsBehind(listed: string | undefined, shown: string | undefined): boolean {
  return listed !== undefined && shown !== undefined && listed < shown;
}

/**
 * Reads the locations again, a few times within seconds, while their answer is for an earlier pickup date than the
 * form shows (`listIsBehind`): the form hid that list's marks ('Tidak ada sesi', 'Penuh') and showed tomorrow's days
 * off until its next read, 30 s or more later. Once it names the form's date, the sessions are read again too: their
 * answer says no date, and one read beside the late locations may be as late (another weekday's sessions).
 */
export function useListCatchingUp(
  listed: string | undefined,
  answeredAt: number,
  shown: string | undefined,
  reread: () => unknown,
) {
  const queryClient = useQueryClient();
  const state = useRef({ shown, tries: 0, behind: false });
  const behind = listIsBehind(listed, shown);
  useEffect(() => {
    const current = state.current;
    if (current.shown !== shown) Object.assign(current, { shown, tries: 0 });
    if (!behind) {
      if (current.behind) void queryClient.invalidateQueries({ queryKey: guestKeys.allSessions() });
      Object.assign(current, { tries: 0, behind: false });
      return;
    }
    current.behind = true;
    const delay = LIST_REREAD_DELAYS_MS[current.tries];
    if (delay === undefined) return;
    // each answer (answeredAt) arms the next try; a failed read arms none (the list's failure says so, with 'Coba lagi')
    const timer = setTimeout(() => {
      current.tries += 1;
      reread();
    }, delay);
    return () => clearTimeout(timer);
  }, [behind, shown, answeredAt, reread, queryClient]);
}
