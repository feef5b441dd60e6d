/**
 * How a relative is related to the patient (service type 23). One list for the API's schema
 * (schemas/api/relative-request.schema.json), the form documents' choices (forms.json) and the
 * database's check (migration 0012); tests/server/api/relatives/relatives.test.ts keeps them equal.
 * "spouse" covers a partner too; "other" is anyone else the package covers.
 */
export const RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'grandparent', 'grandchild', 'other'] as const;
export type Relation = (typeof RELATIONS)[number];

export const isRelation = (value: unknown): value is Relation => (RELATIONS as readonly unknown[]).includes(value);
