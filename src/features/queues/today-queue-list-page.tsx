import { useToday } from "../../api/queries/server-today";
import { PageHeader, Spinner } from "../../ui";
import { QueueListView } from "./queue-list-view";
import { t } from "./texts";

/**
 * docs/product.md §2 /queues/today: the same list with the date fixed to today in WIB and no date input. Today is the
 * server's (ADR 009), never the counter PC's: the page waits the moment it takes to hear it.
 */
export function TodayQueueListPage() {
  const today = useToday();
  if (today === null) {
    return (
      <>
        <PageHeader title={t.todayTitle} />
        <div role="status">
          <Spinner size="md" /> {t.todayLoading}
        </div>
      </>
    );
  }
  return <QueueListView title={t.todayTitle} fixedDate={today} />;
}
