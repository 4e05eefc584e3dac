import { style } from "@vanilla-extract/css";

export const whole = style({ whiteSpace: "nowrap" });
