/**
 * Runs before the e2e tests: finds Debian's Chromium (or CHROMIUM_PATH), installs it with apt
 * when running as root, and otherwise stops with one line saying what to install. The e2e
 * tests are never skipped silently.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function install(): boolean {
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.log('Chromium not found; installing Debian\'s chromium with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env }).status === 0;
}

if (!fs.existsSync(path) && !install()) {
  console.error(`The end-to-end tests need Chromium at ${path}: install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
