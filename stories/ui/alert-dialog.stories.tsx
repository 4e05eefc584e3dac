import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { absent, calledTimes, click, componentCases, has, press, shows } from "../frame/component-cases";
import { AlertDialog } from "../../src/ui";

const noLocations = "Tidak ada lokasi yang tersedia untuk saat ini.";
const noSessions =
  "Tidak ada sesi yang tersedia dari lokasi yang anda pilih. Silahkan pilih lokasi yang lain atau silahkan coba di lain hari.";
const meta = {
  title: "UI/AlertDialog",
  component: AlertDialog,
  args: { isOpen: true, title: "Perhatian", closeLabel: "Tutup", children: noLocations, onClose: fn() },
} satisfies Meta<typeof AlertDialog>;
export default meta;
const story = componentCases(meta);
const perhatian = ["alertdialog", "Perhatian"] as const;

export const NoLocations = story({}, [
  [has(perhatian, { description: noLocations }), click(["button", "Tutup"]), calledTimes("onClose", 1)],
]);
export const NoSessions = story({ children: noSessions }, [has(perhatian, { description: noSessions })]);
export const IdNotSelected = story({ title: "Warning", closeLabel: "Close", children: "Id not selected" }, [
  [shows(["alertdialog", "Warning"]), press("{Escape}"), calledTimes("onClose", 1)],
]);
export const Closed = story({ isOpen: false }, [absent(["alertdialog"])]);
