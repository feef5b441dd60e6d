/** The documents a brand folder may hold beside its locales and assets, each with its schema. */
export const DOCUMENT_KINDS = ['brand', 'routes', 'guards', 'services', 'forms', 'content'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
