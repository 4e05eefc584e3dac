import type { CapacityLocation, CapacitySession } from "../../../contract";
import { Badge, Card, Link, staffTimeText, Table, type TableColumn } from "../../ui";
import { CapacityFigures } from "./capacity-figures";
import { CapacityMeter } from "./capacity-meter";
import { seatsTaken } from "./fill";
import * as styles from "./capacity.css";
import { staffCount } from "../../lib/staff-format";
import { t } from "./texts";

/** /queues filtered to a location and a date (the list reads its filters from the URL). */
export function queueListHref(locationId: number, date: string): string {
  return `/queues?${new URLSearchParams({ location_id: String(locationId), date })}`;
}

/** Why a location offers no seats on the date, if it does not. */
function closedLabel(location: CapacityLocation): string | undefined {
  if (location.day_off) return t.dayOff;
  if (!location.is_active) return t.archived;
  return undefined;
}

/** One location on the pickup date: its totals and every session with its meter and a link to its tickets. */
export function LocationCard({ location, date }: { location: CapacityLocation; date: string }) {
  const closed = closedLabel(location);
  const number = (pick: (s: CapacitySession) => number) => (s: CapacitySession) => staffCount(pick(s), "id");
  const columns: TableColumn<CapacitySession>[] = [
    {
      id: "session",
      header: t.session,
      isRowHeader: true,
      noWrap: true,
      cell: (s) => <span className={staffTimeText}>{t.sessionTimes(s.start_time, s.end_time)}</span>,
    },
    // the seats it offers on the date (0 on a day off, at an archived location, or for a session not held that day), so
    // the rows add up to the card's and the city's 'Kuota' (ADR 610); its meter still reads the configured quota
    { id: "quota", isCardHalf: true, header: t.quota, align: "end", cell: number((s) => s.quota) },
    { id: "registered", isCardHalf: true, header: t.registered, align: "end", cell: number((s) => s.registered) },
    { id: "done", isCardHalf: true, header: t.done, align: "end", cell: number((s) => s.done) },
    { id: "rejected", isCardHalf: true, header: t.rejected, align: "end", cell: number((s) => s.rejected) },
    { id: "remaining", isCardHalf: true, header: t.remaining, align: "end", cell: number((s) => s.remaining) },
    {
      id: "fill",
      header: t.fill,
      cell: (s) => (
        <CapacityMeter
          className={styles.meterInRow}
          quota={s.session_quota}
          taken={s.registered}
          filledAt={s.filled_at}
          label={closed ?? (s.is_active ? undefined : t.inactiveSession)}
        />
      ),
    },
    {
      id: "tickets",
      header: t.viewTickets,
      isHeaderHidden: true,
      cell: (s) => (
        <Link
          href={queueListHref(location.id, date)}
          aria-label={t.viewTicketsOf(t.sessionTimes(s.start_time, s.end_time), location.name)}
        >
          {t.viewTickets}
        </Link>
      ),
    },
  ];
  return (
    <Card
      title={location.name}
      titleLevel={3}
      description={t.code(location.code)}
      headerEnd={
        closed ? (
          <span className={styles.badges}>
            {location.day_off ? <Badge tone="warning">{t.dayOff}</Badge> : null}
            {!location.is_active ? <Badge tone="neutral">{t.archived}</Badge> : null}
          </span>
        ) : (
          // the location's fill beside its name: the cards can be scanned without reading their tables; the seats its
          // 'Sisa' leaves, not its 'Pendaftar' (an archived session's registrations hold none of its 'Kuota')
          <CapacityMeter quota={location.totals.quota} taken={seatsTaken(location.totals)} />
        )
      }
    >
      {location.day_off ? <p className={styles.note}>{t.dayOffNote(location.day_off.details)}</p> : null}
      {!location.day_off && !location.is_active ? <p className={styles.note}>{t.archivedNote}</p> : null}
      <CapacityFigures counts={location.totals} size="sm" label={`${t.locationTotals} ${location.name}`} />
      <Table
        className={styles.sessionTable}
        aria-label={t.sessions(location.name)}
        columns={columns}
        rows={location.sessions}
        getRowId={(s) => s.id}
        emptyText={t.noSessions}
      />
    </Card>
  );
}
