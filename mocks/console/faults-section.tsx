import { useState } from "react";
import { Button, NumberField, Select, Switch } from "../../src/ui";
import { wibTime } from "../../contract/wib";
import { apiFollowsOffline, setApiFollowsOffline } from "../api-follows-offline";
import type { FaultControl, FaultRoute } from "../faults";
import * as styles from "./console.css";
import { describeFault, failureOptions, faultFrom, routeOptions, type FailureKind } from "./fault-options";
import { loadConsoleState, saveConsoleState, type FaultForm } from "./storage";

export type FaultsSectionProps = {
  faults: FaultControl;
  /** redraws the list each second (a fault with `times` runs down) */
  now: number;
};

/** Make one route (or all) slow, fail, drop, rate-limit; expire every access token at once. */
export function FaultsSection({ faults, now }: FaultsSectionProps) {
  // the form's choices stay as chosen (issue 36): after 'Set fault', across tabs, closing and reloads
  const [form, setForm] = useState<FaultForm>(() => loadConsoleState().faultForm);
  const change = (changes: Partial<FaultForm>) =>
    setForm((current) => {
      const next = { ...current, ...changes };
      saveConsoleState({ faultForm: next });
      return next;
    });
  const { route, latencyMs, failure } = form;
  const times = form.times ?? Number.NaN;
  const [message, setMessage] = useState("");
  const [followsOffline, setFollowsOffline] = useState(apiFollowsOffline);
  const active = Object.entries(faults.list());

  const remember = () => saveConsoleState({ faults: faults.list() });
  const apply = () => {
    const fault = faultFrom({ latencyMs, failure, times });
    if (!fault) {
      setMessage("Choose a latency or a failure first.");
      return;
    }
    faults.set(route, fault);
    remember();
    setMessage(`Fault on ${route}: ${describeFault(fault)}.`);
  };

  return (
    <div className={styles.stack} data-now={now}>
      <div className={styles.stack}>
        {/* first in the tab, so every active fault is in view before the form (issue 36) */}
        <h3 className={styles.sectionTitle}>Active faults ({active.length})</h3>
        {active.length === 0 ? (
          <p className={styles.muted}>None: every route answers normally.</p>
        ) : (
          <ul className={styles.list} aria-label="Active faults">
            {active.map(([name, fault]) => (
              <li key={name} className={styles.listItem}>
                <span>
                  <strong className={styles.code}>{name}</strong>{" "}
                  <span className={styles.muted}>{fault ? describeFault(fault) : ""}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove the fault on ${name}`}
                  onPress={() => {
                    faults.clear(name as FaultRoute);
                    remember();
                    setMessage(`Fault on ${name} removed.`);
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {active.length > 0 && (
          <div className={styles.row}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                faults.clear();
                remember();
                setMessage("All faults cleared.");
              }}
            >
              Clear all faults
            </Button>
          </div>
        )}
      </div>
      <div className={styles.stack}>
        <h3 className={styles.sectionTitle}>Access token</h3>
        <p className={styles.muted}>
          Every access token issued so far stops working; the app's next admin call gets 401, refreshes once and retries.
        </p>
        <div className={styles.row}>
          <Button
            variant="destructive"
            size="sm"
            onPress={() => {
              faults.expireAccessTokens();
              setMessage(`Access tokens expired at ${wibTime(now)} WIB (mock clock).`);
            }}
          >
            Expire my access token now
          </Button>
        </div>
      </div>

      <div className={styles.stack}>
        <h3 className={styles.sectionTitle}>Fault on a route</h3>
        <Select
          label="Route"
          options={routeOptions}
          value={route}
          onChange={(key) => key !== null && change({ route: key as FaultRoute })}
        />
        <div className={styles.row}>
          <NumberField
            className={styles.grow}
            label="Latency (ms)"
            minValue={0}
            maxValue={60_000}
            step={100}
            value={latencyMs}
            onChange={(value) => change({ latencyMs: Number.isNaN(value) ? 0 : value })}
          />
          <NumberField
            className={styles.grow}
            label="Only the next N calls"
            description="Empty: every call"
            minValue={1}
            maxValue={1000}
            value={times}
            onChange={(value) => change({ times: Number.isNaN(value) ? null : value })}
          />
        </div>
        <Select
          label="Then"
          options={failureOptions}
          value={failure}
          onChange={(key) => key !== null && change({ failure: key as FailureKind })}
        />
        <div className={styles.row}>
          <Button size="sm" onPress={apply}>
            Set fault
          </Button>
        </div>
      </div>

      <p role="status" className={styles.status}>
        {message}
      </p>
      {/* last: above the route's form it pushed the active faults out of a 800 px panel's view once a fault was set */}
      <div className={styles.stack}>
        <h3 className={styles.sectionTitle}>Device offline</h3>
        <p className={styles.muted}>
          On: with this device offline (no network, or the browser's offline switch) the API is unreachable, as a real server
          would be. Off: the API in the page answers anyway, for a demo with no network at all.
        </p>
        <Switch
          isSelected={followsOffline}
          onChange={(on) => {
            setFollowsOffline(on);
            setApiFollowsOffline(on);
          }}
        >
          API unreachable while offline
        </Switch>
      </div>
    </div>
  );
}
