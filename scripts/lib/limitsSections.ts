/**
 * The content rule on limits sections (CONTRIBUTING.md): a page's section whose heading speaks of limits keeps to the
 * limits of its own topic. It may restate one of the limits every run has (memory, execution time, `/tmp`, payload)
 * where its topic makes it matter; the limits page is the one place for the rest. check-mdx reports a section that
 * restates more (scripts/check-mdx.ts), and tests/unit/contentRules.test.ts checks that no two pages of a version
 * say the same thing in theirs.
 */

/** The page without front matter and fenced code blocks: the prose a reader reads as text. */
export function prose(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

/**
 * The limits every run of a workflow or source has, whatever it does. A page's limits section may name one of
 * them where its topic makes it matter (a file page and `/tmp`, an events page and the payload limit); more than
 * that restates the limits page.
 */
export const genericLimitNames = [
  'defaultTimeoutHttp',
  'defaultTimeoutCron',
  'maxTimeout',
  'defaultMemory',
  'maxMemory',
  'tmpSize',
  'functionPayload',
] as const;

/** Pages whose own topic is the run limits themselves, each with the reason. */
export const runLimitPages: Record<string, string> = {
  'limits.md': 'the limits page',
  'workflows/build-and-run.md': 'how an execution runs: its time, memory, disk and payload limits are the topic',
  'workflows/settings.md': 'the execution timeout setting: its default and maximum are the setting itself',
};

export interface LimitsSection {
  readonly heading: string;
  readonly text: string;
}

/** Sections (any level from `##`) whose heading speaks of limits, each up to the next heading of its level or above. */
export function limitsSections(source: string): LimitsSection[] {
  const out: LimitsSection[] = [];
  let current: {heading: string; level: number; lines: string[]} | null = null;
  const close = () => {
    if (current) out.push({heading: current.heading, text: current.lines.join('\n')});
    current = null;
  };
  for (const line of prose(source).split('\n')) {
    const h = line.match(/^(#{2,6})\s+(.*)$/);
    if (h && current && h[1]!.length <= current.level) close();
    if (h && !current && /\b(limits|limitations)\b/i.test(h[2]!)) {
      current = {heading: h[2]!, level: h[1]!.length, lines: []};
      continue;
    }
    current?.lines.push(line);
  }
  close();
  return out;
}

/** The run limits a section names through `<Limit>`. */
export function genericLimitsIn(text: string): string[] {
  const names = [...text.matchAll(/<Limit\s+name="(\w+)"/g)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => (genericLimitNames as readonly string[]).includes(n)))];
}

/** The version-relative path of a page (`limits.md`, `workflows/settings.md`), for {@link runLimitPages}. */
export const pageInVersion = (siteRelativeFile: string) => siteRelativeFile.replace(/^(?:docs|versioned_docs\/version-[^/]+)\//, '');

/** A limits section that restates more than one run limit, named with its heading and the limits. */
export function limitsSectionProblems(source: string, siteRelativeFile: string): string[] {
  if (pageInVersion(siteRelativeFile) in runLimitPages) return [];
  return limitsSections(source).flatMap(({heading, text}) => {
    const names = genericLimitsIn(text);
    if (names.length <= 1) return [];
    return [
      `the section "${heading}" restates ${names.length} of the limits every run has (${names.map((n) => `<Limit name="${n}">`).join(', ')}): keep the one its topic makes matter, if any, and link the limits page for the rest`,
    ];
  });
}
