// npm test runs the browser tests in Debian's Chromium (Playwright cannot download its own here).
// Finds it, installs Debian's `chromium` package when it can (root with apt-get), else stops with
// one line saying how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((p) => existsSync(p));
if (found) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log('Chromium not found: installing Debian\'s chromium package (apt-get install -y chromium)...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error('Installing chromium failed: run `apt-get install -y chromium` as root, or set CHROMIUM_PATH.');
    process.exit(1);
  }
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error('Chromium is needed for the browser tests: run `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.');
process.exit(1);
