import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

/** Room around the notice, which sits at the top of the page, outside its layout. */
export const place = style({ margin: vars.space.lg });
export const action = style({ justifySelf: "start", marginBlockStart: vars.space.xs });
