import { useEffect, useState } from "react";
import { Switch } from "../../src/ui";
import {
  DEMO_INSPECTOR_EVENT,
  DEMO_INSPECTOR_KEY,
  DEMO_INSPECTOR_STATE_EVENT,
  type DemoInspectorDetail,
  type DemoInspectorStateDetail,
} from "../../src/lib/demo-events";
import * as styles from "./console.css";

const texts: Record<DemoInspectorStateDetail["status"], string> = {
  off: "",
  open: "Inspector window open (stately.ai, needs the internet).",
  blocked: "The browser blocked the inspector's pop-up: allow pop-ups for this site, then switch it off and on.",
};

/** Turns the Stately inspector of the app's session machine on or off (the app loads it; kept on across a reload). */
export function InspectorSwitch() {
  const [on, setOn] = useState(() => sessionStorage.getItem(DEMO_INSPECTOR_KEY) === "1");
  const [status, setStatus] = useState<DemoInspectorStateDetail["status"]>("off");

  useEffect(() => {
    const onState = (event: Event) => setStatus((event as CustomEvent<DemoInspectorStateDetail>).detail.status);
    addEventListener(DEMO_INSPECTOR_STATE_EVENT, onState);
    return () => removeEventListener(DEMO_INSPECTOR_STATE_EVENT, onState);
  }, []);

  const toggle = (open: boolean) => {
    setOn(open);
    if (open) sessionStorage.setItem(DEMO_INSPECTOR_KEY, "1");
    else sessionStorage.removeItem(DEMO_INSPECTOR_KEY);
    dispatchEvent(new CustomEvent<DemoInspectorDetail>(DEMO_INSPECTOR_EVENT, { detail: { open } }));
  };

  return (
    <>
      <Switch isSelected={on} onChange={toggle}>
        Stately inspector
      </Switch>
      <span role="status" className={styles.muted}>
        {on ? texts[status] : ""}
      </span>
    </>
  );
}
