/**
 * The brand bundle's shell the server inlines into index.html (`<script id="portal-bundle"
 * type="application/json">`), and the React context every screen reads it from. Reading it from
 * the page means the first paint needs no request (issue 3); it holds one language and the first
 * route's documents, the rest comes in parts (bundleParts.ts, issue 10).
 */
import { createContext, useContext } from 'react';
import type { ShellBundle } from '../domain/brand/bundleParts';

import { BUNDLE_ELEMENT_ID } from '../domain/brand/pageElements';

export { BUNDLE_ELEMENT_ID };

export class MissingBundleError extends Error {
  constructor(detail: string) {
    super(`The page carries no usable brand bundle (#${BUNDLE_ELEMENT_ID}): ${detail}`);
    this.name = 'MissingBundleError';
  }
}

/** Parses the inlined bundle; throws MissingBundleError so boot can show a plain message. */
export function readBundle(doc: Document = document): ShellBundle {
  const element = doc.getElementById(BUNDLE_ELEMENT_ID);
  if (!element?.textContent) throw new MissingBundleError('element missing or empty');
  try {
    return JSON.parse(element.textContent) as ShellBundle;
  } catch (error) {
    throw new MissingBundleError(error instanceof Error ? error.message : String(error));
  }
}

export const BundleContext = createContext<ShellBundle | null>(null);

export function useBundle(): ShellBundle {
  const bundle = useContext(BundleContext);
  if (!bundle) throw new Error('useBundle() outside <BundleContext.Provider>');
  return bundle;
}
