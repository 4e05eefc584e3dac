import type { Meta } from "@storybook/react-vite";
import { componentCases, screenReaderOnly, shows } from "../frame/component-cases";
import { VisuallyHidden } from "../../src/ui";

const meta = {
  title: "UI/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "Only screen readers read this" },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
const story = componentCases(meta);

export const Default = story.with(
  {
    render: (args) => (
      <p>
        Visible text. <VisuallyHidden {...args} />
      </p>
    ),
  },
  [shows(/Visible text/), screenReaderOnly("Only screen readers read this")],
);
