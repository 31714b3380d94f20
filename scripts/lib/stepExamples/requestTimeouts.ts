/**
 * HTTP requests that set no time limit, for scripts/check-mdx.ts: in the step examples (./groups.ts), and in the
 * other code of a page that runs on Pipedream (`nonStepExamples`: actions, sources, app files, Bash steps that read
 * no step data). Neither axios, got, Python's requests, Go's default client nor curl gives up on a server that does
 * not answer, so such a request holds the run until its own timeout ends it, with an error that names the workflow or
 * source, not the request (docs/code/nodejs/http-requests.md, "Set your own, shorter timeout"). Static: the fake
 * services of ./run.ts answer at once, so no run shows it. Reads of issue 38 found it by hand on ten pages where
 * another tab of the same group stopped at 20 s.
 *
 * A request has a time limit when:
 * - Node.js: a call of `axios`, `axios.<method>`, `got`, `got.<method>`, `fetch`, `http(s).get|request` has an
 *   argument with a `timeout` property (an object literal, or a variable the block declares as one); `fetch` only
 *   from `node-fetch@2`, since node-fetch 3 dropped the option and Node.js 14 has no `AbortController`. A client the
 *   block makes (`axios.create(…)`, `got.extend(…)`) is judged as a request, since the requests it sends take its
 *   options. A block that sets `axios.defaults.timeout` passes, and so does a call handed to a function of the block
 *   that bounds it (`withTimeout(axios.get(url), 10000)`: a name with `timeout` in it, but `setTimeout`);
 * - Python: a `requests.<method>(…)` call passes `timeout=`;
 * - Go: the request goes through an `http.Client` with a `Timeout`, or a context with a deadline
 *   (`context.WithTimeout`): `http.Get`, `http.Post`, `http.DefaultClient` and `&http.Client{}` have none;
 * - Bash: each `curl` command passes `--max-time` (`-m`).
 */
import ts from 'typescript';
import type {Problem} from './compare';
import {fencedBlock, langOfFence, lineOf, type StepLang, type StepTab, type TabGroup} from './groups';

/** What a problem advises: the limit the site's examples use, under the 30 s default of an HTTP-triggered workflow. */
const ADVICE: Readonly<Record<StepLang, string>> = {
  nodejs: 'pass `timeout: 20000` (milliseconds) in its options',
  python: 'pass `timeout=20`',
  go: 'send it with an `http.Client{Timeout: 20 * time.Second}`',
  bash: 'pass `--max-time 20` to curl',
};

/** A request without a time limit: the page line of its call, and what to do. */
type Finding = {readonly line: number; readonly message: string};

const FETCH_ADVICE =
  'import `fetch` from `node-fetch@2` and pass `timeout: 20000` (node-fetch 3 has no `timeout` option, and Node.js 14 no `AbortController` to abort a request with)';

const why = 'so a server that does not answer holds the run until its own timeout ends it, with an error that does not name the request';

const nodeClients = new Set(['axios', 'got', 'fetch']);
const nodeMethods = /^(?:get|post|put|patch|delete|head|options|request|stream)$/;

/** The client a Node.js call expression calls (`axios.get` → `axios.get`), or null when it is no HTTP request. */
function nodeRequestName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return nodeClients.has(callee.text) ? callee.text : null;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    const [object, method] = [callee.expression.text, callee.name.text];
    if ((object === 'axios' || object === 'got') && nodeMethods.test(method)) return `${object}.${method}`;
    // A client the block makes: its requests take its options (`api.post(…)` is no call of axios the rule sees)
    if ((object === 'axios' && method === 'create') || (object === 'got' && method === 'extend')) return `${object}.${method}`;
    if ((object === 'http' || object === 'https') && (method === 'get' || method === 'request')) return `${object}.${method}`;
  }
  return null;
}

