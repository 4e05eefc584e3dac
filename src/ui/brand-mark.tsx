/** The programme's mark: a bowl of rice in a warm circle. Decorative; the brand name is text beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#fde68a" />
      <path
        d="M17 9c-2 3 2 4 0 7M24 7c-2 3 2 5 0 8M31 9c-2 3 2 4 0 7"
        fill="none"
        stroke="#b45309"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <ellipse cx="24" cy="24" rx="14" ry="5" fill="#ffffff" />
      <path d="M9 24h30c0 9-7 15-15 15S9 33 9 24z" fill="#166534" />
      <path d="M18 40h12" stroke="#14532d" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
