import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

/** The camera picture: square-ish, never taller than about half a phone screen, so the field stays in view. */
export const viewfinder = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const video = style({
  display: "block",
  width: "100%",
  aspectRatio: "4 / 3",
  // the field below stays in view on a laptop's 720 px and a phone's 640 px
  maxHeight: "min(32vh, 16rem)",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
});

export const noCamera = style({ display: "flex", flexDirection: "column" });

/** Kept mounted (the camera hook holds it) but out of the layout and the accessibility tree. */
export const videoOff = style({ display: "none" });

export const cameraState = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cameraProblem = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningText,
});

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
});

export const otherDay = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const form = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm });

export const field = style({ alignSelf: "stretch" });
