import { useState } from "react";
import { wibToday } from "../../lib/wib";
import { QueueListView } from "./queue-list-view";
import { t } from "./texts";

/** docs/product.md §2 /queues/today: the same list with the date fixed to today in WIB and no date input. */
export function TodayQueueListPage() {
  const [today] = useState(() => wibToday(Date.now()));
  return <QueueListView title={t.todayTitle} fixedDate={today} />;
}
