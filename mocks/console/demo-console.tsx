import { useEffect, useRef, useState } from "react";
import { useKeyboard } from "react-aria";
import { Tab, TabList, TabPanel, Tabs, type Key } from "react-aria-components";
import { Button } from "../../src/ui";
import { wibTimestamp } from "../../contract/wib";
import type { MockApi } from "../browser";
import type { CallLog } from "./call-log";
import { ClockSection } from "./clock-section";
import * as styles from "./console.css";
import { DataSection } from "./data-section";
import { FaultsSection } from "./faults-section";
import { InspectorSwitch } from "./inspector-switch";
import { LogSection } from "./log-section";
import { PersonasSection } from "./personas-section";
import { CONSOLE_TABS, loadConsoleState, saveConsoleState, type ConsoleTab } from "./storage";
import { useMockNow } from "./use-mock-now";

export type DemoConsoleProps = {
  api: MockApi;
  log: CallLog;
  onClose(): void;
  panelId: string;
  /** move focus to the selected tab when it opens (not when it reopens itself after a reload) */
  focusOnOpen?: boolean;
};

const tabLabels: Record<ConsoleTab, string> = {
  clock: "Clock",
  personas: "Personas",
  faults: "Faults",
  data: "Data",
  log: "Log",
};

/** The demo console: a non-modal panel beside the app, one tab per concern. Escape closes it. */
export function DemoConsole({ api, log, onClose, panelId, focusOnOpen = false }: DemoConsoleProps) {
  const [tab, setTab] = useState<ConsoleTab>(() => loadConsoleState().tab);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    // the tabs exist once react-aria has built its collection: after this first commit
    const timer = setTimeout(() => {
      const selected = panel.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      (selected ?? panel.current)?.focus();
    }, 50);
    return () => clearTimeout(timer);
  }, [focusOnOpen]);
  const now = useMockNow(api.clock);
  const choose = (key: Key) => {
    const next = key as ConsoleTab;
    setTab(next);
    saveConsoleState({ tab: next });
  };
  // Escape closes the non-modal dialog, unless a control inside already used it (a select's popover); react-aria's
  // keyboard handler stops the event there and lets every other key go on to the app
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === "Escape" && !event.isDefaultPrevented()) onClose();
      else event.continuePropagation();
    },
  });

  return (
    <section
      {...keyboardProps}
      ref={panel}
      tabIndex={-1}
      id={panelId}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${panelId}-title`}
      className={styles.panel}
    >
      <header className={styles.header}>
        <div>
          <h2 id={`${panelId}-title`} className={styles.title}>
            Demo console
          </h2>
          <p className={styles.subtitle}>
            Mock API · <span data-testid="demo-console-now">{wibTimestamp(now)}</span> WIB
          </p>
        </div>
        <Button variant="ghost" size="sm" onPress={onClose} aria-label="Close demo console">
          Close
        </Button>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={choose} className={styles.tabs}>
        <TabList aria-label="Demo console sections" className={styles.tabList}>
          {CONSOLE_TABS.map((id) => (
            <Tab key={id} id={id} className={styles.tab}>
              {tabLabels[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="clock" className={styles.tabPanel}>
          <ClockSection clock={api.clock} now={now} />
        </TabPanel>
        <TabPanel id="personas" className={styles.tabPanel}>
          <PersonasSection />
        </TabPanel>
        <TabPanel id="faults" className={styles.tabPanel}>
          <FaultsSection faults={api.faults} now={now} />
        </TabPanel>
        <TabPanel id="data" className={styles.tabPanel}>
          <DataSection api={api} now={now} />
        </TabPanel>
        <TabPanel id="log" className={styles.tabPanel}>
          <LogSection log={log} />
        </TabPanel>
      </Tabs>
      <footer className={styles.footer}>
        <InspectorSwitch />
      </footer>
    </section>
  );
}
