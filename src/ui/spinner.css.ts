import { keyframes, style, styleVariants } from "@vanilla-extract/css";

const spin = keyframes({
  from: { transform: "rotate(0deg)" },
  to: { transform: "rotate(360deg)" },
});

export const root = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  justifyContent: "center",
  verticalAlign: "middle",
  lineHeight: 0,
});

export const svg = style({
  width: "100%",
  height: "100%",
  animation: `${spin} 0.8s linear infinite`,
});

export const track = style({ opacity: 0.25 });

export const size = styleVariants({
  sm: { width: "1rem", height: "1rem" },
  md: { width: "1.5rem", height: "1.5rem" },
  lg: { width: "2.5rem", height: "2.5rem" },
});
