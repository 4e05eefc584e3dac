import type { Meta } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { componentCases, has, screenReaderOnly } from "../frame/component-cases";
import { Button, LiveRegion } from "../../src/ui";

const meta = { title: "UI/LiveRegion", component: LiveRegion, args: { message: "Coba lagi dalam 7 detik" } } satisfies Meta<
  typeof LiveRegion
>;
export default meta;
const story = componentCases(meta);

export const Polite = story({}, [
  [has(["status"], { "aria-live": "polite", text: "Coba lagi dalam 7 detik" }), screenReaderOnly(["status"])],
]);
export const Assertive = story({ message: "Pendaftaran gagal", politeness: "assertive" }, [
  has(["alert"], { "aria-live": "assertive", text: "Pendaftaran gagal" }),
]);
/** A countdown: the region stays mounted, only its text changes. */
export const Countdown = story.with(
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
