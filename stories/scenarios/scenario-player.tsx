import { useCallback, useEffect, useRef, useState } from "react";
import { Badge, Button } from "../../src/ui";
import { createScenarioStepper, short, stepLabel, type Scenario, type ScenarioStepper } from "../../machines/scenarios/runner";
import * as styles from "./player.css";
import { stages } from "./views";

/** `name`: the scenario file's name without .json; `delayMs`: the pause between steps while playing. */
export type ScenarioPlayerProps = { name: string; scenario: Scenario; delayMs: number };

const marks = { pending: "", next: "▶ ", passed: "✓ ", failed: "✗ ", done: "• " } as const;

/**
 * Replays a scenario file step by step beside the UI its machine drives (ADR 304): Play (all steps, `delayMs` apart),
 * Step (one), Reset (from the start). Each step shows ✓/✗ for expectations; the state and context are under the stage.
 */
export function ScenarioPlayer({ name, scenario, delayMs }: ScenarioPlayerProps) {
  const [stepper, setStepper] = useState<ScenarioStepper | null>(null);
  const [steps, setSteps] = useState(0); // redraws after each step (the stepper mutates)
  const [run, setRun] = useState(0); // Reset starts a new run
  const [playing, setPlaying] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    let mine: ScenarioStepper | undefined;
    let gone = false;
    void createScenarioStepper(scenario).then((next) => (gone ? next.stop() : setStepper((mine = next))));
    return () => {
      gone = true;
      mine?.stop();
    };
  }, [scenario, run]);

  const step = useCallback(async () => {
    if (!stepper || busy.current || stepper.done) return;
    busy.current = true;
    await stepper.step().finally(() => {
      busy.current = false;
      setSteps((n) => n + 1);
    });
  }, [stepper]);

  const isPlaying = playing && stepper !== null && !stepper.done;
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => void step(), delayMs);
    return () => clearTimeout(timer);
  }, [isPlaying, step, delayMs, steps]);

  if (!stepper) return <p role="status">Loading scenario…</p>;
  const { trace } = stepper;
  const failed = trace.reduce((n, entry) => n + entry.failures.length, 0);
  const last = trace.at(-1);
  const summary = !stepper.done
    ? `Step ${stepper.position} of ${scenario.steps.length}, t = ${last?.time ?? 0} ms`
    : failed === 0
      ? "PASS"
      : `FAIL (${failed} failed expectation${failed === 1 ? "" : "s"})`;
  const kindOf = (i: number) => {
    const entry = trace[i + 1];
    if (!entry) return i === stepper.position ? "next" : "pending";
    return entry.failures.length ? "failed" : "expect" in scenario.steps[i]! ? "passed" : "done";
  };

  return (
    <div className={styles.layout}>
      <section className={styles.column} aria-labelledby="scenario-title">
        <h1 id="scenario-title" className={styles.heading}>
          {name}
        </h1>
        <p className={styles.muted}>
          <Badge tone="neutral">{scenario.machine}</Badge> {scenario.description}
        </p>
        <div className={styles.row} role="group" aria-label="Replay">
          <Button size="sm" onPress={() => setPlaying(!isPlaying)} isDisabled={stepper.done}>
            {isPlaying ? "Pause" : "Play"}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => void step()} isDisabled={stepper.done || isPlaying}>
            Step
          </Button>
          <Button size="sm" variant="ghost" onPress={() => (setPlaying(false), setRun((n) => n + 1))}>
            Reset
          </Button>
        </div>
        <p role="status" data-testid="scenario-summary">
          {summary}
        </p>
        <ol className={styles.steps} aria-label="Steps">
          {scenario.steps.map((s, i) => {
            const entry = trace[i + 1];
            const kind = kindOf(i);
            return (
              <li
                key={i}
                className={styles.step[kind]}
                aria-current={kind === "next" ? "step" : undefined}
                data-kind={kind}
                data-state={entry ? JSON.stringify(entry.state) : undefined}
              >
                <span className={styles.mono}>
                  {marks[kind]}
                  {stepLabel(s)}
                </span>
                {entry ? <span className={styles.muted}> · t = {entry.time} ms</span> : null}
                {entry?.failures.length ? <span className={styles.mono}>{["", ...entry.failures].join("\n")}</span> : null}
              </li>
            );
          })}
        </ol>
      </section>

      <section className={styles.column} aria-labelledby="stage-title">
        <h2 id="stage-title" className={styles.subheading}>
          The UI it drives
        </h2>
        {/* drawn from the machine's snapshot; not operable (the scenario's events drive it) */}
        <div className={styles.stage} inert>
          {stages[scenario.machine](stepper.snapshot(), stepper.effects())}
        </div>
        <h2 className={styles.subheading}>State</h2>
        <p className={styles.mono} data-testid="scenario-state">
          {JSON.stringify(stepper.snapshot().value)}
        </p>
        <h2 className={styles.subheading}>Context</h2>
        {/* a scrolling block, reachable by keyboard: a named region, as a staff table's scrolling box (src/ui/table.tsx) */}
        <pre className={styles.pre} tabIndex={0} role="region" aria-label="Context">
          {short(stepper.snapshot().context)}
        </pre>
        {last?.effects.length ? <h2 className={styles.subheading}>Effects of the last step</h2> : null}
        <ul className={styles.steps}>
          {last?.effects.map((effect, i) => (
            <li key={i} className={styles.mono}>
              {short(effect)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
