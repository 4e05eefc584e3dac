/**
 * Component stories as tables of steps (docs/decisions/304-story-frame.md): each story is its args and
 * the steps its play runs, one step a row: what is shown, what is pressed, which callback was called with what.
 */
import type { StoryContext, StoryObj } from "@storybook/react-vite";
import { createElement, type ComponentType } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { TYPING, type Canvas } from "./play";

type ByRole = Parameters<Canvas["findByRole"]>;
/** An element by its role, accessible name and other role options (`{ level: 1 }`). */
type RoleTarget = readonly [role: ByRole[0], name?: string | RegExp, options?: ByRole[1]];
/**
 * An element of the page (dialogs, listboxes and toasts render outside the story's root): by role, by the text it
 * shows, a field by its `{ label }`, or `rendered` (the component's own root element).
 */
export type Target = RoleTarget | string | RegExp | { label: string | RegExp } | typeof rendered;
/** What a step gets: the page's queries, the story's root and its args (callbacks are `fn()` spies). */
export type StepContext = { page: Canvas; root: HTMLElement; args: Record<string, unknown> };
export type Step = (context: StepContext) => Promise<unknown>;
/** A step of a story's own, typed. */
export const step = (run: Step) => run;

/** The component's own element: the first element in the story's root. */
export const rendered = Symbol("the rendered component");

const byRole = ([role, name, options]: RoleTarget) =>
  [role, { ...(options ?? {}), ...(name === undefined ? {} : { name }) }] as const;
const isText = (target: unknown): target is string | RegExp => typeof target === "string" || target instanceof RegExp;

/** The element a target names, for a step of a story's own. */
export function findTarget({ page, root }: StepContext, target: Target): Promise<HTMLElement> {
  if (target === rendered) return Promise.resolve(root.firstElementChild as HTMLElement);
  if (isText(target)) return page.findByText(target);
  return "label" in target ? page.findByLabelText(target.label) : page.findByRole(...byRole(target as RoleTarget));
}

/**
 * What must be true of an element: its text (each of a list), accessible name or description, input value, checked
 * (`"mixed"`: indeterminate), disabled, focused, computed `style`; any other key is an attribute (`null`: it is absent).
 */
export type Is = {
  text?: string | RegExp | readonly (string | RegExp)[];
  name?: string | RegExp;
  description?: string | RegExp;
  value?: string;
  checked?: boolean | "mixed";
  disabled?: boolean;
  focused?: boolean;
  style?: Readonly<Record<string, string>>;
  [attribute: string]:
    string | RegExp | boolean | null | undefined | Readonly<Record<string, string>> | readonly (string | RegExp)[];
};

async function expectIs(
  element: HTMLElement,
  { text, name, description, value, checked, disabled, focused, style, ...rest }: Is,
) {
  const is = expect(element);
  for (const part of text === undefined ? [] : Array.isArray(text) ? text : [text]) await is.toHaveTextContent(part);
  if (name !== undefined) await is.toHaveAccessibleName(name);
  if (description !== undefined) await is.toHaveAccessibleDescription(description);
  if (value !== undefined) await is.toHaveValue(value);
  if (checked === "mixed") await is.toBePartiallyChecked();
  else if (checked !== undefined) await (checked ? is.toBeChecked() : is.not.toBeChecked());
  if (disabled !== undefined) await (disabled ? is.toBeDisabled() : is.toBeEnabled());
  if (focused !== undefined) await (focused ? is.toHaveFocus() : is.not.toHaveFocus());
  if (style) await is.toHaveStyle(style);
  for (const [attribute, expected] of Object.entries(rest)) {
    await (expected === null ? is.not.toHaveAttribute(attribute) : is.toHaveAttribute(attribute, expected as string));
  }
}

/** A disabled control; a pending one (React Aria marks it `aria-disabled` and keeps it focusable). */
export const disabled: Is = { disabled: true };
export const pending: Is = { "aria-disabled": "true" };
/** An invalid field: `aria-invalid`, described by its error message. */
export const invalid = (message: string | RegExp): Is => ({ "aria-invalid": "true", description: message });

/** Each target is (or soon becomes) visible. */
export const shows = (...targets: Target[]) =>
  step(async (context) => {
    for (const target of targets) await waitFor(async () => expect(await findTarget(context, target)).toBeVisible());
  });
