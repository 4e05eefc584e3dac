/** A 20×20 solid icon in the text's colour. Decorative: the control it sits in carries the name. */
function SolidIcon({ d, className }: { d: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path fillRule="evenodd" d={d} clipRule="evenodd" />
    </svg>
  );
}

/** A downward chevron: a dropdown or a group that opens. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <SolidIcon
      className={className}
      d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
    />
  );
}

/** A check mark: the chosen option. */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <SolidIcon
      className={className}
      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
    />
  );
}
