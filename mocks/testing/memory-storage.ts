/**
 * A Storage (localStorage / sessionStorage) in memory, for the demo's persistence tests: the items alone, and a quota
 * past which a write throws as a full browser storage does.
 */
export function memoryStorage(quotaChars = Infinity): Storage & { size: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quotaChars) throw new DOMException("quota", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    get length() {
      return items.size;
    },
    get size() {
      return items.size;
    },
  } as Storage & { size: number };
}
