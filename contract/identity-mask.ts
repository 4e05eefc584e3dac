/**
 * KTP and KK shown as first 4 + last 4 digits, the length kept so the field still looks like a 16-digit number: the
 * public status check answers this way (anyone who knows a KJP number could otherwise read them, docs/product.md
 * §11.7), and a ticket kept on the citizen's device holds no more (ADR 901).
 */
export function maskIdentityNumber(digits: string): string {
  if (digits.length <= 8) return "*".repeat(digits.length);
  return digits.slice(0, 4) + "*".repeat(digits.length - 8) + digits.slice(-4);
}
