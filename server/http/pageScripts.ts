/**
 * The scripts of a server-rendered page start after its first paint (issue 10, item 4). The HTML
 * and the style sheets are all the first paint needs; fetched beside them, the scripts share the
 * slow connection of a phone with the render-blocking style sheets, and on a fast one they arrive
 * and run before the browser has painted, so the patient looks at a blank page while the app
 * hydrates what the server has already drawn. Links and forms of the server's HTML work before the
 * scripts run, so nothing waits on them but the app's own interactions.
 *
 * The built template's entry tag and module preloads are taken out of the head; one small inline
 * script at the end of the body adds them back two frames later (at once in a hidden tab, which
 * paints nothing). Its text never changes, so the page's CSP allows it by hash, not by
 * 'unsafe-inline'.
 */
import crypto from 'node:crypto';

/** The inline loader: reads the entry and the preloads from its own data attributes. */
export const SCRIPT_LOADER = [
  '(function(){',
  'var own=document.currentScript,started=false;',
  'function start(){',
  'if(started)return;started=true;',
  'var head=document.head;',
  "(own.getAttribute('data-preload')||'').split(' ').forEach(function(href){",
  "if(!href)return;var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;head.appendChild(link);",
  '});',
  "var entry=document.createElement('script');entry.type='module';entry.crossOrigin='';entry.src=own.getAttribute('data-entry');head.appendChild(entry);",
  '}',
  "if(document.visibilityState!=='visible'){start();return;}",
  'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});',
  "document.addEventListener('visibilitychange',start,{once:true});",
  '})();',
].join('');

/** The CSP source that allows the loader and nothing else inline. */
export const SCRIPT_LOADER_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface DeferredTemplate {
  /** The template without the entry tag and the module preloads. */
  template: string;
  entry: string;
  preloads: string[];
}

/**
 * The built template with its scripts taken out, or undefined when it has no built entry tag
 * (development: Vite's own client and modules are left where Vite put them).
 */
export function deferTemplateScripts(template: string): DeferredTemplate | undefined {
  const entry = ENTRY_TAG.exec(template)?.[1];
  if (!entry) return undefined;
  const preloads = [...template.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
  return { template: template.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''), entry, preloads };
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The loader tag for an entry and the module preloads it and the rendered route need. */
export function scriptLoaderTag(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}">${SCRIPT_LOADER}</script>`;
}
