/**
 * The arguments of `npm run version:cut`: one version name and `--dry-run`, nothing else (node:util parseArgs,
 * strict). Before, anything after the name was ignored, and `-- v2 --dry-run` made the real cut.
 */
import {parseArgs} from 'node:util';

export const versionCutUsage = 'Usage: npm run version:cut -- <name> [--dry-run]   (<name>: the label docs/ has now, e.g. v2)';

/** Arguments the command refuses: the message is one line, the usage when empty. */
export class VersionCutUsageError extends Error {
  override name = 'VersionCutUsageError';
}

export function readVersionCutArgs(args: readonly string[]): {readonly name: string; readonly dryRun: boolean} | 'help' {
  let parsed;
  try {
    parsed = parseArgs({args: [...args], options: {'dry-run': {type: 'boolean'}, help: {type: 'boolean', short: 'h'}}, allowPositionals: true, strict: true});
  } catch (e) {
    const option = /'([^']+)'/.exec((e as Error).message)?.[1];
    throw new VersionCutUsageError(`${option ? `unknown option ${option}` : (e as Error).message}; it takes a version name and --dry-run`);
  }
  if (parsed.values.help) return 'help';
  const names = parsed.positionals;
  if (names.length !== 1) throw new VersionCutUsageError(names.length ? `one version name expected, got ${names.length}: ${names.join(' ')}` : '');
  return {name: names[0]!, dryRun: parsed.values['dry-run'] ?? false};
}

/** What the command prints for a refusal: the usage alone, or the reason with the usage's short form. */
export const usageErrorLine = (e: VersionCutUsageError) =>
  e.message ? `version:cut: ${e.message} (usage: npm run version:cut -- <name> [--dry-run])` : versionCutUsage;
