// The icons of a portfolio (portfolios.icon): one per goal type of spec funds §4.5 (policies/portfolio-goals.ts
// GOAL_ICONS), plus the default portfolios' own `robo` and `default`. The icon set's glyphs where one fits; the others
// drawn here on the same 24×24, 2 px stroke grid (components/ui/icons.tsx).
import {
  BriefcaseIcon,
  CompassIcon,
  GlobeIcon,
  HomeIcon,
  PieChartIcon,
  ShieldCheckIcon,
  Svg,
  WalletIcon,
  type Icon,
} from '~/components/ui/icons';

const PrayIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3v4" />
    <path d="M5 21V11l7-4 7 4v10" />
    <path d="M10 21v-5h4v5" />
  </Svg>
);
const RingsIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="9" cy="14" r="5" />
    <circle cx="15" cy="14" r="5" />
    <path d="M10 5h4l-2 3z" />
  </Svg>
);
const CarIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4 16V12l2-5h12l2 5v4z" />
    <circle cx="7.5" cy="17.5" r="1.5" />
    <circle cx="16.5" cy="17.5" r="1.5" />
    <path d="M4 12h16" />
  </Svg>
);
const PaletteIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5S14 15 15 15h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10.5" cy="7.5" r="1" />
    <circle cx="15" cy="8" r="1" />
  </Svg>
);
const PhoneIcon: Icon = (p) => (
  <Svg {...p}>
    <rect x="7" y="2.5" width="10" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </Svg>
);
const SofaIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
    <path d="M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3z" />
    <path d="M5 18v2M19 18v2" />
  </Svg>
);
const StarIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </Svg>
);

/** portfolios.icon → its glyph; an unknown name gets the default. */
export const PORTFOLIO_ICON_GLYPHS: Record<string, Icon> = {
  emergency: ShieldCheckIcon,
  retirement: WalletIcon,
  house: HomeIcon,
  education: BriefcaseIcon,
  religion: PrayIcon,
  marriage: RingsIcon,
  travel: GlobeIcon,
  vehicle: CarIcon,
  hobby: PaletteIcon,
  gadget: PhoneIcon,
  furniture: SofaIcon,
  others: StarIcon,
  robo: CompassIcon,
  default: PieChartIcon,
};

export function GoalIconGlyph({ icon, size = 24 }: { icon: string; size?: number }) {
  const Glyph = PORTFOLIO_ICON_GLYPHS[icon] ?? PieChartIcon;
  return <Glyph size={size} />;
}
