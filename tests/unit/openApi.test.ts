/**
 * The REST reference from openapi/pipedream.yaml, its one source: the document validates; the page's endpoint
 * sections and the document's operations are the same set; every generated request example parses (curl
 * with `bash -n`, Node.js with acorn, Python with `ast.parse`); the anchors the page had before
 * still exist; a broken example fails validation naming the operation and the field.
 */
import {spawnSync} from 'node:child_process';
import * as acorn from 'acorn';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as yaml from 'js-yaml';
import {createSlugger} from '@docusaurus/utils';
import type {Heading, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {siteUrls} from '@site/src/data/platform';
import {expandOpenApiMarkers} from '@site/plugins/openApiRemarkPlugin';
import {listOperations, loadOpenApi, operationLabel, parseOpenApi} from '@site/plugins/lib/openapi/document';
import {curlExample, nodeExample, pythonExample} from '@site/plugins/lib/openapi/examples';
import {pageLinkResolver} from '@site/plugins/lib/openapi/links';
import {lintOpenApi, formatProblem} from '@site/plugins/lib/openapi/validate';
import {parseMdx, exportMarkdownBody} from '@site/plugins/lib/markdownExport';
import {llmsTxt} from '@site/plugins/lib/llmsTxt';
import anchorsBefore from './fixtures/restApiAnchors.json';

const siteDir = path.join(__dirname, '..', '..');
const pages = {v2: 'docs/api/rest/index.md', v1: 'versioned_docs/version-v1/api/rest/index.md'} as const;
const loaded = loadOpenApi(siteDir);
const operations = listOperations(loaded.doc);

function expandedPage(file: string): Root {
  const tree = parseMdx(fs.readFileSync(path.join(siteDir, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, ''));
  expandOpenApiMarkers(tree, siteDir, file);
  return tree;
}

function walk(nodes: readonly RootContent[], out: RootContent[] = []): RootContent[] {
  for (const n of nodes) {
    out.push(n);
    if ('children' in n) walk(n.children as RootContent[], out);
  }
  return out;
}

/** Anchors of the built page: heading slugs as Docusaurus makes them, and `<a id>` elements. */
function anchorsOf(tree: Root): string[] {
  const slugger = createSlugger();
  const nodes = walk(tree.children);
  const headings = nodes.filter((n): n is Heading => n.type === 'heading').map((h) => slugger.slug(toString(h)));
  const ids = nodes.flatMap((n) =>
    n.type === 'mdxJsxFlowElement' && n.name === 'a'
      ? n.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && a.name === 'id' && typeof a.value === 'string' ? [a.value] : []))
      : [],
  );
  return [...headings, ...ids];
}

const endpointLine = /^(GET|PUT|POST|DELETE|PATCH) \/\S*$/;

