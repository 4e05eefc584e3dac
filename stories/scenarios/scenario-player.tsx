import { useCallback, useEffect, useRef, useState } from "react";
import { errorToast } from "../../src/api/errors";
import { REFRESH_FAILED_SUFFIX } from "../../src/app/session/bridge";
import { Badge, Button } from "../../src/ui";
import type { ConfirmToggleSnapshot, ToggleAction } from "../../machines/confirm-toggle";
import type { QueueTicketSnapshot } from "../../machines/queue-ticket";
import type { RegistrationAttemptSnapshot } from "../../machines/registration-attempt";
import {
  createScenarioStepper,
  short,
  stepLabel,
  type EffectRecord,
  type Scenario,
  type ScenarioStepper,
} from "../../machines/scenarios/runner";
import type { SessionNotice, SessionSnapshot } from "../../machines/session";
import type { EffectFailure, ToastInput } from "../../machines/shared";
import type { ToastsSnapshot } from "../../machines/toasts";
import * as styles from "./player.css";
import { ConfirmToggleView, toggledTitles, QueueTicketView, RegistrationAttemptView, SessionView, ToastsView } from "./views";

export type ScenarioPlayerProps = {
  /** the scenario file's name without .json */
  name: string;
  scenario: Scenario;
  /** pause between steps while playing */
  delayMs: number;
};

/** The last effect that was one of these actions. */
const lastAction = (effects: readonly EffectRecord[], ...names: string[]) =>
  [...effects].reverse().find((e): e is { action: string; params: unknown } => "action" in e && names.includes(e.action));

/** The UI the scenario's machine drives, drawn from its snapshot with the same helpers the app uses. */
function Stage({ stepper }: { stepper: ScenarioStepper }) {
  const snapshot = stepper.snapshot();
  const effects = stepper.effects();
  // the machines report what happened; the app words it (errorToast), so the stage does too
  const reported = lastAction(effects, "notify", "failed");
  const params = reported?.params as
    (Partial<ToastInput & SessionNotice> & { outcome?: string; no?: string; action?: ToggleAction }) | undefined;
  const notice: ToastInput | null = !params
    ? null
    : params.error
      ? errorToast(params.error, params.refreshFailed ? REFRESH_FAILED_SUFFIX : "")
      : { title: params.title ?? (params.action ? toggledTitles[params.action] : `${params.no}: ${params.outcome}`) };
  switch (stepper.scenario.machine) {
    case "registration-attempt": {
      // the app's toast comes from the last outcome: `failed {error}` shows 'Gagal', `registered {ticket}` does not
      const outcome = lastAction(effects, "failed", "registered");
      const failed = outcome?.action === "failed" ? (outcome.params as { error: EffectFailure }).error : null;
      return <RegistrationAttemptView snapshot={snapshot as unknown as RegistrationAttemptSnapshot} failed={failed} />;
    }
    case "session":
      return (
        <SessionView
          snapshot={snapshot as unknown as SessionSnapshot}
          notice={notice}
          navigatedToLogin={lastAction(effects, "navigateToLogin") !== undefined}
        />
      );
    case "queue-ticket":
      return <QueueTicketView snapshot={snapshot as unknown as QueueTicketSnapshot} notice={notice} />;
    case "confirm-toggle":
      return (
        <ConfirmToggleView
          snapshot={snapshot as unknown as ConfirmToggleSnapshot}
          notice={notice}
          alert={(lastAction(effects, "alert")?.params as { message?: string } | string | undefined) ? "Id not selected" : null}
        />
      );
    case "toasts":
      return <ToastsView snapshot={snapshot as unknown as ToastsSnapshot} />;
  }
}

/**
 * Replays a scenario file step by step beside the UI its machine drives: Play (all steps, `delayMs` apart), Step (one),
 * Reset (from the start). Each step shows ✓/✗ for expectations; the state and context are under the stage.
 */
export function ScenarioPlayer({ name, scenario, delayMs }: ScenarioPlayerProps) {
  const [stepper, setStepper] = useState<ScenarioStepper | null>(null);
  const [steps, setSteps] = useState(0); // redraws after each step (the stepper mutates)
  const [playing, setPlaying] = useState(false);
  const busy = useRef(false);
  const generation = useRef(0);

  const load = useCallback(() => {
    const mine = ++generation.current;
    void createScenarioStepper(scenario).then((next) => {
      if (mine !== generation.current) return next.stop();
      setStepper((previous) => {
        previous?.stop();
        return next;
      });
      setSteps(0);
    });
  }, [scenario]);

  useEffect(() => {
    load();
    return () => {
      generation.current += 1;
    };
  }, [load]);
  useEffect(() => () => stepper?.stop(), [stepper]);

  const step = useCallback(async () => {
    if (!stepper || busy.current || stepper.done) return;
    busy.current = true;
    try {
      await stepper.step();
    } finally {
      busy.current = false;
      setSteps((n) => n + 1);
    }
  }, [stepper]);

  const isPlaying = playing && stepper !== null && !stepper.done;
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => void step(), delayMs);
    return () => clearTimeout(timer);
  }, [isPlaying, step, delayMs, steps]);

  if (!stepper) return <p role="status">Loading scenario…</p>;
  const { trace } = stepper;
  const failures = trace.flatMap((entry) => entry.failures.map((f) => `step ${entry.step}: ${f}`));
  const last = trace[trace.length - 1];
  const summary = stepper.done
    ? failures.length === 0
      ? "PASS"
      : `FAIL (${failures.length} failed expectation${failures.length === 1 ? "" : "s"})`
    : `Step ${stepper.position} of ${scenario.steps.length}, t = ${last?.time ?? 0} ms`;

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
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              setPlaying(false);
              load();
            }}
          >
            Reset
          </Button>
        </div>
        <p role="status" data-testid="scenario-summary">
          {summary}
        </p>
        <ol className={styles.steps} aria-label="Steps">
          {scenario.steps.map((s, i) => {
            const entry = trace[i + 1];
            const kind = !entry
              ? i === stepper.position
                ? "next"
                : "pending"
              : entry.failures.length
                ? "failed"
                : "expect" in s
                  ? "passed"
                  : "done";
            const mark = { pending: "", next: "▶ ", passed: "✓ ", failed: "✗ ", done: "• " }[kind];
            return (
              <li
                key={i}
                className={styles.step[kind]}
                aria-current={kind === "next" ? "step" : undefined}
                data-kind={kind}
                data-state={entry ? JSON.stringify(entry.state) : undefined}
              >
                <span className={styles.mono}>
                  {mark}
                  {stepLabel(s)}
                </span>
                {entry ? <span className={styles.muted}> · t = {entry.time} ms</span> : null}
                {entry?.failures.map((f) => (
                  <span key={f} className={styles.mono}>
                    <br />
                    {f}
                  </span>
                ))}
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
          <Stage stepper={stepper} />
        </div>
        <h2 className={styles.subheading}>State</h2>
        <p className={styles.mono} data-testid="scenario-state">
          {JSON.stringify(stepper.snapshot().value)}
        </p>
        <h2 className={styles.subheading}>Context</h2>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block must be reachable by keyboard */}
        <pre className={styles.pre} tabIndex={0} aria-label="Context">
          {short(stepper.snapshot().context)}
        </pre>
        {last?.effects.length ? (
          <>
            <h2 className={styles.subheading}>Effects of the last step</h2>
            <ul className={styles.steps}>
              {last.effects.map((effect, i) => (
                <li key={i} className={styles.mono}>
                  {short(effect)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