/** The target is on the page and `is` holds of it (or soon does; see `Is`). */
export const has = (target: Target, is: Is = {}) =>
  step(async (context) => waitFor(async () => expectIs(await findTarget(context, target), is)));
/** The component's own element is as `is` says: `has(rendered, is)`. */
export const renders = (is: Is) => has(rendered, is);
/** None of the targets is (or, after a moment, still is) on the page. */
export const absent = (...targets: (RoleTarget | string | RegExp)[]) =>
  step(({ page }) =>
    waitFor(async () => {
      for (const t of targets) await expect(isText(t) ? page.queryByText(t) : page.queryByRole(...byRole(t))).toBeNull();
    }),
  );
/** The page shows this many of the target. */
export const count = (target: RoleTarget, n: number) =>
  step(async ({ page }) => expect(await page.findAllByRole(...byRole(target))).toHaveLength(n));

/** A user action on the target's element. */
const on = (act: (element: HTMLElement) => Promise<unknown>) => (target: Target) =>
  step(async (context) => act(await findTarget(context, target)));
/** Clicks the target; a disabled control is clicked too, to show that it does nothing. */
export const click = on((element) => userEvent.click(element, { pointerEventsCheck: 0 }));
export const clear = on((element) => userEvent.clear(element));
export const hover = on((element) => userEvent.hover(element));
export const unhover = on((element) => userEvent.unhover(element));
export const type = (target: Target, text: string) => on((element) => userEvent.type(element, text, TYPING))(target);
/** Keys as `userEvent.keyboard` spells them: `{Enter}`, `{Escape}`, ` ` (Space). */
export const press = (keys: string) => step(() => userEvent.keyboard(keys));
export const tab = (times = 1) =>
  step(async () => {
    for (let i = 0; i < times; i++) await userEvent.tab();
  });

/** The callback arg was (or soon is) last called with these arguments. */
export const calledWith = (callback: string, ...expected: unknown[]) =>
  step(({ args }) => waitFor(() => expect(args[callback]).toHaveBeenLastCalledWith(...expected)));
/** The callback arg was called this many times (0: never). */
export const called = (callback: string, times: number) =>
  step(async ({ args }) => expect(args[callback]).toHaveBeenCalledTimes(times));

/** The target is as wide as its parent. */
export const fillsWidth = (target: Target) =>
  step(async (context) => {
    const element = await findTarget(context, target);
    await expect(element.getBoundingClientRect().width).toBeCloseTo(element.parentElement!.getBoundingClientRect().width, 0);
  });
/** The target is read by screen readers but takes no room on screen. */
export const screenReaderOnly = (target: Target) =>
  step(async (context) => expect((await findTarget(context, target)).getBoundingClientRect().width).toBeLessThanOrEqual(1));
/** Nothing in the story's phone-wide box (`phoneWide`) scrolls sideways. */
export const fitsPhone: Step = async ({ page }) => {
  const phone = page.getByTestId("phone");
  await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
};

/** A play's steps, run in order; a row (a nested list) groups an action with what it should do, on one line. */
export type Steps = readonly (Step | readonly Step[])[];

/**
 * The story builder of one component's cases, typed by its meta: `story(args, [steps])`, or
 * `story.with({ args, render, decorators }, [steps])` when the case needs more than args.
 */
export function componentCases<M>(_meta: M) {
  type Story = StoryObj<M>;
  const play =
    (steps: Steps) =>
    async ({ canvasElement, args }: StoryContext) => {
      const context = { page: within(document.body), root: canvasElement, args };
      for (const step of steps.flat()) await step(context);
    };
  const story = (args: Story["args"], steps: Steps) => ({ args, play: play(steps) }) as Story;
  story.with = (annotations: Omit<Story, "play">, steps: Steps) => ({ ...annotations, play: play(steps) }) as Story;
  return story;
}

/**
 * The builder of one component's cases in a file of several small components (whose meta has only a title): each
 * story renders this component, its args over the given meta's.
 */
export function partCases<M extends { component: ComponentType<never>; args?: object }>(meta: M) {
  type Story = StoryObj<M>;
  const story = componentCases(meta);
  const render = (args: object) => createElement(meta.component as ComponentType<object>, args);
  const part = (args: Story["args"], steps: Steps) => part.with({ args } as Omit<Story, "play">, steps);
  part.with = (annotations: Omit<Story, "play">, steps: Steps) =>
    ({ render, ...story.with({ ...annotations, args: { ...meta.args, ...annotations.args } }, steps) }) as Story;
  return part;
}
