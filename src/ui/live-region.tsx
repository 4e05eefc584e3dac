import { visuallyHidden } from "./visually-hidden.css";

export interface LiveRegionProps {
  /** Text to announce; changing it announces the new text. Empty says nothing. */
  message: string;
  /** `polite` (default) waits for the reader to finish; `assertive` interrupts. */
  politeness?: "polite" | "assertive";
  id?: string;
}

/**
 * A visually hidden live region (e.g. the countdown 'Coba lagi dalam N detik' or a
 * result). Keep it mounted from the start: readers only announce changes to a region
 * that already exists.
 */
export function LiveRegion({ message, politeness = "polite", id }: LiveRegionProps) {
  return (
    <div
      id={id}
      className={visuallyHidden}
      role={politeness === "assertive" ? "alert" : "status"}
      aria-live={politeness}
      aria-atomic="true"
    >
      {message}
    </div>
  );
}
