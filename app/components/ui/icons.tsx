// The icon set: inline SVG React components (no icon font, no external requests; the CSP allows
// only 'self'). 24×24 grid, 2 px strokes in currentColor, so an icon takes the colour and size of
// its text. Decorative by default (aria-hidden); pass `title` when the icon alone carries meaning.
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Accessible name. Without it the icon is hidden from assistive technology. */
  title?: string;
  /** Width and height in px (default 24). */
  size?: number;
}

/** The frame of every icon (also of fund-icons.tsx). */
export function Svg({ title, size = 24, children, className, ...rest }: IconProps & { children: ReactNode }) {
  // The stroke style lives in app.css (.icon): the landing carries some fifty icons, and five
  // repeated attributes each were a tenth of its HTML (issue 4 "Performance"). Inline SVG in HTML
  // needs no xmlns; `fill`/`stroke` props still override the class (`.icon:not([fill])`).
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export type Icon = (props: IconProps) => ReactNode;

export const HomeIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </Svg>
);

/** The notification centre's bell (issue 17: the shell's unread count). */
export const BellIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Svg>
);

export const PieChartIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M21 12.5A9 9 0 1 1 11.5 3v9.5z" />
    <path d="M15 3.3A9 9 0 0 1 20.7 9H15z" />
  </Svg>
);

export const UserIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);

export const GlobeIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
    <path d="M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18z" />
  </Svg>
);

export const ChevronDownIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const ChevronRightIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);

export const ChevronLeftIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="m15 6-6 6 6 6" />
  </Svg>
);

/** Drawn filled: pass fill="currentColor". */
export const PauseIcon: Icon = (p) => (
  <Svg {...p}>
    <rect x="6.5" y="5" width="3.5" height="14" rx="1" />
    <rect x="14" y="5" width="3.5" height="14" rx="1" />
  </Svg>
);

/** Drawn filled: pass fill="currentColor". */
export const PlayIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M8 5.5v13a.75.75 0 0 0 1.14.64l10.4-6.5a.75.75 0 0 0 0-1.28L9.14 4.86A.75.75 0 0 0 8 5.5z" />
  </Svg>
);

export const ArrowRightIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M5 12h14" />
    <path d="m13 6 6 6-6 6" />
  </Svg>
);

export const LogOutIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </Svg>
);

export const ReceiptIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </Svg>
);

export const ShieldCheckIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </Svg>
);

export const CoinsIcon: Icon = (p) => (
  <Svg {...p}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 17c-3.3 0-6-1.3-6-3" />
    <path d="M3 11v6c0 1.7 2.7 3 6 3 1.2 0 2.3-.2 3.2-.5" />
    <circle cx="17" cy="16" r="4" />
  </Svg>
);

export const BankIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M3 9.5 12 4l9 5.5" />
    <path d="M4 21h16" />
    <path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />
  </Svg>
);

export const BriefcaseIcon: Icon = (p) => (
  <Svg {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2" />
    <path d="M3 13h18" />
  </Svg>
);

export const ClockIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const WalletIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M20 7H5a2 2 0 0 1 0-4h12v4" />
    <path d="M3 5v14a2 2 0 0 0 2 2h15V7" />
    <path d="M16 14h.01" />
  </Svg>
);

export const TrendingUpIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </Svg>
);

export const ScaleIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3v18M7 21h10" />
    <path d="M4 7h16" />
    <path d="m4 7-2.5 6a3 3 0 0 0 5 0z" />
    <path d="m20 7-2.5 6a3 3 0 0 0 5 0z" />
  </Svg>
);

export const BarChartIcon: Icon = (p) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </Svg>
);

export const AlertTriangleIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </Svg>
);

export const CompassIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </Svg>
);

export const RefreshIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
    <path d="M4 3v5h5" />
    <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
    <path d="M20 21v-5h-5" />
  </Svg>
);

export const CopyIcon: Icon = (p) => (
  <Svg {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Svg>
);

export const CheckIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="m5 12 5 5 9-10" />
  </Svg>
);

/** Store marks, simplified and monochrome (currentColor): no third-party images. */
export const AppleIcon: Icon = (p) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
  </Svg>
);

export const PlayStoreIcon: Icon = (p) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <path d="M4.2 2.4c-.2.2-.3.6-.3 1v17.2c0 .4.1.8.3 1l9.6-9.6z" />
    <path d="m17 15.2-3.2-3.2L17 8.8l3.8 2.2c1.1.6 1.1 1.6 0 2.2z" opacity=".85" />
    <path d="m17 15.2-3.2-3.2-9.6 9.6c.4.4 1 .4 1.6.1z" opacity=".7" />
    <path d="M17 8.8 5.8 2.4c-.6-.3-1.2-.3-1.6 0l9.6 9.6z" opacity=".55" />
  </Svg>
);

/** The brand mark: a piggy bank (celengan) on the brand colour. */
export function BrandMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      className={className}
    >
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path
        d="M18 40c0-9 6-16 15-16h5c6 0 10 4 11 9h3v8h-4l-3 6h-6v-4h-8v4h-6l-3-6c-2-1-4-1-4 0z"
        fill="#fff"
      />
      <circle cx="42" cy="31" r="2" fill="#0f766e" />
      <rect x="28" y="19" width="10" height="3" rx="1.5" fill="#f59e0b" />
    </svg>
  );
}
