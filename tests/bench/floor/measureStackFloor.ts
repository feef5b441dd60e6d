/**
 * Builds the floor entries (stackOnly.tsx, stackWithForm.tsx) as production bundles, each one
 * file with the renderer's own aliases, and returns their brotli sizes in KB (as served): what the chosen
 * libraries cost on a first route before any portal code, without and with an RJSF form.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { rendererAliases } from '../../../vite.config';

/** Brotli at quality 11: the coding and setting the server sends its precompressed assets in. */
const brotliKb = (buf: Buffer): number => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

async function bundleKb(entry: string): Promise<number> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-floor-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: rendererAliases('build') },
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, rolldownOptions: { input: path.join(import.meta.dirname, entry), output: { codeSplitting: false } } },
    });
    const files = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    return files.reduce((sum, f) => sum + brotliKb(fs.readFileSync(path.join(outDir, 'assets', f))), 0);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

export async function measureStackFloor(): Promise<{ stack: number; stackWithForm: number }> {
  return { stack: await bundleKb('stackOnly.tsx'), stackWithForm: await bundleKb('stackWithForm.tsx') };
}
