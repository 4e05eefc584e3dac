import type { QueueFilters } from "../../api/contract";
import { downloadQueues } from "../../api/queries/queues";
import { saveBlob, useAdminMutation } from "../../lib/admin";
import { Button } from "../../ui";
import { t } from "./texts";

/** docs/product.md §2: Export downloads DaftarAntrean.xlsx for the filters the list shows. */
export function ExportButton({ filters }: { filters: QueueFilters }) {
  const exportFile = useAdminMutation({
    mutationFn: (f: QueueFilters) => downloadQueues(f),
    onSuccess: (blob) => saveBlob(blob, t.exportFile),
  });
  return (
    <Button variant="secondary" onPress={() => exportFile.mutate(filters)} isPending={exportFile.isPending}>
      {t.export}
    </Button>
  );
}
