/**
 * npm run generate [-- --check]
 * Writes generated/config-types.ts (TypeScript types of every schema, json-schema-to-typescript)
 * and generated/validators.ts (precompiled ajv validators, so the browser never needs eval).
 * With --check it writes nothing and exits 1 naming the stale files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { compile } from 'json-schema-to-typescript';
import { annotationKeywords, formats } from '../../schemas/vocabulary';
import { readSchemaFiles, VALIDATED_SCHEMAS } from '../config/schemaRegistry';

const GENERATED_DIR = path.resolve(import.meta.dirname, '../../generated');
const BANNER = '/* generated; do not edit; run npm run generate */';

/**
 * Folds every schema file into one document so each titled definition becomes one type. A $ref
 * with sibling keywords (our descriptions) would make json-schema-to-typescript emit numbered
 * copies of the referenced type, so the siblings are dropped here; the referenced definition
 * keeps its own description.
 */
function singleDocument(): Record<string, unknown> {
  const files = readSchemaFiles();
  const keyOf = (file: string): string => file.replace(/\.schema\.json$/, '').replace(/\//g, '-');
  const rewrite = (node: unknown, file: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, file));
    if (!node || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') {
      const [target, fragment = ''] = obj.$ref.split('#');
      const targetFile = target ? path.posix.join(path.posix.dirname(file), target) : file;
      return { $ref: `#/definitions/${keyOf(targetFile)}${fragment}` };
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) if (k !== '$id' && k !== '$schema') out[k] = rewrite(v, file);
    return out;
  };
  const definitions = Object.fromEntries(files.map((f) => [keyOf(f.name), rewrite(f.schema, f.name)]));
  return {
    title: 'PortalSchemas',
    description: 'Every schema of the portal, one property each; the types below are what matters.',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(files.map((f) => [keyOf(f.name), { $ref: `#/definitions/${keyOf(f.name)}` }])),
    definitions,
  };
}

async function typesSource(): Promise<string> {
  return compile(singleDocument() as never, 'PortalSchemas', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 120 },
  });
}

function validatorsSource(): string {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    code: { source: true, esm: true, formats: _`require("../schemas/vocabulary").formats` },
  });
  for (const keyword of annotationKeywords) ajv.addKeyword({ keyword, schemaType: 'boolean' });
  for (const f of readSchemaFiles()) ajv.addSchema(f.schema, f.name);
  // The real format functions, so ajv emits a check for each; with code.formats the standalone
  // output imports them from the vocabulary module at run time instead of inlining them.
  // (Registering a format as `true` would make ajv skip the check altogether.)
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  const code = standaloneCode(ajv, VALIDATED_SCHEMAS);
  // ajv's ESM output still uses require() for its runtime helpers; turn those into imports.
  // The helpers are CommonJS modules exporting `default`; bundlers and Node disagree on whether
  // a namespace import's `default` is module.exports or module.exports.default, so pick at run time.
  const imports: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_m, spec: string, dflt?: string) => {
    const name = `__dep${imports.length}`;
    imports.push(`import * as ${name} from '${spec.startsWith('ajv/') ? `${spec}.js` : spec}';`);
    return dflt ? `__cjsDefault(${name})` : name;
  });
  const helper = 'function __cjsDefault(m) { const d = m.default; return typeof d === "function" ? d : d.default; }';
  // The newPassword format needs the list of common passwords, which the vocabulary leaves to
  // whoever can afford it (see learnCommonPasswords): these validators are the server's, so
  // they load it with themselves and no request is ever checked without it.
  imports.unshift("import '../schemas/commonPasswords';");
  return `${BANNER}\n// @ts-nocheck\n${imports.join('\n')}\n${helper}\n${body}\n`;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const outputs: Record<string, string> = {
    'config-types.ts': await typesSource(),
    'validators.ts': validatorsSource(),
  };
  const stale: string[] = [];
  for (const [file, content] of Object.entries(outputs)) {
    const target = path.join(GENERATED_DIR, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (current === content) continue;
    stale.push(`generated/${file}`);
    if (!check) {
      fs.mkdirSync(GENERATED_DIR, { recursive: true });
      fs.writeFileSync(target, content);
    }
  }
  if (check && stale.length > 0) {
    console.error(`generated/ is stale; run npm run generate. Out of date: ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(stale.length === 0 ? 'generated/ is up to date' : `wrote ${stale.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
