/** Renders configuration problems for people (default), machines (json) and GitHub annotations. */
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';

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
 * Warnings follow the errors and never make the brands invalid.
 */
export function formatProblems(problems: ConfigProblem[], format: ReportFormat, brandCount: number, base = '', warnings: ConfigProblem[] = []): string {
  if (format === 'json') return JSON.stringify({ valid: problems.length === 0, brands: brandCount, problems, warnings }, null, 2);
  if (format === 'github') {
    const file = (p: ConfigProblem) => (base ? `${base.replace(/\/+$/, '')}/${p.file}` : p.file);
    return [...problems.map((p) => ['error', p] as const), ...warnings.map((p) => ['warning', p] as const)]
      .map(([level, p]) => `::${level} file=${file(p)},line=${p.line},col=${p.column},title=${escapeGithub(p.rule)}::${escapeGithub(`${p.message} (${p.pointer || '/'}; ${detail(p)})`)}`)
      .join('\n');
  }
  const block = (p: ConfigProblem, level = '') => `${p.file}:${p.line}:${p.column}  ${level}${p.pointer || '/'}\n  ${p.message}\n  ${detail(p)}`;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const warned = warnings.length ? `${warnings.map((w) => block(w, 'warning: ')).join('\n\n')}\n\n` : '';
  const warningLine = warnings.length ? ` ${count(warnings.length, 'warning')}.` : '';
  if (problems.length === 0) return `${warned}${brandCount === 1 ? 'The brand is valid.' : `All ${brandCount} brands are valid.`}${warningLine}`;
  const files = new Set(problems.map((p) => p.file)).size;
  return `${problems.map((p) => block(p)).join('\n\n')}\n\n${warned}${count(problems.length, 'problem')} in ${count(files, 'file')}.${warningLine}`;
}
