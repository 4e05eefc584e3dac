import { useMemo, useState, useSyncExternalStore } from "react";
import { Button, Checkbox, TextField } from "../../src/ui";
import { wibTime } from "../../contract/wib";
import { isFailure, matchesFilter, type CallLog } from "./call-log";
import * as styles from "./console.css";
import { loadConsoleState, saveConsoleState } from "./storage";

const SHOWN = 150;

/** Every API call the page made: method, path, status, duration, error code; newest first, filterable. */
export function LogSection({ log }: { log: CallLog }) {
  const entries = useSyncExternalStore(
    (listener) => log.subscribe(listener),
    () => log.entries(),
  );
  const [filter, setFilter] = useState(() => loadConsoleState().logFilter);
  const [failuresOnly, setFailuresOnly] = useState(() => loadConsoleState().logErrorsOnly);
  const shown = useMemo(
    () => entries.filter((entry) => matchesFilter(entry, filter, failuresOnly)).reverse(),
    [entries, filter, failuresOnly],
  );

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label="Filter"
          description="Words to match in method, path, status or code"
          placeholder="e.g. POST create 403"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            saveConsoleState({ logFilter: value });
          }}
        />
      </div>
      <div className={styles.row}>
        <Checkbox
          isSelected={failuresOnly}
          onChange={(value) => {
            setFailuresOnly(value);
            saveConsoleState({ logErrorsOnly: value });
          }}
        >
          Failures only
        </Checkbox>
        <Button variant="ghost" size="sm" onPress={() => log.clear()}>
          Clear log
        </Button>
      </div>
      <p className={styles.muted} aria-live="polite" aria-atomic="true">
        {shown.length === entries.length ? `${entries.length} calls` : `${shown.length} of ${entries.length} calls`}
        {shown.length > SHOWN ? `, the latest ${SHOWN} shown` : ""}
      </p>
      {/* a scrolling region, reachable by keyboard (eslint.config.js no-noninteractive-tabindex) */}
      <div className={styles.logScroller} tabIndex={0} role="region" aria-label="API calls">
        <table className={styles.logTable}>
          <caption className={styles.caption}>API calls, newest first (time on the mock clock, WIB)</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Method</th>
              <th scope="col">Path</th>
              <th scope="col">Status</th>
              <th scope="col">ms</th>
              <th scope="col">Code</th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, SHOWN).map((entry) => (
              <tr key={entry.id} className={isFailure(entry) ? styles.failed : undefined}>
                <td>{wibTime(entry.at)}</td>
                <td>{entry.method}</td>
                <td>{entry.path.replace(/^.*?\/api\/v1/, "")}</td>
                <td>{entry.status ?? (entry.code ? "—" : "…")}</td>
                <td>{entry.durationMs ?? ""}</td>
                <td>{entry.code ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
