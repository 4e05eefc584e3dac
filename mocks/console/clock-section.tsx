import { useState } from "react";
import { Button, Form, TextField } from "../../src/ui";
import { wibTimestamp } from "../../contract/wib";
import type { Clock } from "../../server/clock";
import { CLOCK_PRESETS, describeClock, parseWib, wibParts } from "./clock-time";
import * as styles from "./console.css";

export type ClockSectionProps = { clock: Clock; now: number };

/** The mock API's clock in WIB: set a date and time, jump to the window's edges, freeze or run, back to real time. */
export function ClockSection({ clock, now }: ClockSectionProps) {
  const [fields, setFields] = useState(() => wibParts(clock.now()));
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [message, setMessage] = useState("");
  const state = clock.state();
  const frozen = state.mode === "frozen";

  const apply = (at: number, what: string) => {
    if (frozen) clock.freeze(at);
    else clock.set(at);
    setFields(wibParts(at));
    setMessage(`${what}: ${wibTimestamp(at)} WIB, ${frozen ? "frozen" : "running"}.`);
  };
  const setTo = (time: string, what: string) => {
    const parsed = parseWib(fields.date, time);
    if (!parsed.ok) {
      setErrors({ [parsed.field]: parsed.message });
      return;
    }
    setErrors({});
    apply(parsed.at, what);
  };

  return (
    <div className={styles.stack}>
      <div>
        <p className={styles.muted}>Mock clock now (WIB)</p>
        <p className={styles.now} data-testid="demo-clock-now">
          {wibTimestamp(now)}
        </p>
        <p className={styles.muted}>{describeClock(state)}</p>
      </div>

      <Form
        aria-label="Set the mock clock"
        onSubmit={(event) => {
          event.preventDefault();
          setTo(fields.time, "Clock set");
        }}
      >
        <div className={styles.row}>
          <TextField
            className={styles.grow}
            label="Date (WIB)"
            description="YYYY-MM-DD"
            value={fields.date}
            onChange={(date) => setFields((f) => ({ ...f, date }))}
            errorMessage={errors.date}
          />
          <TextField
            className={styles.grow}
            label="Time (WIB)"
            description="HH:mm:ss"
            value={fields.time}
            onChange={(time) => setFields((f) => ({ ...f, time }))}
            errorMessage={errors.time}
          />
          <Button type="submit" size="sm">
            Set clock
          </Button>
        </div>
      </Form>

      <div role="group" aria-label="Presets on the date above" className={styles.row}>
        {CLOCK_PRESETS.map((preset) => (
          <Button
            key={preset}
            variant="secondary"
            size="sm"
            onPress={() => setTo(preset, `Preset ${preset}`)}
            aria-label={`Set to ${preset} WIB`}
          >
            {preset}
          </Button>
        ))}
      </div>

      <div role="group" aria-label="Run the clock" className={styles.row}>
        {frozen ? (
          <Button size="sm" onPress={() => (clock.set(clock.now()), setMessage("Clock running."))}>
            Run
          </Button>
        ) : (
          <Button size="sm" onPress={() => (clock.freeze(), setMessage(`Clock frozen at ${wibTimestamp(clock.now())} WIB.`))}>
            Freeze
          </Button>
        )}
        <Button variant="secondary" size="sm" onPress={() => (clock.advance(60_000), setMessage("Moved on 1 minute."))}>
          +1 min
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => (clock.advance(15 * 60_000), setMessage("Moved on 15 minutes (access tokens expire)."))}
        >
          +15 min
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => {
            clock.reset();
            setFields(wibParts(clock.now()));
            setMessage("Back to real time.");
          }}
        >
          Real time
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {message}
      </p>
    </div>
  );
}
