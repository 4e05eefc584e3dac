import type { CapacityReport } from "../../../contract";
import { useRef } from "react";
import { staffTimeText, useMoreAtEnd, useTabStopWhileScrolls, visuallyHidden } from "../../ui";
import * as styles from "./capacity.css";
import { slotStart } from "./rush";
import { t } from "./texts";
import { staffCount, staffRange } from "../../lib/staff-format";

type Rush = CapacityReport["rush"];

const BAR = 4; // viewBox units per 5-minute slot
const PLOT_HEIGHT = 120;
const TOP = 16;
const LEFT = 32;
const AXIS_SPACE = 20;

/**
 * Registrations per 5 minutes as plain SVG bars (no chart library: this is the only chart, and it loads with this
 * route only). The picture is named by its summary; the numbers themselves are in the table beside it.
 */
export function RushChart({ rush, summaryId }: { rush: Rush; summaryId: string }) {
  const max = Math.max(1, ...rush.counts);
  const width = LEFT + rush.counts.length * BAR + 8;
  const height = TOP + PLOT_HEIGHT + AXIS_SPACE;
  const slotsPerHour = 60 / rush.interval_minutes;
  const hours = Math.floor(rush.counts.length / slotsPerHour);
  const frame = useRef<HTMLDivElement>(null);
  const scrollBox = useRef<HTMLDivElement>(null);
  useTabStopWhileScrolls(scrollBox, t.chartScroll);
  useMoreAtEnd(frame, scrollBox);
  return (
    // on a phone the 15 hours keep a readable width and scroll sideways; while they do, the scrolling box is a named
    // region that takes focus so keys scroll it too, and a shade at its end edge shows there is more, as a staff
    // table's (useTabStopWhileScrolls, useMoreAtEnd)
    <div ref={frame} className={styles.chartFrame}>
      <div ref={scrollBox} className={styles.chartScroll}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={summaryId}
          focusable="false"
          // scripts/size.ts finds the chart by this marker and fails if another route loads it
          data-testid="rush-chart"
        >
          <line className={styles.chartGrid} x1={LEFT} x2={width} y1={TOP} y2={TOP} />
          <text className={styles.chartLabel} x={LEFT - 4} y={TOP + 4} textAnchor="end" aria-hidden="true">
            {staffCount(max, "id")}
          </text>
          <text className={styles.chartLabel} x={LEFT - 4} y={TOP + PLOT_HEIGHT} textAnchor="end" aria-hidden="true">
            0
          </text>
          {rush.counts.map((count, slot) =>
            count > 0 ? (
              <rect
                key={slot}
                className={styles.chartBar}
                x={LEFT + slot * BAR}
                y={TOP + PLOT_HEIGHT - (count / max) * PLOT_HEIGHT}
                width={BAR - 1}
                height={(count / max) * PLOT_HEIGHT}
              />
            ) : null,
          )}
          <line className={styles.chartAxis} x1={LEFT} x2={width} y1={TOP + PLOT_HEIGHT} y2={TOP + PLOT_HEIGHT} />
          {Array.from({ length: hours + 1 }, (_, hour) => (
            <text
              key={hour}
              className={styles.chartLabel}
              x={LEFT + hour * slotsPerHour * BAR}
              y={TOP + PLOT_HEIGHT + 14}
              textAnchor="middle"
              aria-hidden="true"
            >
              {slotStart(rush, hour * slotsPerHour).slice(0, 2)}
            </text>
          ))}
        </svg>
      </div>
    </div>
  );
}

/** The chart's numbers as a table: every 5 minutes that had registrations. */
export function RushTable({ rush }: { rush: Rush }) {
  const rows = rush.counts.flatMap((count, slot) => (count > 0 ? [{ slot, count }] : []));
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{t.rushTable}</summary>
      <p className={styles.note}>{t.rushTableNote}</p>
      <table className={styles.plainTable}>
        <caption className={visuallyHidden}>{t.rushTable}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.plainCell}>
              {t.rushInterval}
            </th>
            <th scope="col" className={styles.numberCell}>
              {t.rushCount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ slot, count }) => (
            <tr key={slot}>
              <th scope="row" className={styles.plainCell}>
                <span className={staffTimeText}>{staffRange(slotStart(rush, slot), slotStart(rush, slot + 1))}</span>
              </th>
              <td className={styles.numberCell}>{staffCount(count, "id")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
