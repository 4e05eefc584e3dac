import type { Meta } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { has, partCases, screenReaderOnly, shows } from "../frame/component-cases";
import { Button, LiveRegion, VisuallyHidden } from "../../src/ui";

/** Text for screen readers only: announcements and hidden labels. */
export default { title: "UI/ScreenReader" } satisfies Meta;
const liveRegion = partCases({ component: LiveRegion, args: { message: "Coba lagi dalam 7 detik" } });
export const LiveRegionPolite = liveRegion({}, [
  [has(["status"], { "aria-live": "polite", text: "Coba lagi dalam 7 detik" }), screenReaderOnly(["status"])],
]);
export const LiveRegionAssertive = liveRegion({ message: "Pendaftaran gagal", politeness: "assertive" }, [
  has(["alert"], { "aria-live": "assertive", text: "Pendaftaran gagal" }),
]);
/** A countdown: the region stays mounted, only its text changes. */
export const LiveRegionCountdown = liveRegion.with(
  {
    render: function Render() {
      const [n, setN] = useState(3);
      useEffect(() => {
        const t = n > 0 ? setTimeout(() => setN(n - 1), 200) : undefined;
        return () => clearTimeout(t);
      }, [n]);
      const message = n > 0 ? `Coba lagi dalam ${n} detik` : "Anda dapat mendaftar lagi";
      return (
        <>
          <Button isDisabled={n > 0}>{n > 0 ? message : "Daftar"}</Button>
          <LiveRegion message={message} />
        </>
      );
    },
  },
  [has(["status"], { text: "Anda dapat mendaftar lagi" }), has(["button", "Daftar"], { disabled: false })],
);
const visuallyHidden = partCases({ component: VisuallyHidden, args: { children: "Only screen readers read this" } });
export const VisuallyHiddenDefault = visuallyHidden.with(
  {
    render: (args) => (
      <p>
        Visible text. <VisuallyHidden {...args} />
      </p>
    ),
  },
  [shows(/Visible text/), screenReaderOnly("Only screen readers read this")],
);
