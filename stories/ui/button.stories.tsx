import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { called, click, componentCases, disabled, fillsWidth, has } from "../frame/component-cases";
import { pending, press, rendered, renders, shows, tab } from "../frame/component-cases";
import { Button } from "../../src/ui";

const meta = { title: "UI/Button", component: Button, args: { children: "Daftar", onPress: fn() } } satisfies Meta<typeof Button>;
export default meta;
const story = componentCases(meta);
const daftar = ["button", /Daftar/] as const;
export const Default = story({}, [click(daftar), called("onPress", 1)]);
export const Secondary = story({ variant: "secondary", children: "Cek status" }, [renders({ "data-variant": "secondary" })]);
export const Destructive = story({ variant: "destructive" }, [renders({ "data-variant": "destructive" })]);
export const Ghost = story({ variant: "ghost", children: "Batal" }, [renders({ "data-variant": "ghost" })]);
export const Small = story({ size: "sm", children: "View" }, [has(["button", "View"], { style: { fontSize: "14px" } })]);
export const FullWidth = story({ isFullWidth: true }, [fillsWidth(daftar)]);
export const Pending = story({ isPending: true }, [renders(pending), click(daftar), called("onPress", 0)]);
export const PendingWithLabel = story({ isPending: true, pendingLabel: "Memproses" }, [
  shows(["progressbar", "Memproses"], "Daftar"),
]);
export const Disabled = story({ isDisabled: true, children: "Coba lagi" }, [
  [renders(disabled), click(rendered), called("onPress", 0)],
]);
export const KeyboardFocus = story({}, [
  [tab(), has(daftar, { focused: true, "data-focus-visible": "true" }), press("{Enter}"), called("onPress", 1)],
]);
