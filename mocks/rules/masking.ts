/**
 * The public status check shows KTP and KK as first 4 + last 4 digits: anyone who knows a KJP number
 * could otherwise read them (docs/product.md §11). The length is kept so the field still looks like a 16-digit number.
 */
export function maskIdentityNumber(digits: string): string {
  if (digits.length <= 8) return "*".repeat(digits.length);
  return digits.slice(0, 4) + "*".repeat(digits.length - 8) + digits.slice(-4);
}
