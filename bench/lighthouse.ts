// Issue 19: Lighthouse against the production server, as a phone and as a desktop would see the pages. Lighthouse
// 12.2.3 (the last 12.x whose lock `npm ci` accepts on Node 20; 13 needs Node 22) drives Debian's Chromium; the
// mobile preset is Lighthouse's default (a Moto G Power: simulated slow 4G, 150 ms RTT, 1.6 Mb/s, 4× CPU slowdown),
// the desktop preset its desktop config. Three runs per page and preset; each figure is the median of its runs.
// A benchmark: it prints figures beside the targets and never fails on them.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

/** Issue 19 "Targets": mobile preset on every page; the desktop preset's score. */
export const LIGHTHOUSE_TARGETS = { mobileScore: 90, desktopScore: 95, fcpMs: 1800, lcpMs: 2500, tbtMs: 200, cls: 0.05 } as const;

export type LighthousePage = { key: string; label: string; path: string; cookie?: string };
export type LighthouseFigures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  scriptKb: number;
  benchmarkIndex: number;
};
export type LighthouseRow = { page: LighthousePage; preset: 'mobile' | 'desktop'; runs: number; median: LighthouseFigures };

// The flags DESIGN.md gives for Debian's Chromium on this machine (closed network, root).
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function figures(lhr: Result): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as Array<{ resourceType: string; transferSize: number }>) : [];
  const scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scriptKb: Math.round(scriptBytes / 100) / 10,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Three (LIGHTHOUSE_RUNS) Lighthouse performance runs per page and preset against `origin`, each in a fresh Chromium. */
export async function benchLighthouse(options: {
  origin: string;
  chromePath: string;
  pages: LighthousePage[];
  presets?: Array<'mobile' | 'desktop'>;
  runs?: number;
  onRow?: (row: LighthouseRow) => void;
}): Promise<LighthouseRow[]> {
  const runs = options.runs ?? 3;
  const rows: LighthouseRow[] = [];
  for (const page of options.pages) {
    for (const preset of options.presets ?? ['mobile', 'desktop']) {
      const results: LighthouseFigures[] = [];
      for (let run = 0, failures = 0; run < runs; run++) {
        // A fresh browser per run: no cache, no service worker, no warm connections carried over.
        const chrome = await launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
        try {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            locale: 'en-US',
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
          };
          const result = await lighthouse(`${options.origin}${page.path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
          if (result.lhr.runtimeError) {
            // Lighthouse itself fails a run now and then (NO_NAVSTART: its trace missed the navigation): run it again,
            // twice at most, and say so.
            if (++failures > 2) throw new Error(`Lighthouse on ${page.path}: ${result.lhr.runtimeError.message}`);
            console.warn(`  (${page.label}, ${preset}: ${result.lhr.runtimeError.code}; run again)`);
            run--;
            continue;
          }
          results.push(figures(result.lhr));
        } finally {
          await chrome.kill();
        }
      }
      const pick = (key: keyof LighthouseFigures) => median(results.map((r) => r[key]));
      const row: LighthouseRow = {
        page,
        preset,
        runs,
        median: {
          score: pick('score'),
          fcpMs: pick('fcpMs'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          speedIndexMs: pick('speedIndexMs'),
          scriptKb: pick('scriptKb'),
          benchmarkIndex: pick('benchmarkIndex'),
        },
      };
      rows.push(row);
      options.onRow?.(row);
    }
  }
  return rows;
}

/** One line per page and preset, each figure beside its target. */
export function formatLighthouseRow({ page, preset, median: m }: LighthouseRow): string {
  const t = LIGHTHOUSE_TARGETS;
  const mark = (ok: boolean) => (ok ? '' : '!');
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const scoreTarget = preset === 'mobile' ? t.mobileScore : t.desktopScore;
  const parts = [
    `${page.label.padEnd(20)} ${preset.padEnd(7)}`,
    `score ${String(m.score).padStart(3)}${mark(m.score >= scoreTarget)}`,
    `FCP ${seconds(m.fcpMs)} s${mark(preset === 'desktop' || m.fcpMs <= t.fcpMs)}`,
    `LCP ${seconds(m.lcpMs)} s${mark(preset === 'desktop' || m.lcpMs <= t.lcpMs)}`,
    `TBT ${Math.round(m.tbtMs)} ms${mark(preset === 'desktop' || m.tbtMs <= t.tbtMs)}`,
    `CLS ${m.cls.toFixed(3)}${mark(m.cls <= t.cls)}`,
    `SI ${seconds(m.speedIndexMs)} s`,
    `scripts ${m.scriptKb} kB`,
    `index ${Math.round(m.benchmarkIndex)}`,
  ];
  return parts.join('  ');
}
