import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { calledWith, componentCases, has, type } from "../frame/component-cases";
import { TextAreaField } from "../../src/ui";

const meta = { title: "UI/TextAreaField", component: TextAreaField, args: { label: "Deskripsi", onChange: fn() } } satisfies Meta<
  typeof TextAreaField
>;
export default meta;
const story = componentCases(meta);
const deskripsi = ["textbox", "Deskripsi"] as const;

export const Default = story({}, [type(deskripsi, "Gudang utama"), calledWith("onChange", "Gudang utama")]);
export const WithDescription = story({ description: "Maksimal 255 karakter", maxLength: 255 }, [
  has(deskripsi, { description: "Maksimal 255 karakter", maxlength: "255" }),
]);
export const WithError = story({ defaultValue: "x".repeat(20), errorMessage: "Maksimal 255 karakter" }, [
  has(deskripsi, { "aria-invalid": "true", description: "Maksimal 255 karakter" }),
]);
export const ReadOnly = story({ value: "Lokasi pengambilan di lantai dasar.", isReadOnly: true }, [
  has(deskripsi, { readonly: "", value: "Lokasi pengambilan di lantai dasar." }),
]);
export const Disabled = story({ defaultValue: "Tidak bisa diubah", isDisabled: true }, [has(deskripsi, { disabled: true })]);
