/** `<location code>-<sequence per location and date, at least 3 digits>`: JKT-001, JKT-002 … JKT-1000. */
export function formatQueueNumber(locationCode: string, sequence: number): string {
  return `${locationCode}-${String(sequence).padStart(3, "0")}`;
}
