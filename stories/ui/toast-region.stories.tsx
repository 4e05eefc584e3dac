import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
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
export const OnlyOneShown: Story = {
  args: { toasts: [{ ...saved, open: false }, failure, { id: "t3", title: "Third" }] },
  play: async () => {
    const region = await body().findByRole("region", { name: "Notifikasi (F8)" });
    const toasts = within(region).getAllByRole("alertdialog");
    await expect(toasts).toHaveLength(1);
    await expect(toasts[0]).toHaveAccessibleName("Gagal");
  },
};

export const SwipeToDismiss = story(async (_, { args }) => {
  const toast = await body().findByRole("alertdialog", { name: "Gagal" });
  // 30 px is not enough: the toast snaps back
  fireEvent.pointerDown(toast, { pointerId: 1, pointerType: "touch", clientX: 100, clientY: 10, button: 0 });
  fireEvent.pointerMove(toast, { pointerId: 1, pointerType: "touch", clientX: 130, clientY: 10 });
  fireEvent.pointerUp(toast, { pointerId: 1, pointerType: "touch", clientX: 130, clientY: 10 });
  await expect(args.onDismiss).not.toHaveBeenCalled();
  await expect(toast.style.transform).toBe("");
  // leftwards does nothing
  fireEvent.pointerDown(toast, { pointerId: 2, pointerType: "touch", clientX: 100, clientY: 10, button: 0 });
  fireEvent.pointerUp(toast, { pointerId: 2, pointerType: "touch", clientX: 20, clientY: 10 });
  await expect(args.onDismiss).not.toHaveBeenCalled();
  // 50 px to the right dismisses
  fireEvent.pointerDown(toast, { pointerId: 3, pointerType: "touch", clientX: 100, clientY: 10, button: 0 });
  fireEvent.pointerMove(toast, { pointerId: 3, pointerType: "touch", clientX: 140, clientY: 10 });
  await expect(toast.style.transform).toBe("translateX(40px)");
  fireEvent.pointerMove(toast, { pointerId: 3, pointerType: "touch", clientX: 150, clientY: 10 });
  fireEvent.pointerUp(toast, { pointerId: 3, pointerType: "touch", clientX: 150, clientY: 10 });
  await expect(args.onDismiss).toHaveBeenCalledWith("t1");
});

export const SwipeCancelled = story(async (_, { args }) => {
  const toast = await body().findByRole("alertdialog", { name: "Gagal" });
  fireEvent.pointerDown(toast, { pointerId: 1, pointerType: "touch", clientX: 100, clientY: 10, button: 0 });
  fireEvent.pointerMove(toast, { pointerId: 1, pointerType: "touch", clientX: 200, clientY: 10 });
  fireEvent.pointerCancel(toast, { pointerId: 1, pointerType: "touch", clientX: 200, clientY: 10 });
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

export const F8FocusesRegion: Story = {
  name: "F8 focuses the region (and pauses)",
  render: (args) => (
    <>
      <Button>Elsewhere on the page</Button>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const elsewhere = within(canvasElement).getByRole("button", { name: "Elsewhere on the page" });
    await userEvent.click(elsewhere);
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
  },
};

export const ResumeOnBlur: Story = {
  render: (args) => (
    <>
      <Button>Elsewhere on the page</Button>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const elsewhere = within(canvasElement).getByRole("button", { name: "Elsewhere on the page" });
    await userEvent.keyboard("{F8}");
    await waitFor(() => expect(args.onPause).toHaveBeenCalledWith("t1"));
    elsewhere.focus();
    await waitFor(() => expect(args.onResume).toHaveBeenCalledWith("t1"));
  },
};

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
