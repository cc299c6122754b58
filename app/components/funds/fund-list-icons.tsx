// Icons the fund list needs beyond components/ui/icons (same grid and stroke; decorative unless
// given a title). Candidates to move into the shared icon set.
import type { ReactNode, SVGProps } from 'react';

interface Props extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

function Svg({ size = 24, children, ...rest }: Props & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: Props) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);

export const SlidersIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Svg>
);

/** A filled triangle pointing up (gain) or down (loss). */
export const TriangleIcon = ({ direction, ...p }: Props & { direction: 'up' | 'down' }) => (
  <Svg {...p} fill="currentColor" stroke="none">
    {direction === 'up' ? <path d="M12 5 20 18H4z" /> : <path d="M12 19 4 6h16z" />}
  </Svg>
);

export const BookmarkIcon = (p: Props) => (
  <Svg {...p} fill="currentColor">
    <path d="M6 3h12v18l-6-4-6 4z" />
  </Svg>
);

export const XIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