const hasTimeoutProperty = (node: ts.Node): boolean =>
  ts.isObjectLiteralExpression(node) &&
  node.properties.some((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === 'timeout');

function nodeProblems(tab: StepTab): Finding[] {
  const sf = ts.createSourceFile('step.mjs', tab.code, ts.ScriptTarget.Latest, true);
  // A default for every request of the block
  if (/\baxios\.defaults\.timeout\s*=/.test(tab.code)) return [];
  const objectVariables = new Map<string, ts.Node>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) objectVariables.set(node.name.text, node.initializer);
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const limited = (arg: ts.Expression) =>
    hasTimeoutProperty(arg) || (ts.isIdentifier(arg) && objectVariables.has(arg.text) && hasTimeoutProperty(objectVariables.get(arg.text)!));
  // Inside the arguments of a call such as `withTimeout(…)` (`setTimeout` only delays it)
  const bounded = (node: ts.Node): boolean => {
    for (let p = node.parent; p; p = p.parent)
      if (ts.isCallExpression(p) && p.arguments.some((a) => a.pos <= node.pos && node.end <= a.end)) {
        const callee = p.expression.getText(sf);
        if (/timeout/i.test(callee) && !/^setTimeout$/.test(callee)) return true;
      }
    return false;
  };
  // node-fetch 3, the newest, has no `timeout` option: a `fetch` is limited only when the block loads node-fetch 2
  const fetchTakesTimeout = /["']node-fetch@2[."'\d]/.test(tab.code);
  return calls.flatMap((call) => {
    const name = nodeRequestName(call);
    if (!name || bounded(call) || ((name !== 'fetch' || fetchTakesTimeout) && call.arguments.some(limited))) return [];
    const line = tab.firstLine + sf.getLineAndCharacterOfPosition(call.getStart(sf)).line;
    const what = /\.(?:create|extend)$/.test(name) ? `client made by \`${name}\`` : `request \`${name}\``;
    return [{line, message: `the Node.js ${what} sets no time limit, ${why}: ${name === 'fetch' ? FETCH_ADVICE : ADVICE.nodejs}`}];
  });
}

/** The text of a call from its opening parenthesis to the one that closes it (strings are not skipped: fine for arguments). */
function argumentsText(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return code.slice(open, i + 1);
  }
  return code.slice(open);
}

/**
 * The code with its comments blanked (strings kept, line breaks kept so lines still count): a comment that names
 * `http.DefaultClient` is no request. `comment` matches a comment, `strings` the string literals it must not start in.
 */
const withoutComments = (code: string, strings: RegExp, comment: RegExp) =>
  code.replace(new RegExp(`(${strings.source})|${comment.source}`, 'g'), (all: string, string: string | undefined) => string ?? all.replace(/[^\n]/g, ''));
const goCode = (code: string) => withoutComments(code, /"(?:\\.|[^"\\\n])*"|`[^`]*`|'(?:\\.|[^'\\\n])*'/, /\/\/[^\n]*|\/\*[\s\S]*?\*\//);
const hashCode = (code: string) => withoutComments(code, /"(?:\\.|[^"\\])*"|'[^']*'/, /(?<![\w$#{])#[^\n]*/);

const lineAt = (tab: StepTab, index: number) => tab.firstLine + tab.code.slice(0, index).split('\n').length - 1;

