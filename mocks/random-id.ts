/**
 * A random id, for telling apart what two tabs start in the same millisecond as often as not (a worker's saves, a
 * tab's seed). `crypto.getRandomValues`, not `crypto.randomUUID`: that exists in secure contexts only (https or
 * localhost), and the demo may be served over plain http on any host (ADR 301).
 */
export function randomId(): string {
  return [...crypto.getRandomValues(new Uint32Array(2))].map((part) => part.toString(36)).join("");
}
