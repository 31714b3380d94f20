/**
 * versions.json read and checked, for the site model (config/versions.ts) and `npm run version:cut`: a file that
 * is not JSON, or not a list of version names, is one line naming the file and what is wrong, for the build as
 * for the cut. A module of its own, with nothing read when it loads, so the cut can read the file before it
 * loads anything that reads it on load.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A malformed versions.json: the message is the whole story, so no stack. */
export class VersionsFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VersionsFileError';
    this.stack = `${this.name}: ${message}`;
  }
}

/** The frozen versions, newest first; none when the file is absent. */
export function readVersionsJson(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  const shown = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new VersionsFileError(`${shown}: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new VersionsFileError(`${shown} is not valid JSON: ${(e as Error).message}`);
  }
  if (!Array.isArray(data) || data.some((v) => typeof v !== 'string' || !v)) {
    throw new VersionsFileError(`${shown} is not a list of version names, newest first, such as ["v1"]: it holds ${JSON.stringify(data).slice(0, 80)}`);
  }
  return data as string[];
}