describe('openapi/pipedream.yaml', () => {
  it('validates (OpenAPI 3.1, recommended rules, every example against its schema)', async () => {
    const problems = await lintOpenApi(loaded.yaml, loaded.doc, 'openapi/pipedream.yaml');
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('has the API base URL of src/data/platform.ts as its server, in YAML and JSON alike', () => {
    expect(loaded.doc.servers).toEqual([expect.objectContaining({url: siteUrls.api})]);
    expect(yaml.load(loaded.yaml)).toEqual(JSON.parse(loaded.json));
  });

  it('documents the 21 endpoints in the eight groups of the page', () => {
    expect(operations).toHaveLength(21);
    expect([...new Set(operations.map((o) => o.tag))]).toEqual(['Components', 'Events', 'Organizations', 'Sources', 'Subscriptions', 'Webhooks', 'Workflows', 'Users']);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(21);
  });
});

describe.each(Object.entries(pages))('the REST page of %s', (version, file) => {
  const tree = expandedPage(file);
  const nodes = walk(tree.children);

  it('has the marker once, expanded', () => {
    expect(fs.readFileSync(path.join(siteDir, file), 'utf8').match(/<OpenApiOperations \/>/g)).toHaveLength(1);
    expect(nodes.some((n) => n.type === 'mdxJsxFlowElement' && n.name === 'OpenApiOperations')).toBe(false);
  });

  it('documents exactly the operations of the document, once each', () => {
    const onPage = nodes.flatMap((n) => (n.type === 'code' && endpointLine.test(n.value) ? [n.value] : []));
    const inDocument = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect([...onPage].sort()).toEqual([...inDocument].sort());
  });

  it('keeps every anchor the page had', () => {
    const anchors = anchorsOf(tree);
    const before = anchorsBefore[version as keyof typeof pages];
    expect(before.length).toBeGreaterThan(30);
    expect(before.filter((a) => !anchors.includes(a))).toEqual([]);
  });

  it('links the published document', () => {
    const links = nodes.flatMap((n) => (n.type === 'link' ? [n.url] : []));
    expect(links).toEqual(expect.arrayContaining(['pathname:///docs/api/openapi.yaml', 'pathname:///docs/api/openapi.json']));
  });

  it('links other pages of its own version through their files', () => {
    const links = nodes.flatMap((n) => (n.type === 'link' ? [n.url] : []));
    expect(links.filter((u) => u.startsWith('https://pipedream.com/docs/'))).toEqual([]);
    expect(links).toEqual(expect.arrayContaining(['../../limits.md', './webhooks.md', '#create-a-source']));
  });
});

describe('generated request examples', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-examples-'));
  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

  const bashErrors = (code: string) => {
    const f = path.join(tmp, 'x.sh');
    fs.writeFileSync(f, code);
    const r = spawnSync('bash', ['-n', f], {encoding: 'utf8'});
    return r.status === 0 ? '' : r.stderr;
  };
  // Node.js examples are ES modules (top-level await): acorn parses them as Node would, in this process.
  const nodeErrors = (code: string) => {
    try {
      acorn.parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
      return '';
    } catch (e) {
      return String(e);
    }
  };
  // Python's own parser, one process for every example (a process each costs seconds on a busy machine).
  const pythonErrorsOf = (codes: readonly string[]): string[] => {
    const script = 'import ast,json,sys\nout=[]\nfor c in json.load(sys.stdin):\n  try:\n    ast.parse(c); out.append("")\n  except SyntaxError as e:\n    out.append(str(e))\nprint(json.dumps(out))';
    const r = spawnSync('python3', ['-c', script], {input: JSON.stringify(codes), encoding: 'utf8'});
    if (r.status !== 0) throw new Error(`python3 failed: ${r.stderr}`);
    return JSON.parse(r.stdout) as string[];
  };
  const pythonErrors = (code: string) => pythonErrorsOf([code])[0]!;
  const pythonResults = new Map<string, string>();
  beforeAll(() => {
    const codes = operations.map((o) => pythonExample(o, siteUrls.api));
    pythonErrorsOf(codes).forEach((err, i) => pythonResults.set(codes[i]!, err));
  });

  it('the checkers reject broken code', () => {
    expect(bashErrors("curl 'https://api.pipedream.com/v1 \\\n  -H x")).not.toBe('');
    expect(nodeErrors('const r = await fetch(url, {method: "GET",});\n}')).not.toBe('');
    expect(pythonErrors('requests.get(\n    "x",\n')).not.toBe('');
  });

  it.each(operations.map((o) => [operationLabel(o), o] as const))('%s: curl, Node.js and Python parse', (_label, op) => {
    const curl = curlExample(op, siteUrls.api);
    const node = nodeExample(op, siteUrls.api);
    const python = pythonExample(op, siteUrls.api);
    expect({curl: bashErrors(curl), node: nodeErrors(node), python: pythonResults.get(python)}).toEqual({curl: '', node: '', python: ''});
    for (const code of [curl, node, python]) expect(code).toContain(`${siteUrls.api}${op.path.replace(/\{[^}]+\}.*$/, '')}`);
    if (op.method !== 'get') expect(curl).toContain(`-X ${op.method.toUpperCase()}`);
    // The key comes from a variable a reader can create: the PIPEDREAM_ prefix is reserved.
    for (const code of [node, python]) expect(code).toContain('PD_API_KEY');
    for (const code of [curl, node, python]) expect(code).not.toMatch(/\bPIPEDREAM_[A-Z_]+/);
  });

  it('a curl example keeps $errors out of the shell (single quotes)', () => {
    const op = operations.find((o) => o.operationId === 'getWorkflowErrors')!;
    expect(curlExample(op, siteUrls.api)).toContain("'https://api.pipedream.com/v1/workflows/p_abc123/$errors/event_summaries?expand=event&limit=1'");
  });
});

describe('validation of a broken document', () => {
  const source = fs.readFileSync(path.join(siteDir, 'openapi/pipedream.yaml'), 'utf8');
  const lintMutated = async (mutate: (doc: any) => void) => {
    const doc = yaml.load(source) as any;
    mutate(doc);
    const broken = parseOpenApi(yaml.dump(doc));
    return (await lintOpenApi(broken.yaml, broken.doc, 'openapi/pipedream.yaml')).map(formatProblem);
  };

  it('a response example of the wrong type names the operation and the field', async () => {
    const problems = await lintMutated((d) => {
      d.paths['/sources'].post.responses['200'].content['application/json'].example.data.active = 'yes';
    });
    expect(problems).toEqual([expect.stringMatching(/^POST \/sources \(createSource\), response 200 example, field data\.active: .*boolean/)]);
  });

  it('a request example with a field the schema does not have names the operation and the field', async () => {
    const problems = await lintMutated((d) => {
      d.paths['/components'].post.requestBody.content['application/json'].example.componentUrl = 'https://example.com/c.js';
    });
    expect(problems).toEqual([expect.stringMatching(/^POST \/components \(createComponent\), request body example, .*componentUrl/)]);
  });

  it('a parameter example out of its schema names the operation and the parameter', async () => {
    const problems = await lintMutated((d) => {
      d.paths['/auto_subscriptions'].post.parameters[0].example = '$nope';
    });
    expect(problems).toEqual([expect.stringMatching(/^POST \/auto_subscriptions \(createAutoSubscription\), parameter event_name example: /)]);
  });

  it('an invalid document is reported', async () => {
    const problems = await lintMutated((d) => {
      d.paths['/users/me'].get.responses = {};
      delete d.info.title;
    });
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^info, .*title/), expect.stringMatching(/^GET \/users\/me \(getCurrentUser\), /)]),
    );
  });
});

