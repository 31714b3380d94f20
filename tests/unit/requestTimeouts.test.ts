/**
 * The step-example check's rule on requests without a time limit (scripts/lib/stepExamples/requestTimeouts.ts): each
 * client of each language, with and without a limit, found on a page the way check-mdx finds step examples.
 */
import {singleStepExamples, stepTabGroups} from '../../scripts/lib/stepExamples/groups';
import {nonStepExamples, requestTimeoutProblems} from '../../scripts/lib/stepExamples/requestTimeouts';

/** The problems of a page holding one step example of a language, as `line: message` (the block's code starts on line 2). */
function problemsOf(lang: 'js' | 'python' | 'go' | 'bash', code: string): string[] {
  const page = `\`\`\`${lang}\n${code.trim()}\n\`\`\`\n`;
  const groups = stepTabGroups('docs/x.md', page);
  const examples = [...groups, ...singleStepExamples('docs/x.md', page, groups)];
  expect(examples).toHaveLength(1); // the block is a step example, or the rule would not look at it
  return requestTimeoutProblems(examples).map((p) => `${p.line}: ${p.message}`);
}

/** The problems of the code of a page that is not a step example (`nonStepExamples`), as `line: message up to its first comma`. */
function problemsOnPage(file: string, page: string): string[] {
  const steps = stepTabGroups(file, page);
  const all = [...steps, ...singleStepExamples(file, page, steps)];
  return requestTimeoutProblems(nonStepExamples(file, page, all)).map((p) => `${p.line}: ${p.message.split(',')[0]}`);
}

const nodeStep = (imports: string, body: string) => `
${imports}
export default defineComponent({
  async run({ steps, $ }) {
${body}
  },
});`;

describe('Node.js requests', () => {
  test('an axios call without options is named, with its line and the advice', () => {
    const found = problemsOf('js', nodeStep('import axios from "axios";', '    const { data } = await axios.get("https://api.example.com/v1/status");\n    return data;'));
    expect(found).toEqual([
      "5: the Node.js request `axios.get` sets no time limit, so a server that does not answer holds the run until its own timeout ends it, with an error that does not name the request: pass `timeout: 20000` (milliseconds) in its options",
    ]);
  });

  test('each call is judged on its own: one with a limit does not cover another', () => {
    const body = [
      '    const user = await axios.get("https://api.example.com/v1/users/1", { timeout: 20000 });',
      '    const orders = await axios.post("https://api.example.com/v1/orders", { id: 1 });',
      '    return { user: user.data, orders: orders.data };',
    ].join('\n');
    expect(problemsOf('js', nodeStep('import axios from "axios";', body))).toEqual([expect.stringMatching(/^6: the Node\.js request `axios\.post` sets no time limit/)]);
  });

  test.each([
    ['options with timeout', 'import axios from "axios";', 'return (await axios.get("https://a.example.com", { timeout: 20000 })).data;'],
    ['a config object with timeout', 'import axios from "axios";', 'return (await axios({ url: "https://a.example.com", timeout: 5000 })).data;'],
    ['the platform axios with timeout', 'import { axios } from "@pipedream/platform@3.0.3";', 'return axios($, {\n      url: "https://a.example.com",\n      timeout: 20000,\n    });'],
    ['a variable declared with timeout', 'import axios from "axios";', 'const options = { headers: { Accept: "application/json" }, timeout: 20000 };\n    return (await axios.get("https://a.example.com", options)).data;'],
    ['a client created with a default', 'import axios from "axios";', 'const api = axios.create({ baseURL: "https://a.example.com", headers: { Accept: "application/json" }, timeout: 20000 });\n    return (await api.get("/v1/status")).data;'],
    ['axios.defaults.timeout', 'import axios from "axios";', 'axios.defaults.timeout = 20000;\n    return (await axios.get("https://a.example.com")).data;'],
    ['a wrapper that bounds the call', 'import axios from "axios";', 'const withTimeout = (p, ms) => Promise.race([p, new Promise((_, no) => setTimeout(() => no(new Error("slow")), ms))]);\n    return (await withTimeout(axios.get("https://a.example.com"), 10000)).data;'],
    ['got with a timeout', 'import got from "got@11";', 'return got("https://a.example.com", { timeout: 20000 }).json();'],
    ['node-fetch 2 with a timeout', 'import fetch from "node-fetch@2";', 'const r = await fetch("https://a.example.com", { timeout: 20000 });\n    return r.text();'],
  ])('%s: no problem', (_, imports, body) => {
    expect(problemsOf('js', nodeStep(imports, `    ${body}`))).toEqual([]);
  });

  test.each([
    ['the platform axios without one', 'import { axios } from "@pipedream/platform@3.0.3";', 'return axios($, { url: "https://a.example.com" });', 'request `axios` sets'],
    ['a call only delayed by setTimeout', 'import axios from "axios";', 'await new Promise((ok) => setTimeout(() => ok(axios.get("https://a.example.com")), 10));', 'request `axios.get` sets'],
    ['got without one', 'import got from "got@11";', 'return got("https://a.example.com").json();', 'request `got` sets'],
    ['https.get', 'import https from "https";', 'https.get("https://a.example.com", (res) => res.resume());', 'request `https.get` sets'],
    // The client's requests (api.post) are no axios calls: the client is where the limit goes
    ['a client made by axios.create without one', 'import axios from "axios";', 'const api = axios.create({ baseURL: "https://a.example.com", headers: { Accept: "application/json" } });\n    return (await api.post("/v1/statements", {})).data;', 'client made by `axios.create` sets'],
    // node-fetch 3 (what "node-fetch" loads) dropped the option: the same call is no limit there
    ['node-fetch 3 with a timeout', 'import fetch from "node-fetch";', 'const r = await fetch("https://a.example.com", { timeout: 20000 });\n    return r.text();', 'import `fetch` from `node-fetch@2`'],
  ])('%s: named', (_, imports, body, named) => {
    const found = problemsOf('js', nodeStep(imports, `    ${body}`));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(named);
  });
});

