/**
 * The loader that starts a server-rendered page's scripts after its first paint
 * (server/http/pageScripts.ts), run in a DOM: it adds the module preloads and then the entry two
 * frames after the page was parsed, and at once in a tab that is not visible (it paints nothing).
 */
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { deferTemplateScripts, scriptLoaderTag } from '../../server/http/pageScripts';

let window: Window | undefined;
afterEach(async () => {
  await window?.happyDOM.close();
  window = undefined;
});

function pageWithLoader(visibility: 'visible' | 'hidden'): Window {
  window = new Window({
    url: 'https://portal.test/',
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true, disableJavaScriptFileLoading: true, navigation: { disableChildPageNavigation: true } },
  });
  if (visibility === 'hidden') Object.defineProperty(window.document, 'visibilityState', { value: 'hidden' });
  window.document.write(`<!doctype html><html><head></head><body><div id="root"><p>Rendered</p></div>${scriptLoaderTag('/assets/index-1.js', ['/assets/core-1.js', '/assets/Screen-1.js'])}</body></html>`);
  return window;
}

const added = (w: Window): string[] =>
  [...w.document.head.children].map((el) => (el.tagName === 'SCRIPT' ? `script ${el.getAttribute('type')} ${el.getAttribute('src')}` : `${el.getAttribute('rel')} ${el.getAttribute('href')}`));

const frames = (w: Window, count: number): Promise<void> =>
  new Promise((resolve) => {
    const next = (left: number): void => {
      if (left === 0) w.setTimeout(resolve, 0);
      else w.requestAnimationFrame(() => next(left - 1));
    };
    next(count);
  });

describe('the script loader', () => {
  it('adds nothing while the page is parsed, then the preloads and the entry after two frames', async () => {
    const w = pageWithLoader('visible');
    expect(added(w)).toEqual([]);
    await frames(w, 3);
    expect(added(w)).toEqual(['modulepreload /assets/core-1.js', 'modulepreload /assets/Screen-1.js', 'script module /assets/index-1.js']);
    for (const el of w.document.head.children) expect(el.getAttribute('crossorigin')).toBe('');
  });

  it('starts at once in a tab that is not visible', () => {
    const w = pageWithLoader('hidden');
    expect(added(w)).toContain('script module /assets/index-1.js');
  });
});

describe("the built template's scripts", () => {
  const built =
    '<html><head><title>t</title><script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-B.js">\n<link rel="modulepreload" crossorigin href="/assets/core-C.js">\n' +
    '<link rel="stylesheet" crossorigin href="/assets/index-D.css">\n</head><body><div id="root"></div></body></html>';

  it('are taken out of the head with their order kept, and the style sheet stays', () => {
    const deferred = deferTemplateScripts(built)!;
    expect(deferred.entry).toBe('/assets/index-A.js');
    expect(deferred.preloads).toEqual(['/assets/rolldown-runtime-B.js', '/assets/core-C.js']);
    expect(deferred.template).toBe('<html><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/index-D.css">\n</head><body><div id="root"></div></body></html>');
  });

  it("are left alone in development's template, which has no built entry", () => {
    expect(deferTemplateScripts('<html><head><script type="module" src="/@vite/client"></script></head><body><script type="module" src="/main.tsx"></script></body></html>')).toBeUndefined();
  });

  it('leave a loader tag whose addresses cannot break out of their attributes', () => {
    expect(scriptLoaderTag('/a.js?x="><b>', [])).toContain('data-entry="/a.js?x=&quot;>&lt;b>"');
  });
});
