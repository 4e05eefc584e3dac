import { QueueListView } from "./queue-list-view";
import { t } from "./texts";

/** docs/product.md §2 /queues: every registration, paginated and filtered. */
export function QueueListPage() {
  return <QueueListView title={t.allTitle} />;
}
