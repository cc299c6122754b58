import { describe, expect, it } from 'vitest';
import { compactSvg, renderChartSvg } from './svg-renderer';

describe('compactSvg', () => {
  it('rounds coordinates to a tenth of a pixel and leaves text and other attributes alone', () => {
    const markup =
      '<svg viewBox="0 0 720 300"><text x="237.04109589041096" y="285.26"><tspan x="237.04109589041096">1.520,45</tspan></text>' +
      '<path d="M84,170.51114187096718L634.9479452054795,-134.46378975999278L672,168.99552699393217" style="stroke-width:2"></path>' +
      '<line x1="84" x2="672.04" y1="268" y2="268.96"></line></svg>';
    expect(compactSvg(markup)).toBe(
      '<svg viewBox="0 0 720 300"><text x="237" y="285.3"><tspan x="237">1.520,45</tspan></text>' +
        '<path d="M84,170.5L634.9,-134.5L672,169" style="stroke-width:2"></path>' +
        '<line x1="84" x2="672" y1="268" y2="269"></line></svg>',
    );
  });

  it('is what the server chart renderer sends: no coordinate keeps more than one decimal', () => {
    const points = Array.from({ length: 60 }, (_, i) => ({ x: `2025-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}`, y: 1000 + Math.sin(i / 3) * 37.123456 }));
    const html = renderChartSvg('svg-renderer-test', {
      series: [{ id: 'a', label: 'NAV', points }],
      valueFormat: (y) => y.toFixed(2),
      dateFormat: (x) => x,
    });
    expect(html).toContain('<path');
    for (const match of html.matchAll(/ d="([^"]+)"/g)) expect(match[1]).not.toMatch(/\d\.\d{2}/);
  });
});

describe('compactSvg: styles and redundant attributes', () => {
  it('turns a repeated inline style into a class of one sheet, and keeps a single one inline', () => {
    const tick = 'font-size:11px;fill:#475569';
    const markup =
      `<svg viewBox="0 0 10 10"><text style="${tick}">a</text><text style="${tick}">b</text>` +
      '<path d="M0,0" style="stroke:#0f766e"></path></svg>';
    expect(compactSvg(markup, 'vc')).toBe(
      `<svg viewBox="0 0 10 10"><style>.vc0{${tick}}</style><text class="vc0">a</text><text class="vc0">b</text>` +
        '<path d="M0,0" style="stroke:#0f766e"></path></svg>',
    );
  });

  it('leaves the style of an element that has a class of its own', () => {
    const markup = '<div class="VictoryContainer" style="width:100%"><svg><g style="width:100%"></g></svg></div><i class="x" style="width:100%"></i>';
    expect(compactSvg(markup, 'vc')).toBe(markup);
  });

  it('drops presentation roles, zero offsets, defaults and the tick-label ids (two drawings would repeat them)', () => {
    const markup =
      '<svg><g role="presentation"><line vector-effect="non-scaling-stroke" shape-rendering="auto" x1="1" x2="2"></line>' +
      '<text id="chart-axis-0-tickLabels-0" direction="inherit" dx="0" x="64"><tspan dx="0" dy="0" dy2="3">x</tspan></text></g></svg>';
    expect(compactSvg(markup)).toBe('<svg><g><line x1="1" x2="2"></line><text x="64"><tspan dy2="3">x</tspan></text></g></svg>');
  });

  it('gives the two drawings of a chart their own class names and no duplicate ids', () => {
    const points = Array.from({ length: 40 }, (_, i) => ({ x: `2025-02-${String(1 + (i % 28)).padStart(2, '0')}`, y: 1000 + i }));
    const html = renderChartSvg('svg-renderer-classes', { series: [{ id: 'a', label: 'NAV', points }], valueFormat: (y) => y.toFixed(2), dateFormat: (x) => x });
    expect(html).toContain('<style>.vc0{');
    expect(html).toContain('<style>.vw0{');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