describe('Python requests', () => {
  const step = (body: string) => `import requests\n\ndef handler(pd: "pipedream"):\n${body}`;

  test('a call without timeout= is named at its line; one with it, over several lines, is not', () => {
    const body = [
      '    r = requests.get("https://a.example.com/v1/status")',
      '    s = requests.post(',
      '        "https://a.example.com/v1/orders",',
      '        json={"id": 1},',
      '        timeout=20,',
      '    )',
      '    # requests.get("https://a.example.com") in a comment is no request',
      '    return [r.json(), s.json()]',
    ].join('\n');
    expect(problemsOf('python', step(body))).toEqual([
      "5: the Python request `requests.get` sets no time limit, so a server that does not answer holds the run until its own timeout ends it, with an error that does not name the request: pass `timeout=20`",
    ]);
  });
});

describe('Go requests', () => {
  const step = (body: string, imports = '"net/http"') => `package main

import (
\t"fmt"
\t${imports}
)

func main() {
${body}
}`;

  test.each([
    ['http.Get', '\tresp, err := http.Get("https://a.example.com")\n\tfmt.Println(resp, err)', '`http.Get`'],
    ['an http.Client without a Timeout', '\tclient := &http.Client{}\n\tresp, err := client.Get("https://a.example.com")\n\tfmt.Println(resp, err)', '`http.Client`'],
    ['http.DefaultClient', '\treq, _ := http.NewRequest("GET", "https://a.example.com", nil)\n\tresp, err := http.DefaultClient.Do(req)\n\tfmt.Println(resp, err)', '`http.DefaultClient`'],
  ])('%s: named', (_, body, named) => {
    const found = problemsOf('go', step(body));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(named);
  });

  test('a client with a Timeout passes, and a comment naming http.DefaultClient is no request', () => {
    const body = '\tclient := &http.Client{Timeout: 20 * time.Second} // http.Get and http.DefaultClient set none\n\tresp, err := client.Get("https://a.example.com")\n\tfmt.Println(resp, err)';
    expect(problemsOf('go', step(body, '"net/http"\n\t"time"'))).toEqual([]);
  });

  test('a request under a context with a deadline passes', () => {
    const body = '\tctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)\n\tdefer cancel()\n\treq, _ := http.NewRequestWithContext(ctx, "GET", "https://a.example.com", nil)\n\tresp, err := http.DefaultClient.Do(req)\n\tfmt.Println(resp, err)';
    expect(problemsOf('go', step(body, '"context"\n\t"net/http"\n\t"time"'))).toEqual([]);
  });
});

