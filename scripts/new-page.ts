/**
 * npm run new-page -- <route> "<Title>"
 * Creates the Markdown file of a new page of the current docs (docs/) in its section's folder, with
 * complete front matter, placed after its siblings in the sidebar. See scripts/lib/newPage.ts.
 */
import path from 'node:path';
import sidebars from '../sidebars';
import {redirects} from '../src/data/redirects';
import {fsCause, NewPageError, planNewPage, writeNewPage} from './lib/newPage';

const root = path.join(__dirname, '..');
const [route, ...titleWords] = process.argv.slice(2);

if (!route || titleWords.length === 0 || route === '--help' || route === '-h') {
  console.error('Usage: npm run new-page -- <route> "<Title>"\n  e.g. npm run new-page -- /code/nodejs/retries/ "Retrying failed requests"');
  process.exit(route === '--help' || route === '-h' ? 0 : 1);
}

try {
  const plan = planNewPage({
    docsDir: path.join(root, 'docs'),
    route,
    title: titleWords.join(' '),
    sidebars,
    redirectSources: redirects.map((r) => r.from),
  });
  writeNewPage(plan);
  const file = path.relative(process.cwd(), plan.file);
  console.log(`Created ${file} (sidebar_position ${plan.frontMatter.sidebar_position}, in the sidebar of /${plan.section}/).`);
  console.log(`Write the page, then preview it: npm start, and open http://localhost:3000/docs${plan.route}`);
  console.log(`Check it while writing: npx tsx scripts/check-mdx.ts ${file}`);
} catch (e) {
  // A file the planning reads that cannot be read (fs errors carry their path) is one line too.
  const {path: file} = e as NodeJS.ErrnoException;
  if (!(e instanceof NewPageError) && !file) throw e;
  console.error(`new-page: ${e instanceof NewPageError ? e.message : `${path.relative(process.cwd(), file!)}: ${fsCause(e)}`}`);
  process.exit(1);
}
