import { expect, waitFor, within } from "storybook/test";

/** The whole page: dialogs and toasts render outside the story's root. */
export const page = () => within(document.body);

/** The visible toast shows this title (and description), in this variant when given. */
export async function expectToast(title: string, description?: string | RegExp, variant?: "destructive" | "default") {
  await waitFor(
    () => {
      const toast = document.querySelector<HTMLElement>('[role="region"] [data-variant]');
      expect(toast).not.toBeNull();
      expect(toast).toHaveTextContent(title);
      if (description) expect(toast).toHaveTextContent(description);
      if (variant) expect(toast).toHaveAttribute("data-variant", variant);
    },
    { timeout: 5000 },
  );
}

/** No toast is showing. */
export const expectNoToast = () => expect(document.querySelector('[role="region"] [data-variant]')).toBeNull();

/** The in-memory URL (the frame's probe). */
export const currentUrl = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("location").textContent;
