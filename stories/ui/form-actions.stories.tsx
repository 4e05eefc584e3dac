import type { Meta } from "@storybook/react-vite";
import { componentCases, has, rendered } from "../frame/component-cases";
import { Button, FormActions, LinkButton } from "../../src/ui";

const meta = {
  title: "UI/FormActions",
  component: FormActions,
  args: {
    children: (
      <>
        <Button type="submit">Simpan</Button>
        <LinkButton variant="secondary" href="#back">
          Batal
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof FormActions>;
export default meta;
const story = componentCases(meta);

export const Start = story({}, [has(rendered, { style: { justifyContent: "flex-start" } }), has(["link", "Batal"])]);
export const End = story({ align: "end" }, [has(rendered, { style: { justifyContent: "flex-end" } })]);
export const Between = story({ align: "between" }, [has(rendered, { style: { justifyContent: "space-between" } })]);
export const Pending = story(
  {
    children: (
      <>
        <Button isPending>Create User</Button>
        <Button isDisabled>Cancel</Button>
      </>
    ),
  },
  [has(["button", /Create User/], { "aria-disabled": "true" }), has(["button", "Cancel"], { disabled: true })],
);
