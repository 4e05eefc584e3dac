/**
 * Validator texts people can read (docs/product.md §5): the contract's defaults stay where they read well ('must be
 * at least length 3 (was 2)'), but a missing value says what to do instead of 'must be a number (was missing)', and
 * no message shows a field's key ('must be after start_time' names the field's label instead). The server's rules
 * that a field words itself (`problems`: 'is already in use by another record' → 'Kode ini sudah dipakai …') show in
 * the screen's language (docs/product.md §8.1).
 */
export function readableErrors(
  errors: Record<string, string>,
  fields: ReadonlyArray<{ name: string; label: string; kind: string; problems?: Readonly<Record<string, string>> }>,
  words: { required: string; choose: string },
): Record<string, string> {
  // longest keys first, so 'start_time' is not read as 'start' + '_time'
  const byLength = [...fields].sort((a, b) => b.name.length - a.name.length);
  const readable: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    const field = fields.find((f) => f.name === name);
    // a rule's text the resource words itself, in its screen's language (a duplicate, a slug's characters)
    const own = field?.problems?.[message];
    if (own) {
      readable[name] = own;
      continue;
    }
    if (/\(was (missing|undefined|NaN)\)/.test(message)) {
      readable[name] = field?.kind === "select" || field?.kind === "checkboxes" ? words.choose : words.required;
      continue;
    }
    let text = message;
    for (const other of byLength) text = text.replace(new RegExp(`\\b${other.name}\\b`, "g"), other.label);
    readable[name] = text;
  }
  return readable;
}
