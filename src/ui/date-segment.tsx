import type { ReactNode } from "react";
import { DateSegment, type DateSegmentProps } from "react-aria-components";
import * as styles from "./field.css";

/**
 * One segment of a staff date or time field (CalendarDateField, TimeField): a day, month, year, hour, minute or
 * second, or a separator. A segment that is typed in keeps its placeholder's room (`data-room`, field.css.ts
 * `dateSegment`), so typing moves nothing beside the field. `children` replaces the segment's own text.
 */
export function FieldSegment({ segment, children }: { segment: DateSegmentProps["segment"]; children?: ReactNode }) {
  return (
    <DateSegment
      segment={segment}
      className={styles.dateSegment}
      data-room={segment.type === "literal" ? undefined : segment.placeholder}
    >
      {children}
    </DateSegment>
  );
}
