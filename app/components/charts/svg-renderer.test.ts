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
