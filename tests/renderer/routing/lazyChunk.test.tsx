// @vitest-environment happy-dom
/**
 * lazyChunk (renderer/routing/lazyChunk.ts): a component whose module is loaded renders at once
 * (hydration waits on nothing), one that is not suspends; a failed load is tried again; and every
 * lazyChunk id in the renderer names the module it imports, because the server finds a chunk's
 * built files by that id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyChunk, preloadChunks } from '../../../renderer/routing/lazyChunk';
import { ChunkSuspense } from '../../../renderer/ui/ChunkSuspense';

const RENDERER = path.resolve(import.meta.dirname, '../../../renderer');

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyChunk', () => {
  it('renders at once once preloaded, and suspends before', async () => {
    const Chunk = lazyChunk('tests/hello', async () => ({ default: Hello }));
    // Not loaded: it suspends (renderToString shows the boundary's fallback).
    expect(renderToString(<Suspense fallback="waiting">{<Chunk name="x" />}</Suspense>)).toContain('waiting');
    await preloadChunks(['tests/hello', 'tests/unknown']);
    expect(renderToString(<Chunk name="Anna" />)).toBe('<p>hello <!-- -->Anna</p>');
  });

  it('loads again after a failed load', async () => {
    let calls = 0;
    const Chunk = lazyChunk('tests/flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return { default: Hello };
    });
    await expect(Chunk.preload()).rejects.toThrow('network');
    await Chunk.preload();
    const host = document.createElement('div');
    await act(async () => createRoot(host).render(<Chunk name="Bence" />));
    await act(async () => undefined);
    expect(host.textContent).toBe('hello Bence');
    expect(calls).toBe(2);
  });

  it('is wrapped in a Suspense boundary only while its module is missing, so a page rendered with its chunks hydrates in one pass', async () => {
    const Chunk = lazyChunk('tests/boundary', async () => ({ default: Hello }));
    const page = () => renderToString(<ChunkSuspense chunk={Chunk} fallback="waiting"><Chunk name="Cili" /></ChunkSuspense>);
    // Missing: the boundary and its fallback (React marks a boundary with <!--$…-->).
    expect(page()).toMatch(/^<!--\$[!?]?-->.*waiting/s);
    await Chunk.preload();
    // Loaded, as in the server's last pass and the browser's hydration: no boundary at all.
    expect(page()).toBe('<p>hello <!-- -->Cili</p>');
  });

  it("has, everywhere in the renderer, the id of the module it imports (the server finds the chunk's files by it)", () => {
    const files = fs.readdirSync(RENDERER, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const found: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(path.join(RENDERER, file), 'utf8');
      for (const match of source.matchAll(/lazy(?:Chunk|Screen)(?:<[^>]+>)?\('([^']+)', \(\) => import\('([^']+)'\)\)/g)) {
        const imported = path.relative(RENDERER, path.resolve(path.dirname(path.join(RENDERER, file)), match[2]!));
        expect(match[1], `${file}: ${match[0]}`).toBe(imported.split(path.sep).join('/'));
        found.push(match[1]!);
      }
      // No React.lazy beside it: its chunks would be unknown to the server render and hydrate late.
      expect(source, file).not.toMatch(/\blazy\(\(\) => import/);
    }
    expect(found.length).toBeGreaterThan(20);
  });
});
