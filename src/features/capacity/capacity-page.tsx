import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { CapacityParams, CapacityReport } from "../../../contract";
import { capacityQueries } from "../../api/queries/capacity";
import { downloadQueues } from "../../api/queries/queues";
import { DownloadButton, kitTexts, queryStateOf } from "../../admin-kit";
import { serverNow } from "../../lib/server-clock";
import { staffDate, staffRange } from "../../lib/staff-format";
import { wibToday, wibTomorrow } from "../../../contract/wib";
import { AdminQueryState, Button, Card, EmptyState, LiveRegion, PageHeader, Switch } from "../../ui";
import { BoardToolbar } from "./board-toolbar";
import { CapacityFigures } from "./capacity-figures";
import { CapacityMeter } from "./capacity-meter";
import * as styles from "./capacity.css";
import { glanceOf, seatsTaken } from "./fill";
import { LocationCard } from "./location-card";
import { peakOf, slotStart } from "./rush";
import { RushChart, RushTable } from "./rush-chart";
import { t } from "./texts";
import { autoRefreshOptions, useAutoRefresh } from "./use-auto-refresh";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The board's date and archived switch, kept in the URL (a link or a reload shows the same board). */
function useBoardParams() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const date = params.get("date") ?? "";
  const board: CapacityParams = {
    ...(ISO_DATE.test(date) ? { date } : {}),
    ...(params.get("include_archived") === "true" ? { include_archived: "true" as const } : {}),
  };
  const write = (next: CapacityParams) => {
    const qs = new URLSearchParams(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))).toString();
    navigate(location + (qs ? `?${qs}` : ""), { replace: true });
  };
  return { board, write };
}

/**
 * /queues/capacity 'Kapasitas Antrean': per location and session, how full the pickup date is, with the city's totals
 * and the registration day's rush curve (docs/decisions/610-capacity-board-api.md). One call; fresh numbers on 'Perbarui'
 * or every 15 s when the staff member turns that on (never while the tab is hidden).
 */
export function CapacityPage() {
  const { board, write } = useBoardParams();
  const [auto, setAuto] = useAutoRefresh();
  const [announcement, setAnnouncement] = useState("");
  const query = useQuery({
    ...capacityQueries.report(board),
    placeholderData: keepPreviousData,
    ...autoRefreshOptions(auto),
  });
  const report = query.data;
  const [typedDate, setTypedDate] = useState<string | null>(null);
  const shownDate = typedDate ?? board.date ?? report?.date ?? "";

  const setDate = (date: string) => {
    setTypedDate(null);
    write({ ...board, date });
  };
  const refresh = async () => {
    const result = await query.refetch();
    if (result.data) setAnnouncement(t.refreshedAnnouncement(result.data.generated_at.slice(11)));
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={t.title}
        description={report ? staffDate(report.date) : t.description}
        actions={
          report ? (
            // the day's tickets: the queue list's export (GET /queues/download/) for that date
            <DownloadButton
              download={() => downloadQueues({ date: report.date })}
              fileName={t.exportFile}
              language="id"
              aria-label={t.exportHint(report.date)}
            >
              {t.export}
            </DownloadButton>
          ) : null
        }
      />
      <BoardToolbar
        date={shownDate}
        isDateIncomplete={typedDate === ""}
        // '' while a segment is empty: the board stays on its date until the new one is whole
        onDateTyped={(value) => (ISO_DATE.test(value) ? setDate(value) : setTypedDate(""))}
        onToday={() => setDate(report?.today ?? wibToday(serverNow()))}
        onTomorrow={() => setDate(report?.pickup_date ?? wibTomorrow(serverNow()))}
        showArchived={board.include_archived === "true"}
        onShowArchived={(on) => write({ ...board, include_archived: on ? "true" : undefined })}
      />
      <div className={styles.buttonRow}>
        <Button onPress={() => void refresh()} isPending={query.isFetching} pendingLabel={t.refreshing}>
          {t.refresh}
        </Button>
        {report ? <p className={styles.updated}>{t.updatedAt(report.generated_at.slice(11))}</p> : null}
        <Switch isSelected={auto} onChange={setAuto}>
          {t.auto}
        </Switch>
        <LiveRegion message={announcement} />
      </div>
      {report ? (
        <Board report={report} />
      ) : (
        // the queue area's shared read states (403, 404, retry, the way back; docs/product.md §2.12), naming what loads
        <AdminQueryState
          {...queryStateOf(query, "id")}
          texts={{ ...kitTexts.id.states, loading: t.loading, errorTitle: t.loadFailed }}
        />
      )}
    </div>
  );
}

function Board({ report }: { report: CapacityReport }) {
  const hasSessions = report.locations.some((l) => l.sessions.length > 0);
  if (!hasSessions) return <EmptyState title={t.emptyTitle} text={t.emptyText} />;
  return (
    <>
      <Card title={t.cityTitle} description={staffDate(report.date)}>
        <p className={styles.glance}>{t.glance(glanceOf(report.locations))}</p>
        <CapacityFigures counts={report.totals} label={t.cityTitle} />
        <CapacityMeter className={styles.wide} quota={report.totals.quota} taken={seatsTaken(report.totals)} />
      </Card>
      <RushCard report={report} />
      <div className={styles.cards}>
        {report.locations.map((location) => (
          <LocationCard key={location.id} location={location} date={report.date} />
        ))}
      </div>
    </>
  );
}

function RushCard({ report }: { report: CapacityReport }) {
  const { rush } = report;
  const summaryId = useId();
  const total = rush.counts.reduce((a, b) => a + b, 0);
  const peak = peakOf(rush);
  const full = report.locations.flatMap((location) =>
    location.sessions.flatMap((s) => (s.filled_at ? [{ location, session: s, filledAt: s.filled_at }] : [])),
  );
  full.sort((a, b) => a.filledAt.localeCompare(b.filledAt));
  return (
    <Card title={t.rushTitle} description={t.rushDescription(staffDate(report.registration_date), rush.from, rush.to)}>
      <p id={summaryId} className={styles.rushSummary}>
        {t.rushSummary(
          total,
          peak ? staffRange(slotStart(rush, peak.slot), slotStart(rush, peak.slot + 1)) : null,
          peak?.count ?? 0,
        )}
      </p>
      <RushChart rush={rush} summaryId={summaryId} />
      <RushTable rush={rush} />
      <h3 className={styles.subheading}>{t.fullSessionsTitle}</h3>
      {full.length === 0 ? (
        <p className={styles.note}>{t.noFullSessions}</p>
      ) : (
        <ul className={styles.list}>
          {full.map(({ location, session, filledAt }) => (
            <li key={session.id}>
              {t.fullSession(location.name, t.sessionTimes(session.start_time, session.end_time), filledAt.slice(11))}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
