import type { Meta } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fireEvent, fn } from "storybook/test";
import { absent, called, calledWith, click, componentCases, count, findTarget, has, hover } from "../frame/component-cases";
import { press, tab, unhover, step } from "../frame/component-cases";
import { Button, ToastRegion, type ToastMessage } from "../../src/ui";

const failure: ToastMessage = { id: "t1", title: "Gagal", description: "Kuota sesi ini sudah penuh.", variant: "destructive" };
const saved: ToastMessage = { id: "t2", title: "Location created successfully" };
const args = { toasts: [failure], label: "Notifikasi (F8)", closeLabel: "Tutup", onDismiss: fn(), onPause: fn(), onResume: fn() };
const meta = { title: "UI/ToastRegion", component: ToastRegion, args } satisfies Meta<typeof ToastRegion>;
export default meta;
const story = componentCases(meta);
const gagal = ["alertdialog", "Gagal"] as const;
const elsewhere = ["button", "Elsewhere on the page"] as const;
/** The region beside another control, to move focus away from it. */
const render = (args: ComponentProps<typeof ToastRegion>) => (
  <>
    <Button>Elsewhere on the page</Button>
    <ToastRegion {...args} />
  </>
);
/** A touch on the toast: down at the first x, moved through the middle ones, lifted (cancelled, or held) at the last. */
const swipe = (pointerId: number, [from, ...xs]: number[], end: "up" | "cancel" | "hold" = "up") =>
  step(async (context) => {
    const toast = await findTarget(context, gagal);
    fireEvent.pointerDown(toast, { ...touchAt(pointerId, from!), button: 0 });
    const last = end === "hold" ? undefined : xs.pop();
    for (const x of xs) fireEvent.pointerMove(toast, touchAt(pointerId, x));
    if (last !== undefined) (end === "up" ? fireEvent.pointerUp : fireEvent.pointerCancel)(toast, touchAt(pointerId, last));
  });
const touchAt = (pointerId: number, clientX: number) => ({ pointerId, pointerType: "touch", clientX, clientY: 10 });
/** A held touch moves on to x and is lifted there. */
const lift = (pointerId: number, x: number) =>
  step(async (context) => {
    const toast = await findTarget(context, gagal);
    fireEvent.pointerMove(toast, touchAt(pointerId, x));
    fireEvent.pointerUp(toast, touchAt(pointerId, x));
  });
/** The toast's own offset: "" where it was shown, `translateX(40px)` moved 40 px right. */
const movedTo = (transform: string) =>
  step(async (context) => expect((await findTarget(context, gagal)).style.transform).toBe(transform));
export const Destructive = story({}, [
  has(gagal, { description: "Kuota sesi ini sudah penuh.", "data-variant": "destructive" }),
  [click(["button", "Tutup"]), calledWith("onDismiss", "t1")],
]);
/**
 * A message the page shows in full beside the toast (`shownOnPage`): on a phone, title and message as one text of at
 * most two lines beside the close button; the whole message stays the toast's description.
 */
const longFailure =
  "Terjadi kesalahan di server. Pendaftaran Anda mungkin sudah tersimpan. Tekan Daftar lagi tanpa mengubah isian. Anda tidak akan terdaftar dua kali.";
export const ShownOnPage = story({ toasts: [{ ...failure, description: longFailure, shownOnPage: true }] }, [
  has(gagal, { description: longFailure, "data-variant": "destructive" }),
]);
export const Default = story({ toasts: [saved] }, [has(["alertdialog", saved.title], { "data-variant": "default" })]);
export const Empty = story({ toasts: [] }, [absent(["region", "Notifikasi (F8)"])]);
/** At most one toast is shown: the first open one. Dismissed ones (`open: false`) are skipped. */
export const OnlyOneShown = story({ toasts: [{ ...saved, open: false }, failure, { id: "t3", title: "Third" }] }, [
  [count(["alertdialog"], 1), has(["alertdialog"], { name: "Gagal" })],
]);
// before the swipes below: React Aria ignores a mouse for 500 ms after a touch
export const PauseOnHover = story({}, [
  [hover(gagal), calledWith("onPause", "t1"), unhover(gagal), calledWith("onResume", "t1"), called("onPause", 1)],
]);
/** 30 px is not enough (the toast snaps back), leftwards does nothing, 50 px to the right dismisses. */
export const SwipeToDismiss = story({}, [
  [swipe(1, [100, 130, 130]), called("onDismiss", 0), movedTo(""), swipe(2, [100, 20]), called("onDismiss", 0)],
  [swipe(3, [100, 140], "hold"), movedTo("translateX(40px)"), lift(3, 150), calledWith("onDismiss", "t1")],
]);
export const SwipeCancelled = story({}, [swipe(1, [100, 200, 200], "cancel"), called("onDismiss", 0), movedTo("")]);
export const F8FocusesRegion = {
  name: "F8 focuses the region (and pauses)",
  ...story.with({ render }, [
    [click(elsewhere), press("{F8}"), has(["region", "Notifikasi (F8)"], { focused: true }), calledWith("onPause", "t1")],
    [tab(), has(gagal, { focused: true }), tab(), has(["button", "Tutup"], { focused: true })], // Tab reaches the toast, then its close button
    [press("{Enter}"), calledWith("onDismiss", "t1")],
  ]),
};
export const ResumeOnBlur = story.with({ render }, [
  [press("{F8}"), calledWith("onPause", "t1")],
  [async (context) => (await findTarget(context, elsewhere)).focus(), calledWith("onResume", "t1")],
]);
/** A stand-in for the app's toast machine: the region only reports, the owner decides; the newest is first, and the only one shown. */
export const Playground = story.with(
  {
    args: { toasts: [] },
    render: function Render(args) {
      const [toasts, setToasts] = useState<ToastMessage[]>([]);
      const [shown, setShown] = useState(0);
      const show = () => {
        const n = shown + 1;
        const failed = n % 2 === 1;
        const toast: ToastMessage = {
          id: `p${n}`,
          title: failed ? "Gagal" : "Berhasil",
          variant: failed ? "destructive" : "default",
        };
        setShown(n);
        setToasts((ts) => [toast, ...ts]);
      };
      const dismiss = (id: string) => (args.onDismiss(id), setToasts((ts) => ts.filter((t) => t.id !== id)));
      return (
        <>
          <Button onPress={show}>Tampilkan toast</Button>
          <ToastRegion {...args} toasts={toasts} onDismiss={dismiss} />
        </>
      );
    },
  },
  [
    [click(["button", "Tampilkan toast"]), click(["button", "Tampilkan toast"]), has(["alertdialog"], { name: "Berhasil" })],
    [click(["button", "Tutup"]), calledWith("onDismiss", "p2"), has(["alertdialog"], { name: "Gagal" })],
  ],
);
