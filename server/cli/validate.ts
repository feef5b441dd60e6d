/**
 * npm run validate [-- <brands-dir>] [--format human|json|github]
 * Exit 0: every brand is valid; 1: problems were found (all are printed); 2: usage error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrands } from '../config/loadBrands';
import { FORMATS, formatProblems, type ReportFormat } from '../config/formatProblems';

const USAGE = 'usage: npm run validate -- [brands-dir] [--format human|json|github]';

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { format: { type: 'string', default: 'human' }, help: { type: 'boolean' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const format = parsed.values.format as ReportFormat;
  if (!FORMATS.includes(format) || parsed.positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const dir = path.resolve(parsed.positionals[0] ?? 'brands');
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    console.error(`No brands folder at ${dir}\n${USAGE}`);
    return 2;
  }
  const { brands, problems, warnings } = loadBrands(dir);
  const report = formatProblems(problems, format, brands.length, path.relative(process.cwd(), dir).split(path.sep).join('/'), warnings);
  if (report) (problems.length > 0 && format === 'human' ? console.error : console.log)(report);
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = main();