function pythonProblems(tab: StepTab): Finding[] {
  const code = hashCode(tab.code);
  return [...code.matchAll(/\brequests\.(get|post|put|patch|delete|head|options|request)\s*\(/g)].flatMap((m) =>
    /\btimeout\s*=/.test(argumentsText(code, m.index! + m[0].length - 1))
      ? []
      : [{line: lineAt(tab, m.index!), message: `the Python request \`requests.${m[1]}\` sets no time limit, ${why}: ${ADVICE.python}`}],
  );
}

function goProblems(tab: StepTab): Finding[] {
  const code = goCode(tab.code);
  if (/\bcontext\.WithTimeout\b|\bcontext\.WithDeadline\b/.test(code)) return [];
  const found: Finding[] = [];
  for (const m of code.matchAll(/\bhttp\.(Get|Post|PostForm|Head)\(|\bhttp\.DefaultClient\b|&?http\.Client\{([^}]*)\}/g)) {
    if (m[0].includes('Client{') && /\bTimeout\s*:/.test(m[2]!)) continue;
    const what = m[1] ? `http.${m[1]}` : m[0].includes('DefaultClient') ? 'http.DefaultClient' : 'http.Client';
    found.push({line: lineAt(tab, m.index!), message: `the Go request through \`${what}\` sets no time limit, ${why}: ${ADVICE.go}`});
  }
  return found;
}

function bashProblems(tab: StepTab): Finding[] {
  // A command continued over lines with `\` is one command: joined, each kept at its first line
  const found: Finding[] = [];
  const lines = hashCode(tab.code).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let command = lines[i]!;
    while (/\\\s*$/.test(command) && i + 1 < lines.length) command = command.replace(/\\\s*$/, ' ') + lines[++i];
    // curl where a command starts (not `for tool in curl jq`): after a separator, `$(`, or a keyword such as `if`
    for (const m of command.matchAll(/(?:^|[;|&(`{!]|\$\(|\b(?:if|then|do|else|elif|while|until|time|exec|xargs)\b)\s*curl\b([^|;&)]*)/g))
      if (!/(?:^|\s)(?:--max-time|-m)(?:\s|=)/.test(m[1]!)) found.push({line: tab.firstLine + start, message: `the Bash request \`curl\` sets no time limit, ${why}: ${ADVICE.bash}`});
  }
  return found;
}

const byLang: Readonly<Record<StepLang, (tab: StepTab) => Finding[]>> = {nodejs: nodeProblems, python: pythonProblems, go: goProblems, bash: bashProblems};

/**
 * The examples of a page that run on Pipedream but are not step examples (`steps`: the page's, ./groups.ts), each as
 * a single example for {@link requestTimeoutProblems}; the check does not run them (a source's timer, an app's
 * methods, a Bash step that reads no step data), so only what this module reads applies to them:
 * - a Node.js action, source or app file (`defineComponent(`, `module.exports =`, `export default {`);
 * - a Bash block in the Bash tab of a language group whose other tabs are steps (`<TabItem value="bash">`), or on one
 *   of the Bash code step pages (`code/bash/`): a step, even one that reads no `$PIPEDREAM_STEPS`.
 * A `fragment` is left out, and so are the other Bash blocks: commands a reader runs in a terminal.
 */
export function nonStepExamples(file: string, text: string, steps: readonly TabGroup[]): TabGroup[] {
  const stepLines = new Set(steps.flatMap((g) => g.tabs.map((t) => t.firstLine)));
  const bashPage = /(?:^|\/)code\/bash\//.test(file);
  // Language groups with a step tab (a group of scripts the reader runs, such as the SSE clients, has none)
  const stepGroups = [...text.matchAll(/^<Tabs groupId="language">\n[\s\S]*?^<\/Tabs>/gm)]
    .map((g) => ({start: g.index!, end: g.index! + g[0].length}))
    .filter((g) => [...stepLines].some((l) => l > lineOf(text, g.start) && l < lineOf(text, g.end)));
  const inStepGroupBashTab = (index: number) =>
    stepGroups.some((g) => g.start < index && index < g.end) &&
    /<TabItem value="(\w+)"[^>]*>(?![\s\S]*<\/TabItem>)[\s\S]*$/.exec(text.slice(0, index))?.[1] === 'bash';
  const out: TabGroup[] = [];
  for (const b of text.matchAll(fencedBlock)) {
    const lang = langOfFence.get(b[2]!);
    const code = b[4]!;
    const firstLine = lineOf(text, b.index!) + 1;
    if ((lang !== 'nodejs' && lang !== 'bash') || stepLines.has(firstLine) || /\bfragment\b/.test(b[3]!)) continue;
    if (lang === 'nodejs' && !/\bmodule\.exports\s*=|\bdefineComponent\s*\(|\bexport default\s*\{/.test(code)) continue;
    if (lang === 'bash' && !bashPage && !inStepGroupBashTab(b.index!)) continue;
    out.push({file, line: firstLine, tabs: [{lang, code, firstLine}], single: true});
  }
  return out;
}

/** Each request without a time limit in the groups' tabs, as a problem of its page. */
export function requestTimeoutProblems(groups: readonly TabGroup[]): Problem[] {
  return groups.flatMap((g) =>
    g.tabs.flatMap((tab) =>
      byLang[tab.lang](tab).map((finding) => ({file: g.file, ...finding})),
    ),
  );
}
