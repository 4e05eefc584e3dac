/** "antrean-demo-2026-03-10-205950.json" */
export const exportFileName = (wibStamp: string) => `antrean-demo-${wibStamp.replace(" ", "-").replace(/:/g, "")}.json`;
