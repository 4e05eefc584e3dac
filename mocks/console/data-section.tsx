import { useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Button } from "../../src/ui";
import { wibTimestamp } from "../../contract/wib";
import type { MockApi } from "../browser";
import { DEFAULT_SEED_TICKETS, MAX_SEED_TICKETS } from "../../server/seed/seed";
import * as styles from "./console.css";
import { exportFileName } from "./export-file-name";

export type DataSectionProps = { api: MockApi; now: number };

type Busy = null | "reset" | "small" | "large" | "export" | "import";
const count = (n: number) => n.toLocaleString("en-US");

/** Reset or reseed the demo data; export the whole database as JSON and import it back. */
export function DataSection({ api, now }: DataSectionProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState("");
  const [changed, setChanged] = useState(false);
  const rows = api.data.counts();
  const counts = [
    ["tickets", rows.tickets],
    ["users", rows.users],
    ["locations", rows.locations],
    ["sessions", rows.sessions],
  ] as const;

  const run = async (what: Exclude<Busy, null>, action: () => Promise<string>) => {
    setBusy(what);
    setMessage("Working…");
    try {
      const done = await action();
      if (what !== "export") {
        await api.data.saveNow();
        setChanged(true);
      }
      setMessage(done);
    } catch (error) {
      setMessage(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  };
  const reseed = (what: "reset" | "small" | "large") =>
    run(what, async () => {
      await api.reset(what === "reset" ? undefined : { tickets: what === "large" ? MAX_SEED_TICKETS : DEFAULT_SEED_TICKETS });
      return `Fresh demo data: ${count((await api.counts()).tickets)} tickets.`;
    });
  const download = () =>
    run("export", async () => {
      const json = await api.data.exportDatabase();
      const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = exportFileName(wibTimestamp(api.clock.now()));
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return `Exported ${count(api.data.counts().tickets)} tickets as ${link.download}.`;
    });
  const upload = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    void run("import", async () => `Imported ${file.name}: ${count(await api.data.importDatabase(await file.text()))} tickets.`);
  };

  return (
    <div className={styles.stack} data-now={now}>
      <p className={styles.muted}>
        In this tab's browser storage:{" "}
        {counts.map(([table, n], i) => (
          <span key={table}>
            {i > 0 ? ", " : ""}
            {count(n)} {table}
          </span>
        ))}
        .
      </p>

      <div className={styles.stack}>
        <h3 className={styles.sectionTitle}>Seed</h3>
        <div className={styles.row}>
          <Button
            size="sm"
            variant="secondary"
            isPending={busy === "reset"}
            isDisabled={busy !== null}
            onPress={() => void reseed("reset")}
          >
            Reset to seed
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isPending={busy === "small"}
            isDisabled={busy !== null}
            onPress={() => void reseed("small")}
          >
            Reseed small ({count(DEFAULT_SEED_TICKETS)} tickets)
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isPending={busy === "large"}
            isDisabled={busy !== null}
            onPress={() => void reseed("large")}
          >
            Reseed large ({count(MAX_SEED_TICKETS)} tickets)
          </Button>
        </div>
        <p className={styles.muted}>Seeded data is relative to the mock clock's date. Signed-in sessions end with a reset.</p>
      </div>

      <div className={styles.stack}>
        <h3 className={styles.sectionTitle}>Share a situation</h3>
        <div className={styles.row}>
          <Button size="sm" isPending={busy === "export"} isDisabled={busy !== null} onPress={() => void download()}>
            Export database (JSON)
          </Button>
          <FileTrigger acceptedFileTypes={["application/json", ".json"]} onSelect={upload}>
            <Button size="sm" variant="secondary" isPending={busy === "import"} isDisabled={busy !== null}>
              Import database (JSON)
            </Button>
          </FileTrigger>
        </div>
      </div>

      <p role="status" className={styles.status}>
        {message}
      </p>
      {changed && (
        <div className={styles.row}>
          <Button size="sm" variant="ghost" onPress={() => location.reload()}>
            Reload the page
          </Button>
          <span className={styles.muted}>so the app reads the new data</span>
        </div>
      )}
    </div>
  );
}
