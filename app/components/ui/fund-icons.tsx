// Icons of the fund pages and of the investor's tools (search, filters, the watchlist mark, documents,
// share, the balance toggle's eye), in the frame of icons.tsx. A module of their own: the icon module
// is one chunk for every page that imports it, and these would add to the landing's first-load
// JavaScript, which has none of them (decision 017).
import { Svg, type Icon, type IconProps } from './icons';

export const SearchIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);

export const SlidersIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Svg>
);

/** A filled triangle pointing up (gain) or down (loss). */
export const TriangleIcon = ({ direction, ...p }: IconProps & { direction: 'up' | 'down' }) => (
  <Svg {...p} fill="currentColor" stroke="none">
    {direction === 'up' ? <path d="M12 5 20 18H4z" /> : <path d="M12 19 4 6h16z" />}
  </Svg>
);

/** Filled by default (in the watchlist); `fill="none"` for the outline. */
export const BookmarkIcon: Icon = (p) => (
  <Svg fill="currentColor" {...p}>
    <path d="M6 3h12v18l-6-4-6 4z" />
  </Svg>
);

export const InfoIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Svg>
);

export const DownloadIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
  </Svg>
);

export const ShareIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </Svg>
);

/** An eye, struck through when `closed` (the balance toggle). */
export const EyeIcon = ({ closed, ...p }: IconProps & { closed: boolean }) => (
  <Svg {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {closed ? <path d="m3 3 18 18" /> : null}
  </Svg>
);
