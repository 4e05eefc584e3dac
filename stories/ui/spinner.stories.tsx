import type { Meta } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { absent, componentCases, has, rendered, shows } from "../frame/component-cases";
import { Spinner } from "../../src/ui";

const meta = { title: "UI/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
const story = componentCases(meta);

export const Decorative = story({}, [absent(["progressbar"]), has(rendered, { "aria-hidden": "true" })]);
export const Labelled = story({ label: "Memuat data", size: "lg" }, [shows(["progressbar", "Memuat data"])]);
/** sm, md and lg, each larger than the one before. */
export const Sizes = story.with(
  {
    render: () => (
      <div style={{ display: "flex", gap: 16, alignItems: "center", color: "#166534" }}>
        <Spinner size="sm" />
        <Spinner size="md" />
        <Spinner size="lg" />
      </div>
    ),
  },
  [
    async ({ root }) => {
      const [sm, md, lg] = Array.from(root.querySelectorAll("[data-spinner]"), (s) => s.getBoundingClientRect().width);
      await expect(sm).toBeLessThan(md!);
      await expect(md).toBeLessThan(lg!);
    },
  ],
);
