import { style } from "@vanilla-extract/css";

/**
 * A text its style draws from `data-text`: it takes its room (the room a wording not shown keeps, a select's widest
 * option) and is no text of the page, for a reader, a find or a copy; its alternative text is empty, as the table's
 * drawn labels' (a browser without that form draws the plain one).
 */
export const drawnText = style({ "::before": { content: ["attr(data-text)", 'attr(data-text) / ""'] } });
