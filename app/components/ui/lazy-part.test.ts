// A lazy part names its module as the Vite manifest does, so that the server can preload its chunk;
// a wrong name would not fail the build, only lose the preload. Each name must be a real file that the
// part's loader imports.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const parts = sourceFiles('app').flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/lazyPart\(\{\s*source: '([^']+)',[\s\S]*?load: \(\) => import\('([^']+)'\)/g)].map(
    (match) => ({ file, source: match[1]!, imported: match[2]! }),
  ),
);

describe('lazy parts', () => {
  it('exist', () => {
    expect(parts.length).toBeGreaterThanOrEqual(3);
  });

  it.each(parts)('$file: $source is a file, and the one it loads', ({ file, source, imported }) => {
    expect(existsSync(source)).toBe(true);
    const resolved = imported.startsWith('~/')
      ? `app/${imported.slice(2)}`
      : join(file, '..', imported);
    expect(source.replace(/\.tsx?$/, '')).toBe(resolved.replace(/\.tsx?$/, ''));
  });
});
