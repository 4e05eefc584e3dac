/** One sheet as plain text: what a thread of its own can be handed as it is (a string per cell clones fast). */
export type SheetText = { sheet: string; header: string[]; rows: string[][]; widths: number[] };

/** The sheet's .xlsx, its header row in bold and frozen. */
export function sheetBytes(sheet: SheetText): Promise<ArrayBuffer>;
