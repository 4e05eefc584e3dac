import { downloadQueues } from "../../api/queries/queues";
import { saveBlob, useAdminMutation } from "../../lib/admin";
import { Button } from "../../ui";
import { t } from "./texts";

/** The day's tickets as DaftarAntrean.xlsx: the queue list's export (GET /queues/download/) for that date. */
export function ExportDayButton({ date }: { date: string }) {
  const exportFile = useAdminMutation({
    mutationFn: (day: string) => downloadQueues({ date: day }),
    onSuccess: (blob) => saveBlob(blob, t.exportFile),
  });
  return (
    <Button
      variant="secondary"
      onPress={() => exportFile.mutate(date)}
      isPending={exportFile.isPending}
      aria-label={t.exportHint(date)}
    >
      {t.export}
    </Button>
  );
}