describe('Bash requests', () => {
  const step = (body: string) => `set -euo pipefail\n${body}\necho "status:json=\\"ok\\"" >> "$PIPEDREAM_EXPORTS"`;

  test('a curl command without --max-time is named at its first line, also when continued over lines', () => {
    const body = ['BODY=$(curl --silent --show-error --fail \\', '  -H "Accept: application/json" \\', '  "https://a.example.com/v1/status")'].join('\n');
    expect(problemsOf('bash', step(body))).toEqual([
      "3: the Bash request `curl` sets no time limit, so a server that does not answer holds the run until its own timeout ends it, with an error that does not name the request: pass `--max-time 20` to curl",
    ]);
  });

  test.each([
    ['--max-time on a continued line', 'BODY=$(curl --silent --fail \\\n  --max-time 20 \\\n  "https://a.example.com")'],
    ['-m', 'BODY=$(curl -sS -m 20 "https://a.example.com")'],
    ['a comment naming curl', '# curl would wait for ever here without --max-time\nBODY=$(curl -sS --max-time 20 "https://a.example.com")'],
  ])('%s: no problem', (_, body) => {
    expect(problemsOf('bash', step(body))).toEqual([]);
  });
});

describe('components', () => {
  test('an action, a source or an app file outside the step examples is read too; a step, a fragment and a plain script are not taken twice or at all', () => {
    const page = [
      '```js',
      'module.exports = {',
      '  name: "Get post",',
      '  async run() {',
      '    return (await axios.get("https://a.example.com/posts/1")).data;',
      '  },',
      '};',
      '```',
      '',
      '```js fragment',
      'export default defineComponent({ async run() { return axios.get("https://a.example.com"); } });',
      '```',
      '',
      '```js',
      'const { data } = await axios.get("https://a.example.com");',
      '```',
      '',
      '```js',
      'export default {',
      '  type: "app",',
      '  methods: {',
      '    listProjects($) { return axios($, { url: "https://a.example.com/v1/projects" }); },',
      '  },',
      '};',
      '```',
      '',
      '```js',
      'export default defineComponent({',
      '  async run({ steps, $ }) {',
      '    return (await axios.get("https://a.example.com", { timeout: 20000 })).data;',
      '  },',
      '});',
      '```',
      '',
    ].join('\n');
    const steps = stepTabGroups('docs/x.md', page);
    expect(nonStepExamples('docs/x.md', page, [...steps, ...singleStepExamples('docs/x.md', page, steps)]).map((g) => g.line)).toEqual([2, 19]);
    expect(problemsOnPage('docs/x.md', page)).toEqual([
      '5: the Node.js request `axios.get` sets no time limit',
      '22: the Node.js request `axios` sets no time limit',
    ]);
  });
});

describe('Bash steps that read no step data', () => {
  const nodeTab = '<TabItem value="nodejs" label="Node.js">\n\n```js\nexport default defineComponent({\n  async run({ steps, $ }) {\n    return 1;\n  },\n});\n```\n\n</TabItem>\n';
  const bashTab = (code: string) => `<TabItem value="bash" label="Bash">\n\n\`\`\`bash\n${code}\n\`\`\`\n\n</TabItem>\n`;

  test("a Bash tab beside a step is a step: its curl is named; the same tab among a reader's scripts is not", () => {
    const curl = 'curl -sS --fail -H "Authorization: Bearer ${EXAMPLE_API_KEY}" "https://a.example.com/v1/me"';
    const withStep = `<Tabs groupId="language">\n${nodeTab}${bashTab(curl)}</Tabs>\n`;
    expect(problemsOnPage('docs/x.md', withStep)).toEqual(['16: the Bash request `curl` sets no time limit']);
    const scripts = `<Tabs groupId="language">\n${bashTab(curl)}</Tabs>\n`;
    expect(problemsOnPage('docs/x.md', scripts)).toEqual([]);
  });

  test('on a Bash code step page every bash block is a step; curl named as a word of a list is no request', () => {
    const page = '```bash\nfor tool in curl jq; do command -v "$tool"; done\nBODY=$(curl -sS "https://a.example.com")\n```\n';
    expect(problemsOnPage('docs/code/bash/x.md', page)).toEqual(['3: the Bash request `curl` sets no time limit']);
    expect(problemsOnPage('docs/x.md', page)).toEqual([]);
  });
});
