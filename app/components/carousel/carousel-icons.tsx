// The carousel's control icons, drawn like components/ui/icons.tsx (24×24, 2 px strokes in
// currentColor) and always decorative: each button carries its name in aria-label.
import type { ReactNode } from 'react';

function Svg({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function ChevronLeft() {
  return (
    <Svg>
      <path d="m15 6-6 6 6 6" />
    </Svg>
  );
}

export function ChevronRight() {
  return (
    <Svg>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}

export function Pause() {
  return (
    <Svg filled>
      <rect x="6.5" y="5" width="3.5" height="14" rx="1" />
      <rect x="14" y="5" width="3.5" height="14" rx="1" />
    </Svg>
  );
}

export function Play() {
  return (
    <Svg filled>
      <path d="M8 5.5v13a.75.75 0 0 0 1.14.64l10.4-6.5a.75.75 0 0 0 0-1.28L9.14 4.86A.75.75 0 0 0 8 5.5z" />
    </Svg>
  );
}
