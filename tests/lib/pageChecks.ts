/** What the unit tests of check-mdx's page checks share: the versions, a page's problems from its text, a code block. */
import path from 'node:path';
import {componentExports} from '@site/plugins/lib/markdownExport/components';
import {parsePageTree} from '@site/plugins/lib/anchors';
import {pageProblems, type PageContext, type PageVersion} from '@site/scripts/lib/pageProblems';
import {loadWriterComponents} from '@site/scripts/lib/writerComponents';
import {isLimitName} from '@site/src/data/platform';

export const v2: PageVersion = {name: 'current', label: 'v2', nodeVersion: '14', pythonVersion: '3.8'};
export const v1: PageVersion = {name: 'v1', label: 'v1', nodeVersion: '14', pythonVersion: '3.8'};

const components = loadWriterComponents(path.join(__dirname, '..', '..'), Object.keys(componentExports));

/** A page's context: the site's constants and components, every linked file present unless told otherwise. */
export function pageContext(version: PageVersion = v2, linkedFileExists: PageContext['linkedFileExists'] = () => true): PageContext {
  return {isLimitName, components, linkedFileExists, version};
}

/** The problems check-mdx finds in a page whose written and expanded trees are the same (no element the site's plugins expand). */
export function problemsOf(text: string, context: PageVersion | PageContext = v2): readonly string[] {
  const ctx = 'isLimitName' in context ? context : pageContext(context);
  const tree = parsePageTree(text);
  return pageProblems({text, written: tree, expanded: tree}, ctx).problems;
}

/** A fenced code block: the fence's info string (`js`, `python fragment`) and its lines. */
export const block = (fence: string, ...lines: string[]) => `\`\`\`${fence}\n${lines.join('\n')}\n\`\`\`\n`;