describe('links of the document on a page', () => {
  const exists = (f: string) => fs.existsSync(path.join(siteDir, f));
  it('become files of the page version, or fail naming the operation', () => {
    const v1 = pageLinkResolver({pageFile: pages.v1, exists});
    expect(v1('https://pipedream.com/docs/limits/', 'X')).toBe('../../limits.md');
    expect(v1('https://pipedream.com/docs/api/rest/#pagination', 'X')).toBe('#pagination');
    expect(v1('https://pipedream.com/apps', 'X')).toBe('https://pipedream.com/apps');
    expect(() => v1('https://pipedream.com/docs/no-such-page/', 'GET /x (getX)')).toThrow(/GET \/x \(getX\): the link .*no-such-page/);
  });
});

describe('outside the page', () => {
  it('the Markdown export renders the endpoint sections with links of the version', () => {
    const md = exportMarkdownBody('## Intro\n\n<OpenApiOperations />\n', {
      file: pages.v1,
      versionName: 'v1',
      resolveUrl: (u) => u,
      versionDocs: [],
      versionBase: '/docs/v1/',
      siteOrigin: 'https://pipedream.com',
    });
    expect(md).toContain('### Create a source');
    expect(md).toContain('**curl**');
    expect(md).toContain('**Python**');
    expect(md).toContain('https://pipedream.com/docs/v1/limits/');
    expect(md).not.toContain('<Tabs');
  });

  it('llms.txt lists the OpenAPI document', () => {
    const txt = llmsTxt({
      title: 'T',
      summary: 'S',
      versionNote: 'v2',
      fullTextUrl: 'https://x/llms-full.txt',
      otherVersions: [],
      sections: [],
      apiDescriptions: [{title: 'Pipedream REST API (OpenAPI 3.1, YAML)', url: 'https://pipedream.com/docs/api/openapi.yaml', description: 'd'}],
    });
    expect(txt).toContain('## API descriptions\n\n- [Pipedream REST API (OpenAPI 3.1, YAML)](https://pipedream.com/docs/api/openapi.yaml): d');
  });
});
