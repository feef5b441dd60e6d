/** Renders configuration problems for people (default), machines (json) and GitHub annotations. */
import type { ConfigProblem } from './configProblem';

export const FORMATS = ['human', 'json', 'github'] as const;
export type ReportFormat = (typeof FORMATS)[number];

function detail(p: ConfigProblem): string {
  const parts: string[] = [];
  if (p.received !== undefined) parts.push(`received: ${typeof p.received === 'string' ? p.received : JSON.stringify(p.received)}`);
  if (p.allowed !== undefined) parts.push(`allowed: ${p.allowed}`);
  parts.push(`rule: ${p.rule}`);
  return parts.join('; ');
}

function escapeGithub(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * Problems name their files relative to the brands folder; GitHub's annotations need the path from
 * the repository's root, which `base` (the brands folder as the command was given it) supplies.
 */
export function formatProblems(problems: ConfigProblem[], format: ReportFormat, brandCount: number, base = ''): string {
  if (format === 'json') return JSON.stringify({ valid: problems.length === 0, brands: brandCount, problems }, null, 2);
  if (format === 'github') {
    return problems
      .map((p) => `::error file=${base ? `${base.replace(/\/+$/, '')}/${p.file}` : p.file},line=${p.line},col=${p.column},title=${escapeGithub(p.rule)}::${escapeGithub(`${p.message} (${p.pointer || '/'}; ${detail(p)})`)}`)
      .join('\n');
  }
  if (problems.length === 0) return `All ${brandCount} brands are valid.`;
  const blocks = problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.pointer || '/'}\n  ${p.message}\n  ${detail(p)}`);
  const files = new Set(problems.map((p) => p.file)).size;
  return `${blocks.join('\n\n')}\n\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`;
}
