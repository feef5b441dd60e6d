/** The provider map in its own chunk (OpenLayers and the outlines), loaded where a screen draws it. */
import { lazyChunk } from '../routing/lazyChunk';

export const ProviderMap = lazyChunk('map/ProviderMap', () => import('./ProviderMap'));
