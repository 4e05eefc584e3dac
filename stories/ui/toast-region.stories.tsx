import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { componentStories } from "../frame";
import { Button, ToastRegion, type ToastMessage } from "../../src/ui";

const failure: ToastMessage = { id: "t1", title: "Gagal", description: "Kuota sesi ini sudah penuh.", variant: "destructive" };

const saved: ToastMessage = { id: "t2", title: "Location created successfully" };

const meta = {
  title: "UI/ToastRegion",
  component: ToastRegion,
  args: { toasts: [failure], label: "Notifikasi (F8)", closeLabel: "Tutup", onDismiss: fn(), onPause: fn(), onResume: fn() },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

const body = () => within(document.body);
/** The region beside another control, to move focus away from it. */
const withElsewhere = (args: Story["args"]) => (
  <>
    <Button>Elsewhere on the page</Button>
    <ToastRegion {...(args as ComponentProps<typeof ToastRegion>)} />
  </>
);

export const Destructive = story(async (_, { args }) => {
  const toast = await body().findByRole("alertdialog", { name: "Gagal" });
  await expect(toast).toHaveAccessibleDescription("Kuota sesi ini sudah penuh.");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await userEvent.click(within(toast).getByRole("button", { name: "Tutup" }));
  await expect(args.onDismiss).toHaveBeenCalledWith("t1");
});

export const Default = story({ args: { toasts: [saved] } }, async () => {
  const toast = await body().findByRole("alertdialog", { name: "Location created successfully" });
  await expect(toast).toHaveAttribute("data-variant", "default");
});

export const Empty = story({ args: { toasts: [] } }, async () => {
  await expect(body().queryByRole("region", { name: "Notifikasi (F8)" })).toBeNull();
});

/** At most one toast is shown: the first open one. Dismissed ones (`open: false`) are skipped. */
const dismissedFirst = [{ ...saved, open: false }, failure, { id: "t3", title: "Third" }];
export const OnlyOneShown = story({ args: { toasts: dismissedFirst } }, async () => {
  const toasts = within(await body().findByRole("region", { name: "Notifikasi (F8)" })).getAllByRole("alertdialog");
  await expect(toasts).toHaveLength(1);
  await expect(toasts[0]).toHaveAccessibleName("Gagal");
});

const touchAt = (pointerId: number, clientX: number) => ({ pointerId, pointerType: "touch", clientX, clientY: 10 });

/** A touch on the toast: down at the first x, moved through the middle ones, lifted (cancelled, or held) at the last. */
function swipe(toast: HTMLElement, pointerId: number, [from, ...xs]: number[], end: "up" | "cancel" | "hold" = "up") {
  fireEvent.pointerDown(toast, { ...touchAt(pointerId, from!), button: 0 });
  const last = end === "hold" ? undefined : xs.pop();
  for (const x of xs) fireEvent.pointerMove(toast, touchAt(pointerId, x));
  if (last !== undefined) (end === "up" ? fireEvent.pointerUp : fireEvent.pointerCancel)(toast, touchAt(pointerId, last));
}

export const SwipeToDismiss = story(async (_, { args }) => {
  const toast = await body().findByRole("alertdialog", { name: "Gagal" });
  // 30 px is not enough: the toast snaps back
  swipe(toast, 1, [100, 130, 130]);
  await expect(args.onDismiss).not.toHaveBeenCalled();
  await expect(toast.style.transform).toBe("");
  // leftwards does nothing
  swipe(toast, 2, [100, 20]);
  await expect(args.onDismiss).not.toHaveBeenCalled();
  // 50 px to the right dismisses
  swipe(toast, 3, [100, 140], "hold");
  await expect(toast.style.transform).toBe("translateX(40px)");
  fireEvent.pointerMove(toast, touchAt(3, 150));
  fireEvent.pointerUp(toast, touchAt(3, 150));
  await expect(args.onDismiss).toHaveBeenCalledWith("t1");
});

export const SwipeCancelled = story(async (_, { args }) => {
  const toast = await body().findByRole("alertdialog", { name: "Gagal" });
  swipe(toast, 1, [100, 200, 200], "cancel");
  await expect(args.onDismiss).not.toHaveBeenCalled();
  await expect(toast.style.transform).toBe("");
});

export const PauseOnHover = story(async (_, { args }) => {
  const toast = await body().findByRole("alertdialog", { name: "Gagal" });
  // RAC ignores mouse hover for 500 ms after touch input (the swipe stories before this one)
  await new Promise((resolve) => setTimeout(resolve, 600));
  await userEvent.hover(toast);
  await waitFor(() => expect(args.onPause).toHaveBeenCalledWith("t1"));
  await userEvent.unhover(toast);
  await waitFor(() => expect(args.onResume).toHaveBeenCalledWith("t1"));
  await expect(args.onPause).toHaveBeenCalledTimes(1);
});

export const F8FocusesRegion = {
  name: "F8 focuses the region (and pauses)",
  ...story({ render: withElsewhere }, async (canvas, { args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Elsewhere on the page" }));
    const region = await body().findByRole("region", { name: "Notifikasi (F8)" });
    await userEvent.keyboard("{F8}");
    await expect(region).toHaveFocus();
    await waitFor(() => expect(args.onPause).toHaveBeenCalledWith("t1"));
    // Tab reaches the toast, then its close button; Enter dismisses
    await userEvent.tab();
    await expect(body().getByRole("alertdialog", { name: "Gagal" })).toHaveFocus();
    await userEvent.tab();
    await expect(body().getByRole("button", { name: "Tutup" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledWith("t1");
  }),
};

export const ResumeOnBlur = story({ render: withElsewhere }, async (canvas, { args }) => {
  await userEvent.keyboard("{F8}");
  await waitFor(() => expect(args.onPause).toHaveBeenCalledWith("t1"));
  canvas.getByRole("button", { name: "Elsewhere on the page" }).focus();
  await waitFor(() => expect(args.onResume).toHaveBeenCalledWith("t1"));
});

/** A stand-in for the app's toast machine: the region only reports, the owner decides. */
export const Playground: Story = {
  args: { toasts: [] },
  render: function Render(args) {
    const [toasts, setToasts] = useState<ToastMessage[]>([]);
    const [count, setCount] = useState(0);
    return (
      <>
        <Button
          onPress={() => {
            const n = count + 1;
            setCount(n);
            setToasts((ts) => [
              {
                id: `p${n}`,
                title: n % 2 ? "Gagal" : "Berhasil",
                description: `Pesan nomor ${n}`,
                variant: n % 2 ? "destructive" : "default",
              },
              ...ts,
            ]);
          }}
        >
          Tampilkan toast
        </Button>
        <ToastRegion
          {...args}
          toasts={toasts}
          onDismiss={(id) => {
            args.onDismiss(id);
            setToasts((ts) => ts.filter((t) => t.id !== id));
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const show = within(canvasElement).getByRole("button", { name: "Tampilkan toast" });
    await userEvent.click(show);
    await userEvent.click(show);
    // the newest is first, and the only one shown
    const toast = await body().findByRole("alertdialog", { name: "Berhasil" });
    await userEvent.click(within(toast).getByRole("button", { name: "Tutup" }));
    await expect(args.onDismiss).toHaveBeenCalledWith("p2");
    await body().findByRole("alertdialog", { name: "Gagal" });
  },
};
