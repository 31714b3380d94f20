/**
 * The step-example check of scripts/check-mdx.ts (scripts/lib/stepExamples): tab groups found on a page, and each
 * kind of problem shown on a small group that has it, run for real (Node.js, Python, Go, Bash against the fake
 * services) in one run of all groups, beside a group whose four tabs agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import {blankTextShown, canonical, firstDifference, missingValueKey, problemsOf, wrongCause, type Problem} from '../../scripts/lib/stepExamples/compare';
import {singleStepExamples, stepTabGroups, type TabGroup} from '../../scripts/lib/stepExamples/groups';
import {findPython} from '../../scripts/lib/stepExamples';
import {runGroups, type RunResult} from '../../scripts/lib/stepExamples/run';
import {inExamplesTmp, parseExportsFile, runQueue} from '../../scripts/lib/stepExamples/run';
import os from 'node:os';

const tab = (value: string, lang: string, code: string) => `<TabItem value="${value}" label="${value}">\n\n\`\`\`${lang}\n${code.trim()}\n\`\`\`\n\n</TabItem>\n`;
const group = (...tabs: string[]) => `<Tabs groupId="language">\n${tabs.join('')}</Tabs>\n`;

const nodeGreeting = `
export default defineComponent({
  async run({ steps, $ }) {
    const name = steps.trigger.event.body?.name;
    $.export("greeting", \`Hello, \${typeof name === "string" && name.trim() ? name : "world"}!\`);
  },
});`;
const pythonGreeting = `
def handler(pd: "pipedream"):
    body = pd.steps["trigger"]["event"].get("body")
    name = body.get("name") if isinstance(body, dict) else None
    pd.export("greeting", f"Hello, {name if isinstance(name, str) and name.strip() else 'world'}!")`;
const goGreeting = (format = 'Hello, %s!', args = 'who') => `
package main

import (
	"fmt"
	"strings"
	pd "github.com/PipedreamHQ/pipedream-go"
)

func main() {
	who := "world"
	trigger, _ := pd.Steps["trigger"].(map[string]interface{})
	event, _ := trigger["event"].(map[string]interface{})
	body, _ := event["body"].(map[string]interface{})
	if name, ok := body["name"].(string); ok && strings.TrimSpace(name) != "" {
		who = name
	}
	pd.Export("greeting", fmt.Sprintf("${format}", ${args}))
}`;
const bashGreeting = `
GREETING=$(jq -c '(.trigger.event.body | if type == "object" then .name else null end) as $n
  | "Hello, \\(if ($n | type) == "string" and ($n | test("[^ ]")) then $n else "world" end)!"' "$PIPEDREAM_STEPS")
echo "greeting:json=\${GREETING}" >> "$PIPEDREAM_EXPORTS"`;

const pages: Record<string, string> = {
  // Four tabs that agree on every input, and a tab the comparison leaves out (a script run elsewhere)
  'test/agree.md': `# Greeting\n\nProse.\n\n${group(
    tab('nodejs', 'js', nodeGreeting),
    tab('python', 'python', pythonGreeting),
    tab('go', 'go', goGreeting()),
    tab('bash', 'bash', bashGreeting),
  )}\n${group(tab('nodejs', 'js', nodeGreeting), tab('bash', 'bash', 'curl -s https://api.example.com/x'))}`,
  // Python indexes the body: a KeyError on an empty body, a TypeError on a text body
  'test/crash.md': group(tab('nodejs', 'js', nodeGreeting), tab('python', 'python', `
def handler(pd: "pipedream"):
    name = pd.steps["trigger"]["event"]["body"]["name"]
    pd.export("greeting", f"Hello, {name or 'world'}!")`)),
  // Node.js refuses a body without a name, Python greets the world
  'test/disagree.md': group(
    tab('nodejs', 'js', `
export default defineComponent({
  async run({ steps, $ }) {
    const name = steps.trigger.event.body?.name;
    if (typeof name !== "string") throw new Error("no name as text");
    $.export("greeting", \`Hello, \${name || "world"}!\`);
  },
});`),
    tab('python', 'python', pythonGreeting),
  ),
  // Go greets with other words; in the next page, Go does not compile
  'test/exports.md': group(tab('nodejs', 'js', nodeGreeting), tab('go', 'go', goGreeting('Hi, %s!'))),
  'test/compile.md': group(tab('nodejs', 'js', nodeGreeting), tab('go', 'go', goGreeting('Hello, %s%s!', 'who, whom'))),
  // The two tabs post different bodies to the same service; the third calls a service with no fake
  'test/requests.md': group(
    tab('nodejs', 'js', `
import { axios } from "@pipedream/platform@3.0.3";
export default defineComponent({
  async run({ steps, $ }) {
    return await axios($, { method: "POST", url: "https://api.example.com/v1/events", data: { text: "hi" } });
  },
});`),
    tab('python', 'python', `
import requests

def handler(pd: "pipedream"):
    r = requests.post("https://api.example.com/v1/events", json={"message": "hi"}, timeout=5)
    r.raise_for_status()
    return r.json()`),
  ),
  // Slack answers HTTP 200 with "ok": false: Python checks it, Node.js returns the answer as if it had worked
  'test/reported.md': group(
    tab('nodejs', 'js', `
import { axios } from "@pipedream/platform@3.0.3";
export default defineComponent({
  async run({ steps, $ }) {
    return await axios($, { method: "POST", url: "https://slack.com/api/chat.postMessage", data: { channel: "#a", text: "hi" } });
  },
});`),
    tab('python', 'python', `
import requests

def handler(pd: "pipedream"):
    r = requests.post("https://slack.com/api/chat.postMessage", json={"channel": "#a", "text": "hi"}, timeout=5)
    r.raise_for_status()
    result = r.json()
    if not result.get("ok"):
        raise Exception(f"Slack error: {result.get('error')}")
    return result`),
  ),
  // Node.js puts the field into the greeting as it is: "Hello, undefined!" without it
  'test/missing.md': group(
    tab('nodejs', 'js', `
export default defineComponent({
  async run({ steps, $ }) {
    $.export("greeting", \`Hello, \${steps.trigger.event.body?.name}!\`);
  },
});`),
    tab('python', 'python', pythonGreeting),
  ),
  // jq failing on a value of the wrong kind is a crash; an error() the script raises on purpose is its own error
  'test/jq.md': group(
    tab('nodejs', 'js', `
export default defineComponent({
  async run({ steps, $ }) {
    const body = steps.trigger.event.body;
    if (typeof body !== "object" || body === null) throw new Error("no body");
    const name = body.name;
    if (typeof name !== "string") throw new Error("no name as text");
    $.export("kind", /^[a-z]/.test(name) ? "lower" : "other");
  },
});`),
    tab('bash', 'bash', `
set -euo pipefail
KIND=$(jq -c '.trigger.event.body | if type == "object" then . else error("no body") end
  | .name | if test("^[a-z]") then "lower" else "other" end' "$PIPEDREAM_STEPS")
echo "kind:json=$KIND" >> "$PIPEDREAM_EXPORTS"`),
  ),
  // Node.js uses a connected account, Bash a variable it checks: without the variable, only Bash stops
  'test/unset-group.md': group(
    tab('nodejs', 'js', `
export default defineComponent({
  props: { slack: { type: "app", app: "slack" } },
  async run({ steps, $ }) {
    if (!this.slack.$auth.oauth_access_token) throw new Error("Connect a Slack account");
    $.export("channel", "#general");
  },
});`),
    tab('bash', 'bash', `
set -euo pipefail
if [ -z "\${SLACK_BOT_TOKEN:-}" ]; then echo "SLACK_BOT_TOKEN is not set" >&2; exit 1; fi
echo "channel=#general" >> "$PIPEDREAM_EXPORTS"`),
  ),
  'test/unknown-host.md': group(
    tab('nodejs', 'js', nodeGreeting),
    tab('bash', 'bash', `curl --silent --fail https://api.unknown-service.test/v1 > /dev/null\n${bashGreeting}`),
  ),
  // Single step examples (./groups.ts singleStepExamples): one outside any Tabs, one the only step tab of its group
  'test/single-clean.md': `# Clean\n\n\`\`\`js${nodeGreeting.replace('$.export("greeting"', `const {runs} = $.context.run;
    const urls = $.flow.rerun(1000, null, this.attempts);
    $.send.s3({bucket: "my-bucket", prefix: "greetings/", payload: {runs, resume: urls.resume_url, notify: this.notify, tags: this.tags}});
    $.export("greeting"`).replace('async run', `props: {
    attempts: { type: "integer", label: "Attempts" },
    notify: { type: "boolean", label: "Notify" },
    tags: { type: "string[]", label: "Tags" },
  },
  async run`)}\n\`\`\`\n\n${group(tab('nodejs', 'js', nodeGreeting), tab('bash', 'bash', 'curl -s https://api.example.com/x'))}`,
  'test/single-crash.md': `# Crash\n\n\`\`\`python
def handler(pd: "pipedream"):
    name = pd.steps["trigger"]["event"]["body"]["name"]
    return f"Hello, {name.strip() or 'world'}!"
\`\`\`\n`,
  'test/single-missing.md': `# Missing\n\n${group(tab('nodejs', 'js', `
export default defineComponent({
  async run({ steps, $ }) {
    $.export("greeting", \`Hello, \${steps.trigger.event.body?.name}!\`);
  },
});`))}`,
  'test/single-reported.md': `# Slack\n\n\`\`\`js
import { axios } from "@pipedream/platform@3.0.3";
export default defineComponent({
  async run({ steps, $ }) {
    return await axios($, { method: "POST", url: "https://slack.com/api/chat.postMessage", data: { channel: "#a", text: "hi" } });
  },
});
\`\`\`\n`,
  // A service's success answer without the field read next: the first example goes on with it, the Python one
  // crashes on it, the last one stops and names the answer
  'test/single-bare.md': `# Bare\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.post("https://discord.com/api/v10/channels/1101234567890123456/messages", { content: "Deployed" });
    $.export("$summary", \`Posted message \${data.id}\`);
  },
});
\`\`\`\n\n\`\`\`python
import requests

def handler(pd: "pipedream"):
    r = requests.get("https://api.github.com/repos/PipedreamHQ/pipedream", timeout=20)
    r.raise_for_status()
    return {"stars": r.json()["stargazers_count"]}
\`\`\`\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.post("https://discord.com/api/v10/channels/1101234567890123456/messages", { content: "Deployed" });
    if (typeof data.id !== "string") throw new Error(\`Discord answered without a message id: \${JSON.stringify(data)}\`);
    $.export("$summary", \`Posted message \${data.id}\`);
  },
});
\`\`\`\n`,
  // A step that ends with what GitHub's empty answer lacks: a return value of undefined, then an export of undefined
  // (the repository answer has no `homepage`, on every input)
  // A field that holds a number, refused with a message that calls it absent; then one that says it must be text
  'test/single-cause.md': `# Cause\n\n\`\`\`js
export default defineComponent({
  async run({ steps, $ }) {
    const email = steps.trigger.event.body?.email;
    if (typeof email !== "string" || !email.trim()) throw new Error("The request body has no email");
    return email.trim();
  },
});
\`\`\`\n\n\`\`\`js
export default defineComponent({
  async run({ steps, $ }) {
    const email = steps.trigger.event.body?.email;
    if (typeof email !== "string" || !email.trim()) throw new Error(\`The request body has no email (text): \${JSON.stringify(email ?? null)}\`);
    return email.trim();
  },
});
\`\`\`\n\n\`\`\`js
export default defineComponent({
  async run({ steps, $ }) {
    const email = steps.trigger.event.body?.email;
    if (typeof email !== "string" || !email.trim()) return $.flow.exit("No email in the request, skipping");
    return email.trim();
  },
});
\`\`\`\n`,
  'test/single-lost.md': `# Lost\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.get("https://api.github.com/user");
    return data.login;
  },
});
\`\`\`\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.get("https://api.github.com/repos/PipedreamHQ/pipedream");
    if (typeof data.full_name !== "string") throw new Error(\`GitHub answered without a repository: \${JSON.stringify(data)}\`);
    $.export("homepage", data.homepage);
    return data.full_name;
  },
});
\`\`\`\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.get("https://api.github.com/user");
    return { login: data.login ?? "", id: data.id ?? 0 };
  },
});
\`\`\`\n`,
  // Downloads that save what the service answered as the PDF, in each language: on the HTML page input, each ends with
  // the page saved as /tmp/report.pdf (the Bash one saves it under a folder of its own); and a report saved as JSON
  // text, which holds the page as a JSON string
  'test/single-download.md': `# Download\n\n\`\`\`js
import axios from "axios";
import fs from "fs";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.get("https://example.com/files/report.pdf", { responseType: "arraybuffer" });
    fs.writeFileSync("/tmp/report.pdf", data);
    return "/tmp/report.pdf";
  },
});
\`\`\`\n\n\`\`\`python
import requests

def handler(pd: "pipedream"):
    r = requests.get("https://example.com/files/report.pdf", timeout=20)
    r.raise_for_status()
    with open("/tmp/report.pdf", "wb") as f:
        f.write(r.content)
    return "/tmp/report.pdf"
\`\`\`\n\n\`\`\`go
package main

import (
	"io"
	"log"
	"net/http"
	"os"

	pd "github.com/PipedreamHQ/pipedream-go"
)

func main() {
	resp, err := http.Get("https://example.com/files/report.pdf")
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		log.Fatalf("download failed: %s", resp.Status)
	}
	f, err := os.Create("/tmp/report.pdf")
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	if _, err := io.Copy(f, resp.Body); err != nil {
		log.Fatal(err)
	}
	pd.Export("path", "/tmp/report.pdf")
}
\`\`\`\n\n\`\`\`bash
mkdir -p /tmp/files
curl --silent --fail --output /tmp/files/report.pdf "https://example.com/files/report.pdf"
echo 'path="/tmp/files/report.pdf"' >> "$PIPEDREAM_EXPORTS"
\`\`\`\n\n\`\`\`js
import axios from "axios";
import fs from "fs";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.get("https://api.example.com/v1/report");
    fs.writeFileSync("/tmp/report.json", JSON.stringify(data));
    return "/tmp/report.json";
  },
});
\`\`\`\n`,
  // The same downloads checking the content type first: no page is saved (and the typical input's PDF passes)
  'test/single-download-checked.md': `# Download\n\n\`\`\`js
import axios from "axios";
import fs from "fs";
export default defineComponent({
  async run({ steps, $ }) {
    const { data, headers } = await axios.get("https://example.com/files/report.pdf", { responseType: "arraybuffer" });
    if (!String(headers["content-type"]).startsWith("application/pdf")) throw new Error(\`Expected a PDF, got \${headers["content-type"]}\`);
    fs.writeFileSync("/tmp/report.pdf", data);
    return "/tmp/report.pdf";
  },
});
\`\`\`\n\n\`\`\`bash
TYPE=$(curl --silent --fail --output /tmp/report.pdf --write-out '%{content_type}' "https://example.com/files/report.pdf")
case "$TYPE" in
  application/pdf*) ;;
  *) rm -f /tmp/report.pdf; echo "Expected a PDF, got $TYPE" >&2; exit 1 ;;
esac
echo 'path="/tmp/report.pdf"' >> "$PIPEDREAM_EXPORTS"
\`\`\`\n`,
  // A secret the reader has not added: sent as "Bearer undefined", a stop naming it (Python's KeyError of os.environ,
  // a check of its own), and a crash on the missing value
  'test/single-unset.md': `# Unset\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.get("https://api.github.com/user", { headers: { Authorization: \`Bearer \${process.env.EXAMPLE_API_KEY}\` } });
    if (typeof data.login !== "string") throw new Error(\`GitHub answered without a login: \${JSON.stringify(data)}\`);
    return data.login;
  },
});
\`\`\`\n\n\`\`\`python
import os
import requests

def handler(pd: "pipedream"):
    token = os.environ["EXAMPLE_API_KEY"]
    r = requests.get("https://api.github.com/user", headers={"Authorization": f"Bearer {token}"}, timeout=20)
    r.raise_for_status()
    try:
        return r.json()["login"]
    except (ValueError, KeyError):
        raise Exception(f"GitHub answered without a login: {r.text[:200]}")
\`\`\`\n\n\`\`\`js
export default defineComponent({
  async run({ steps, $ }) {
    return process.env.EXAMPLE_API_KEY.trim();
  },
});
\`\`\`\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  async run({ steps, $ }) {
    const { data } = await axios.get("https://api.github.com/user", { headers: { Authorization: \`Bearer \${process.env.EXAMPLE_API_KEY ?? ""}\` } });
    if (typeof data.login !== "string") throw new Error(\`GitHub answered without a login: \${JSON.stringify(data)}\`);
    return data.login;
  },
});
\`\`\`\n`,
  // Go steps without pipedream-go (Pipedream runs their main): one sends an unset key as "Bearer "; a program that
  // reads its arguments is the reader's, not a step
  'test/single-go-plain.md': `# Go\n\n\`\`\`go
package main

import (
\t"log"
\t"net/http"
\t"os"
)

func main() {
\treq, err := http.NewRequest("GET", "https://api.github.com/user", nil)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\treq.Header.Set("Authorization", "Bearer "+os.Getenv("EXAMPLE_API_KEY"))
\tresp, err := http.DefaultClient.Do(req)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tdefer resp.Body.Close()
\tlog.Println("status:", resp.Status)
}
\`\`\`\n\n\`\`\`go
package main

import (
\t"fmt"
\t"os"
)

func main() {
\tfmt.Println(os.Args[1])
}
\`\`\`\n`,
  // An optional prop left empty goes into the address; the second example falls back to a default
  'test/single-optional.md': `# Optional\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  props: { repo: { type: "string", label: "Repository", optional: true } },
  async run({ steps, $ }) {
    const { data } = await axios.get(\`https://api.github.com/repos/\${this.repo}\`);
    if (typeof data.full_name !== "string") throw new Error(\`GitHub answered without a repository: \${JSON.stringify(data)}\`);
    return data.full_name;
  },
});
\`\`\`\n\n\`\`\`js
import axios from "axios";
export default defineComponent({
  props: { repo: { type: "string", label: "Repository", optional: true } },
  async run({ steps, $ }) {
    const repo = this.repo?.trim() || "PipedreamHQ/pipedream";
    const { data } = await axios.get(\`https://api.github.com/repos/\${repo}\`);
    if (typeof data.full_name !== "string") throw new Error(\`GitHub answered without a repository: \${JSON.stringify(data)}\`);
    return data.full_name;
  },
});
\`\`\`\n`,
  'test/single-unknown-host.md': `# Unknown\n\n\`\`\`bash
curl --silent --fail https://api.unknown-service.test/v1 > "$PIPEDREAM_EXPORTS"
\`\`\`\n`,
  // Data store keys: Node.js builds `order:${id}` from whatever the body holds; the checked one refuses a non-text id.
  // In the group, both tabs refuse a missing id but not an empty string or an object.
  'test/single-keys.md': `# Keys\n\n\`\`\`js
export default defineComponent({
  props: { data: { type: "data_store" } },
  async run({ steps, $ }) {
    const key = \`order:\${steps.trigger.event.body?.order_id}\`;
    if (await this.data.has(key)) return $.flow.exit("Already processed");
    await this.data.set(key, { processed: true });
  },
});
\`\`\`\n`,
  'test/single-keys-checked.md': `# Keys\n\n\`\`\`js
export default defineComponent({
  props: { data: { type: "data_store" } },
  async run({ steps, $ }) {
    const id = steps.trigger.event.body?.order_id;
    if (!(typeof id === "string" && id.trim()) && !Number.isFinite(id)) throw new Error("The request body has no order_id (text or a number)");
    if (await this.data.has(\`order:\${id}\`)) return $.flow.exit("Already processed");
    await this.data.set(\`order:\${id}\`, { processed: true });
  },
});
\`\`\`\n`,
  'test/keys.md': group(
    tab('nodejs', 'js', `
export default defineComponent({
  props: { data: { type: "data_store" } },
  async run({ steps, $ }) {
    const id = steps.trigger.event.body?.order_id;
    if (id == null) throw new Error("no order_id");
    await this.data.set(\`order:\${id}\`, { processed: true });
  },
});`),
    tab('python', 'python', `
def handler(pd: "pipedream"):
    body = pd.steps["trigger"]["event"].get("body")
    order_id = body.get("order_id") if isinstance(body, dict) else None
    if order_id is None:
        raise Exception("no order_id")
    pd.inputs["data_store"][f"order:{order_id}"] = {"processed": True}`),
  ),
  // HTTP sources (./groups.ts isHttpSource): run(event) with the trigger event. The first is docs/sources/logs.md
  // before 42d9333 (an id that is an object emits "Order [object Object]"); the second refuses a non-text id, responds
  // and remembers the last id in this.db; a timer source is not run.
  'test/source-missing.md': `# Source\n\n\`\`\`js
export default {
  name: "Order webhook",
  version: "0.0.1",
  props: {
    http: "$.interface.http",
  },
  async run(event) {
    console.log(\`Received \${event.method} \${event.path}\`);
    const order = event.body;
    if (!order?.id) {
      console.error("Request without an order ID", JSON.stringify(event.body));
      return;
    }
    this.$emit(order, { id: order.id, summary: \`Order \${order.id}\` });
  },
};
\`\`\`\n`,
  // A source that emits whatever body it gets: text and a list reach the workflows as events that are not objects
  'test/source-echo.md': `# Source\n\n\`\`\`js
export default {
  name: "Echo",
  version: "0.0.1",
  props: {
    http: "$.interface.http",
  },
  async run(event) {
    if (!event.body) return;
    this.$emit(event.body, { summary: "New request" });
  },
};
\`\`\`\n`,
  'test/source-checked.md': `# Source\n\n\`\`\`js
export default {
  name: "Order webhook",
  version: "0.0.1",
  props: {
    http: { type: "$.interface.http", customResponse: true },
    db: "$.service.db",
  },
  methods: {
    summary(id) { return \`Order \${id}\`; },
  },
  async run(event) {
    const id = event.body?.id;
    if (!(typeof id === "number" || (typeof id === "string" && id.trim() !== ""))) {
      this.http.respond({ status: 400, body: "The request body has no order id" });
      return;
    }
    this.db.set(\`last:\${id}\`, Date.now());
    this.http.respond({ status: 200, body: { received: id } });
    this.$emit(event.body, { id, summary: this.summary(id), ts: Date.now() });
  },
};
\`\`\`\n\n\`\`\`js
export default {
  name: "Every hour",
  version: "0.0.1",
  props: { timer: { type: "$.interface.timer", default: { intervalSeconds: 3600 } } },
  async run(event) {
    this.$emit({ at: event.timestamp }, { summary: \`Run \${undefined}\` });
  },
};
\`\`\`\n`,
  'test/single-load.md': `# Load\n\nProse.\n\n\`\`\`js
import leftPad from "left-pad-not-installed@1.3.0";
export default defineComponent({
  async run({ steps, $ }) {
    return leftPad("5", 3, "0");
  },
});
\`\`\`\n`,
  // v1 code steps (./groups.ts isV1Step): the body of an async function, on a page of the v1 docs
  'versioned_docs/version-v1/test/v1-nobody.md': `# No body\n\n\`\`\`js
const userId = steps.trigger.event.body.user_id;
return { user: typeof userId === "string" ? userId : "anonymous" };
\`\`\`\n`,
  'versioned_docs/version-v1/test/v1-object.md': `# Object\n\n\`\`\`js
const { name } = event.body || {};
if (!name) {
  $end("No name in the request body");
}
this.greeting = \`Hello, \${name}!\`;
\`\`\`\n`,
  'versioned_docs/version-v1/test/v1-clean.md': `# Clean\n\n\`\`\`js
const axios = require("axios@1.6.0");

const { name } = event.body || {};
if (typeof name !== "string" || name.trim() === "") {
  await $respond({ status: 400, body: "No name" });
  $end("No name as text in the request body");
}
$checkpoint = ($checkpoint || 0) + 1;
this.$checkpoint = name;
this.same = event === steps.trigger.event;
const { data } = await axios.post(
  "https://slack.com/api/chat.postMessage",
  { channel: params.channel, text: \`Hello, \${name}!\` },
  { headers: { Authorization: \`Bearer \${auths.slack.oauth_access_token}\` } },
);
if (!data.ok) {
  throw new Error(\`Slack answered \${data.error}\`);
}
$send.http({ method: "POST", url: "https://example.com/hook", data: { name } });
this.greeting = \`Hello, \${name}!\`;
await $respond({ status: 200, body: { greeting: this.greeting } });
return data.ts;
\`\`\`\n`,
  // A v1 code step that uses no name of the platform: it requires a pinned major the project installs under another
  // name (got 11, where the project's got is 12, an ES module only) and returns what it fetched
  'versioned_docs/version-v1/test/v1-require.md': `# Require\n\n\`\`\`js
const got = require("got@11");

return await got("https://jsonplaceholder.typicode.com/posts/1").json();
\`\`\`\n`,
  // A v1 code step that empties /tmp, as the v1 files page shows: it runs on the examples' own /tmp, never the machine's
  'versioned_docs/version-v1/test/v1-tmp.md': `# Tmp\n\n\`\`\`js
const fs = require("fs");
const path = require("path");
const os = require("os");

fs.writeFileSync("/tmp/report.csv", "id\\n1\\n");
const before = fs.readdirSync("/tmp").length;
for (const name of fs.readdirSync("/tmp")) {
  await fs.promises.rm(path.join("/tmp", name), { recursive: true, force: true });
}
return { before, after: fs.readdirSync("/tmp").length, same: os.tmpdir() === path.dirname(\`/tmp/x\`) };
\`\`\`\n`,
  // Not v1 code steps: a fragment, a reader's script, a component; and a v1 step's code on a page that is not v1
  'versioned_docs/version-v1/test/v1-left-out.md': `# Left out\n\n\`\`\`js fragment
$checkpoint.lastId = 123;
\`\`\`\n\n\`\`\`js
const EventSource = require("eventsource");
const stream = new EventSource(process.argv[2]);
stream.onmessage = (event) => console.log(event.data.missing.field);
\`\`\`\n\n\`\`\`js
module.exports = {
  name: "Echo",
  async run(event) {
    console.log(event.body.user_id);
  },
};
\`\`\`\n`,
  'test/not-v1.md': `# v2 page\n\n\`\`\`js
const userId = steps.trigger.event.body.user_id;
\`\`\`\n`,
};

let problems: Problem[];
let groups: TabGroup[];
let result: RunResult;
// A file of the machine's /tmp the examples must leave alone
const machineTmpFile = path.join(os.tmpdir(), `step-examples-sentinel-${process.pid}`);
beforeAll(async () => {
  fs.writeFileSync(machineTmpFile, 'left alone');
  groups = Object.entries(pages).flatMap(([file, text]) => [...stepTabGroups(file, text), ...singleStepExamples(file, text)]);
  const dir = path.join(__dirname, '..', '..', 'node_modules', '.cache', `step-examples-test-${process.pid}`);
  try {
    result = await runGroups(groups, {dir, python: findPython(), goVersion: '1.17.1'});
    problems = problemsOf(result);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}, 120_000);
afterAll(() => fs.rmSync(machineTmpFile, {force: true}));
const of = (file: string) => problems.filter((p) => p.file === file).map((p) => `${p.line}: ${p.message}`);
/** The outcome of a page's single example on one input. */
const outcomeOf = (file: string, scenario: string) =>
  result.outcomes.get(result.runs.find((r) => r.group.file === file && r.scenario.name === scenario)!.id)!;

describe('step examples in language tabs', () => {
  it('finds groups of at least two step tabs, with the page line of each block', () => {
    expect(groups.filter((g) => g.file === 'test/agree.md' && !g.single).map((g) => g.tabs.map((t) => `${t.lang}@${t.firstLine}`))).toEqual([
      ['nodejs@9', 'python@21', 'go@31', 'bash@55'],
    ]);
  });

  it('tabs that do the same on every input have no problem', () => {
    expect(of('test/agree.md')).toEqual([]);
  });

  it('a tab that crashes on an input is named with the input and the error', () => {
    expect(of('test/crash.md')).toEqual([
      "17: the Python example crashes on an empty JSON body (KeyError: 'name'); on a text body that is not JSON (TypeError: string indices must be integers, not 'str'); on a GET request without a body (KeyError: 'body')",
      // `name or 'world'` lets a name of spaces through, where Node.js greets the world
      '17: on a body with every field text of only spaces, the Python example takes text of only spaces for a value (greeting: "Hello,    !")',
      '17: on a body with every field text of only spaces, the Python example exports "Hello,    !" and not "Hello, world!", which Node.js exports',
      '17: on a body with every field the number 5, the Python example exports "Hello, 5!" and not "Hello, world!", which Node.js exports',
    ]);
  });

  it('tabs where one ends and another fails on the same input disagree', () => {
    expect(of('test/disagree.md')).toEqual([
      '1: on a body with every field null, a body with every field an empty object, a body with every field the number 5, an empty JSON body, a text body that is not JSON and a GET request without a body, the tabs disagree: Python ends, Node.js fails ("Error: no name as text")',
      '5: on a body with every field text of only spaces, the Node.js example takes text of only spaces for a value (greeting: "Hello,    !")',
      '18: on a body with every field text of only spaces, the Python example exports "Hello, world!" and not "Hello,    !", which Node.js exports',
    ]);
  });

  it('a Go or Bash export that no Node.js or Python export holds is named', () => {
    expect(of('test/exports.md')).toEqual([
      '17: on a body with every field it reads, a service answering HTTP 500 with a text body and a service refusing the connection, the Go example exports "Hi, name one!", which Node.js does not export',
      '17: on fields with non-ASCII text, markup, quotes and a line break, the Go example exports "Hi, Zoë & <Ünïcode> \\"quoted\\", line 1\\nline 2!", which Node.js does not export',
      '17: on a body with every field null, a body with every field an empty string, a body with every field text of only spaces, a body with every field an empty object, a body with every field the number 5, an empty JSON body, a text body that is not JSON and a GET request without a body, the Go example exports "Hi, world!", which Node.js does not export',
    ]);
  });

  it('a Go example that does not compile is named with the compiler message', () => {
    // The 17th line of the block, which starts on line 17 of the page
    expect(of('test/compile.md')).toEqual(['33: the Go example does not compile: undefined: whom']);
  });

  it('different requests are named at the first place they differ', () => {
    expect(of('test/requests.md')).toEqual([
      // Its Python tab parses the answer as JSON without a check
      '17: the Python example crashes on a service answering its success status with an HTML page (JSONDecodeError: Expecting value: line 1 column 1 (char 0))',
      '17: on a body with every field it reads, fields with non-ASCII text, markup, quotes and a line break, a body with every field null, a body with every field an empty string, a body with every field text of only spaces, a body with every field an empty object, a body with every field the number 5, an empty JSON body, a text body that is not JSON, a GET request without a body and a service answering its success status with an empty JSON object or list, the Python example sends "hi" at requests[0].body.message, where Node.js sends nothing',
    ]);
  });

  it('a step that ends although the service reported a failure inside a 200 answer is named', () => {
    expect(of('test/reported.md')).toEqual([
      // Its Node.js tab reads no `ok`: an answer without it ends the step, where Python's check fails it
      '1: on a service answering its success status with an empty JSON object or list, the tabs disagree: Node.js ends, Python fails ("Exception: Slack error: None")',
      '5: on a service reporting a failure inside an HTTP 200 answer, the Node.js example ends although slack.com answered {"error":"not_in_channel","ok":false}',
      '17: the Python example crashes on a service answering its success status with an HTML page (JSONDecodeError: Expecting value: line 1 column 1 (char 0))',
    ]);
  });

  it('a missing value shown as text (undefined, None, [object Object]) is named with where it is', () => {
    expect(of('test/missing.md')).toEqual(
      expect.arrayContaining([
        '5: on an empty JSON body, a text body that is not JSON and a GET request without a body, the Node.js example shows a missing value as text (greeting: "Hello, undefined!")',
        '5: on a body with every field null, the Node.js example shows a missing value as text (greeting: "Hello, null!")',
        '5: on a body with every field an empty object, the Node.js example shows a missing value as text (greeting: "Hello, [object Object]!")',
      ]),
    );
  });

  it('jq failing on a value of the wrong kind is a crash, an error() the script raises is not', () => {
    expect(of('test/jq.md')).toEqual([
      '20: the Bash example crashes on a body with every field null (jq: error: null (null) cannot be matched, as it is not a string); on a body with every field an empty object (jq: error: object ({}) cannot be matched, as it is not a string); on a body with every field the number 5 (jq: error: number (5) cannot be matched, as it is not a string); on an empty JSON body (jq: error: null (null) cannot be matched, as it is not a string)',
    ]);
  });

  it('a data store key built from a missing value is named in each tab, Python\'s as Node.js\'s', () => {
    expect(of('test/keys.md')).toEqual([
      '5: on a body with every field an empty string, the Node.js example uses the data store key "order:"',
      '5: on a body with every field text of only spaces, the Node.js example uses the data store key "order:   "',
      '5: on a body with every field an empty object, the Node.js example uses the data store key "order:[object Object]"',
      '19: on a body with every field an empty string, the Python example uses the data store key "order:"',
      '19: on a body with every field text of only spaces, the Python example uses the data store key "order:   "',
      '19: on a body with every field an empty object, the Python example uses the data store key "order:{}"',
    ]);
  });

  it('a service with no fake is named', () => {
    expect(of('test/unknown-host.md')).toContain('1: the examples call api.unknown-service.test, which has no fake service in scripts/lib/stepExamples/fakeApis.ts');
  });
});

describe('single step examples', () => {
  it('are the step blocks outside any Tabs and the only step tab of a group, each at its first code line', () => {
    expect(groups.filter((g) => g.single).map((g) => `${g.file}@${g.line}:${g.tabs[0]!.lang}`)).toEqual([
      // The second group of the page: its Bash tab is a script run elsewhere, not a step
      'test/agree.md@67:nodejs',
      'test/single-clean.md@4:nodejs',
      'test/single-clean.md@24:nodejs',
      'test/single-crash.md@4:python',
      'test/single-missing.md@7:nodejs',
      'test/single-reported.md@4:nodejs',
      'test/single-bare.md@4:nodejs',
      'test/single-bare.md@14:python',
      'test/single-bare.md@23:nodejs',
      'test/single-cause.md@4:nodejs',
      'test/single-cause.md@14:nodejs',
      'test/single-cause.md@24:nodejs',
      'test/single-lost.md@4:nodejs',
      'test/single-lost.md@14:nodejs',
      'test/single-lost.md@26:nodejs',
      'test/single-download.md@4:nodejs',
      'test/single-download.md@16:python',
      'test/single-download.md@27:go',
      'test/single-download.md@60:bash',
      'test/single-download.md@66:nodejs',
      'test/single-download-checked.md@4:nodejs',
      'test/single-download-checked.md@17:bash',
      'test/single-unset.md@4:nodejs',
      'test/single-unset.md@15:python',
      'test/single-unset.md@29:nodejs',
      'test/single-unset.md@37:nodejs',
      'test/single-go-plain.md@4:go',
      'test/single-optional.md@4:nodejs',
      'test/single-optional.md@16:nodejs',
      'test/single-unknown-host.md@4:bash',
      'test/single-keys.md@4:nodejs',
      'test/single-keys-checked.md@4:nodejs',
      'test/source-missing.md@4:nodejs',
      'test/source-echo.md@4:nodejs',
      'test/source-checked.md@4:nodejs',
      'test/single-load.md@6:nodejs',
      'versioned_docs/version-v1/test/v1-nobody.md@4:nodejs',
      'versioned_docs/version-v1/test/v1-object.md@4:nodejs',
      'versioned_docs/version-v1/test/v1-clean.md@4:nodejs',
      'versioned_docs/version-v1/test/v1-require.md@4:nodejs',
      'versioned_docs/version-v1/test/v1-tmp.md@4:nodejs',
    ]);
    // Only the HTTP source is marked a source; the timer source on the same page is not run
    expect(groups.filter((g) => g.source).map((g) => `${g.file}@${g.line}`)).toEqual(['test/source-missing.md@4', 'test/source-echo.md@4', 'test/source-checked.md@4']);
    // The tabs of a group of two or more step tabs are not single examples
    expect(groups.filter((g) => g.single && g.file === 'test/agree.md' && g.line < 67)).toEqual([]);
  });

  it('an example that runs cleanly, with the fake $.context, $.flow.rerun, $.send.s3 and props of each type, has no problem', () => {
    expect(of('test/single-clean.md')).toEqual([]);
  });

  it('a crash is named with the inputs it happens on', () => {
    expect(of('test/single-crash.md')).toEqual([
      "4: the Python example crashes on a body with every field null (AttributeError: 'NoneType' object has no attribute 'strip'); on a body with every field an empty object (AttributeError: 'dict' object has no attribute 'strip'); on a body with every field the number 5 (AttributeError: 'int' object has no attribute 'strip'); on an empty JSON body (KeyError: 'name'); on a text body that is not JSON (TypeError: string indices must be integers, not 'str'); on a GET request without a body (KeyError: 'body')",
    ]);
  });

  it('a missing value shown as text is named', () => {
    expect(of('test/single-missing.md')).toEqual([
      '7: on a body with every field null, the Node.js example shows a missing value as text (greeting: "Hello, null!")',
      '7: on a body with every field text of only spaces, the Node.js example takes text of only spaces for a value (greeting: "Hello,    !")',
      '7: on a body with every field an empty object, the Node.js example shows a missing value as text (greeting: "Hello, [object Object]!")',
      '7: on an empty JSON body, a text body that is not JSON and a GET request without a body, the Node.js example shows a missing value as text (greeting: "Hello, undefined!")',
    ]);
  });

  it('an example that ends although Slack answered "ok": false is named', () => {
    expect(of('test/single-reported.md')).toEqual([
      '4: on a service reporting a failure inside an HTTP 200 answer, the Node.js example ends although slack.com answered {"error":"not_in_channel","ok":false}',
    ]);
  });

  it('an example that goes on or crashes when the service answers 200 without the field it reads next is named; one that stops has no problem', () => {
    expect(of('test/single-bare.md')).toEqual([
      '4: on a service answering its success status with an empty JSON object or list and a service answering its success status with an HTML page, the Node.js example shows a missing value as text ($summary: "Posted message undefined")',
      "14: the Python example crashes on a service answering its success status with an empty JSON object or list (KeyError: 'stargazers_count'); on a service answering its success status with an HTML page (JSONDecodeError: Expecting value: line 1 column 1 (char 0))",
    ]);
  });

  it('a field that holds a number, refused or ended early on as if it were absent, is named; a refusal that names the kind of value is not', () => {
    expect(of('test/single-cause.md')).toEqual([
      '4: on a body with every field an empty object, the Node.js example fails with a message that calls the value absent ("Error: The request body has no email"), where it is an empty object: name the kind of value it needs ("… is not text: 5")',
      '4: on a body with every field the number 5, the Node.js example fails with a message that calls the value absent ("Error: The request body has no email"), where it is the number 5: name the kind of value it needs ("… is not text: 5")',
      // An early end is a refusal too: the run is green, but its reason sends the reader to the wrong place
      '24: on a body with every field an empty object, the Node.js example ends early with a message that calls the value absent ("No email in the request, skipping"), where it is an empty object: name the kind of value it needs ("… is not text: 5")',
      '24: on a body with every field the number 5, the Node.js example ends early with a message that calls the value absent ("No email in the request, skipping"), where it is the number 5: name the kind of value it needs ("… is not text: 5")',
    ]);
  });

  it('an example that ends without what it exports on the typical input, or exports undefined, is named', () => {
    expect(of('test/single-lost.md')).toEqual([
      '4: on a service answering its success status with an empty JSON object or list and a service answering its success status with an HTML page, the Node.js example ends without $return_value, which it exports on the typical input',
      // Not on the inputs where the service fails or answers without the repository: the step stops there
      '14: on a body with every field it reads, fields with non-ASCII text, markup, quotes and a line break, a body with every field null, a body with every field an empty string, a body with every field text of only spaces, a body with every field an empty object, a body with every field the number 5, an empty JSON body, a text body that is not JSON and a GET request without a body, the Node.js example exports homepage as undefined',
      // Go's decoder makes zero values of an answer without the fields; this one does it by hand
      '26: on a service answering its success status with an empty JSON object or list and a service answering its success status with an HTML page, the Node.js example exports $return_value with every field empty ({"id":0,"login":""}), where the typical input gives values',
    ]);
  });

  it('a step that sends an unset secret or crashes without it is named; one that stops naming the variable is not', () => {
    expect(of('test/single-unset.md')).toEqual([
      '4: on the environment variables it reads not set, the Node.js example shows a missing value as text (requests[0].authorization: "Bearer undefined")',
      "29: the Node.js example crashes on the environment variables it reads not set (TypeError: Cannot read properties of undefined (reading 'trim'))",
      '37: on the environment variables it reads not set, the Node.js example shows a missing value as text (requests[0].authorization: "Bearer", a scheme without credentials)',
    ]);
  });

  it('without the variables, a tab that reads none ends and one that reads it stops: no disagreement', () => {
    expect(of('test/unset-group.md')).toEqual([]);
    const bash = result.runs.find((r) => r.group.file === 'test/unset-group.md' && r.group.tabs[r.tab]!.lang === 'bash' && r.scenario.name === 'unset')!;
    expect(result.outcomes.get(bash.id)).toMatchObject({status: 'error', message: expect.stringContaining('SLACK_BOT_TOKEN is not set')});
  });

  it('a 200 answer that is an HTML page: a step that fails naming it is not named (one that crashes on it is, above)', () => {
    // single-bare.md's Python tab parses r.json() without a check; single-unset.md's catches ValueError
    const python = result.runs.find((r) => r.group.file === 'test/single-unset.md' && r.group.tabs[r.tab]!.lang === 'python' && r.scenario.name === 'html')!;
    expect(result.outcomes.get(python.id)).toMatchObject({status: 'error', message: expect.stringMatching(/^Exception: GitHub answered without a login: <!DOCTYPE html>/)});
    expect(of('test/single-unset.md').filter((p) => p.includes('HTML'))).toEqual([]);
  });

  it('a Go step without pipedream-go runs against the fake services; a Go program that reads its arguments is not taken', () => {
    expect(of('test/single-go-plain.md')).toEqual([
      '4: on the environment variables it reads not set, the Go example shows a missing value as text (requests[0].authorization: "Bearer", a scheme without credentials)',
    ]);
    const typical = result.runs.find((r) => r.group.file === 'test/single-go-plain.md' && r.scenario.name === 'typical')!;
    expect(result.outcomes.get(typical.id)!.requests.map((r) => r.url)).toEqual(['api.github.com/user']);
  });

  it('an optional prop left empty that reaches the address of a request is named; one with a fallback is not', () => {
    expect(of('test/single-optional.md')).toEqual([
      '4: on its optional props left empty, the Node.js example shows a missing value as text (requests[0].url: "api.github.com/repos/undefined")',
    ]);
  });

  it('a host with no fake is named', () => {
    expect(of('test/single-unknown-host.md')).toEqual(['4: the examples call api.unknown-service.test, which has no fake service in scripts/lib/stepExamples/fakeApis.ts']);
  });

  it('a data store key built from a missing value is named with the inputs it is built on', () => {
    expect(of('test/single-keys.md')).toEqual([
      '4: on a body with every field null, the Node.js example uses the data store key "order:null"',
      '4: on a body with every field an empty string, the Node.js example uses the data store key "order:"',
      '4: on a body with every field text of only spaces, the Node.js example uses the data store key "order:   "',
      '4: on a body with every field an empty object, the Node.js example uses the data store key "order:[object Object]"',
      '4: on an empty JSON body, a text body that is not JSON and a GET request without a body, the Node.js example uses the data store key "order:undefined"',
    ]);
  });

  it('an example that refuses an id that is not text or a number before it builds a key has no problem', () => {
    expect(of('test/single-keys-checked.md')).toEqual([]);
  });

  it('an HTTP source that emits a summary built from an id that is an object is named, with the emit it is in', () => {
    expect(of('test/source-missing.md')).toEqual([
      '4: on a body with every field text of only spaces, the Node.js example takes text of only spaces for a value ($emit[0].meta.summary: "Order    ")',
      '4: on a body with every field an empty object, the Node.js example shows a missing value as text ($emit[0].meta.summary: "Order [object Object]")',
    ]);
  });

  it('an HTTP source that emits a text or list body as it is is named: a workflow reads an event as an object', () => {
    expect(of('test/source-echo.md')).toEqual([
      '4: on a text body that is not JSON, the Node.js example emits an event that is not an object ($emit[0]: "plain text, not JSON")',
      '4: on a JSON list as the body, the Node.js example emits an event that is not an object ($emit[0]: [{"Echo":"Echo one"}])',
    ]);
  });

  it('an HTTP source that refuses an id that is not text or a number, and responds and uses this.db, has no problem', () => {
    expect(of('test/source-checked.md')).toEqual([]);
  });

  it('an HTTP source gets the trigger event; its emits, its response, this.db and its methods are those of the platform', () => {
    const outcome = (scenario: string) => outcomeOf('test/source-checked.md', scenario);
    const typical = outcome('typical');
    expect(typical.status).toBe('ok');
    expect(typical.exports['$respond']).toEqual({status: 200, body: {received: 'id one'}});
    // The body holds every field the code may read (its quoted words too)
    expect(typical.exports['$emit[0]']).toEqual(expect.objectContaining({id: 'id one'}));
    expect(typical.exports['$emit[0].meta']).toEqual({id: 'id one', summary: 'Order id one', ts: expect.any(Number)});
    expect(typical.dataStoreKeys).toEqual(['last:id one']);
    expect(outcome('objects').exports).toEqual({$respond: {status: 400, body: 'The request body has no order id'}});
  });

  it('a v1 code step that crashes on a GET request without a body is named, at its line', () => {
    expect(of('versioned_docs/version-v1/test/v1-nobody.md')).toEqual([
      "4: the Node.js example crashes on a GET request without a body (TypeError: Cannot read properties of undefined (reading 'user_id'))",
    ]);
  });

  it('a v1 code step that exports [object Object] with this.name = is named', () => {
    expect(of('versioned_docs/version-v1/test/v1-object.md')).toEqual([
      '4: on a body with every field text of only spaces, the Node.js example takes text of only spaces for a value (greeting: "Hello,    !")',
      '4: on a body with every field an empty object, the Node.js example shows a missing value as text (greeting: "Hello, [object Object]!")',
    ]);
  });

  it('a v1 code step with require("pkg@version"), params, auths, $checkpoint, $respond, $end, $send and this.x = has no problem', () => {
    expect(of('versioned_docs/version-v1/test/v1-clean.md')).toEqual([]);
    const outcome = (name: string) => outcomeOf('versioned_docs/version-v1/test/v1-clean.md', name);
    expect(outcome('typical').exports).toEqual({
      $checkpoint: 1,
      'this.$checkpoint': 'name one',
      same: true,
      '$send.http': {method: 'POST', url: 'https://example.com/hook', data: {name: 'name one'}},
      greeting: 'Hello, name one!',
      $respond: {status: 200, body: {greeting: 'Hello, name one!'}},
      $return_value: '1709542800.123456',
    });
    expect(outcome('typical').requests).toEqual([
      {method: 'POST', url: 'slack.com/api/chat.postMessage', authorization: 'Bearer test-token-123', body: {channel: 'channel one', text: 'Hello, name one!'}},
    ]);
    expect(outcome('nobody')).toEqual(expect.objectContaining({status: 'ok', exports: {$respond: {status: 400, body: 'No name'}, $end: 'No name as text in the request body'}}));
  });

  it('a v1 code step that only requires a pinned package and returns runs on that major, with no problem', () => {
    expect(of('versioned_docs/version-v1/test/v1-require.md')).toEqual([]);
    const typical = outcomeOf('versioned_docs/version-v1/test/v1-require.md', 'typical');
    expect(typical).toEqual(expect.objectContaining({status: 'ok', exports: {$return_value: {userId: 1, id: 1, title: 'sunt aut facere', body: 'quia et suscipit'}}}));
  });

  it('an example that empties /tmp empties the examples\' own /tmp, not the machine\'s; os.tmpdir() is that folder too', () => {
    expect(of('versioned_docs/version-v1/test/v1-tmp.md')).toEqual([]);
    const typical = outcomeOf('versioned_docs/version-v1/test/v1-tmp.md', 'typical');
    expect(typical).toEqual(expect.objectContaining({status: 'ok', exports: {$return_value: {before: 1, after: 0, same: true}}}));
    expect(fs.readFileSync(machineTmpFile, 'utf8')).toBe('left alone');
    expect(inExamplesTmp('"/tmp" \'/tmp/a.csv\' `/tmp/${x}` f"/tmp/{x}" cat /tmp/a /var/tmp /tmpdir ./tmp', '/s/tmp')).toBe(
      '"/s/tmp" \'/s/tmp/a.csv\' `/s/tmp/${x}` f"/s/tmp/{x}" cat /s/tmp/a /var/tmp /tmpdir ./tmp',
    );
  });

  it('a fragment, a reader\'s script, a component and a page that is not v1 are not taken as v1 code steps', () => {
    expect(groups.filter((g) => g.file === 'versioned_docs/version-v1/test/v1-left-out.md' || g.file === 'test/not-v1.md')).toEqual([]);
    expect(groups.filter((g) => g.v1).map((g) => `${g.file}@${g.line}`)).toEqual([
      'versioned_docs/version-v1/test/v1-nobody.md@4',
      'versioned_docs/version-v1/test/v1-object.md@4',
      'versioned_docs/version-v1/test/v1-clean.md@4',
      'versioned_docs/version-v1/test/v1-require.md@4',
      'versioned_docs/version-v1/test/v1-tmp.md@4',
    ]);
  });

  it('a download that saves the HTML page a service answered as the file it expected is named, in each language', () => {
    const on = 'on a service answering its success status with an HTML page';
    expect(of('test/single-download.md')).toEqual([
      `4: ${on}, the Node.js example ends with the page saved as /tmp/report.pdf`,
      `16: ${on}, the Python example ends with the page saved as /tmp/report.pdf`,
      `27: ${on}, the Go example ends with the page saved as /tmp/report.pdf`,
      `60: ${on}, the Bash example ends with the page saved as /tmp/files/report.pdf`,
      // The page as JSON text, taken for the report
      `66: ${on}, the Node.js example ends with the page saved as /tmp/report.json`,
    ]);
    // The typical input's answer is the PDF, with its content type: a download that checks it saves it
    expect(of('test/single-download-checked.md')).toEqual([]);
    expect(outcomeOf('test/single-download-checked.md', 'typical')).toEqual(expect.objectContaining({status: 'ok', exports: {$return_value: expect.stringMatching(/\/report\.pdf$/)}}));
  });

  it('the examples of a page in one language share a /tmp; another page, or another language, has its own', () => {
    const tmpOf = (file: string, lang: string) => new Set(result.runs.filter((r) => r.group.file === file && r.group.tabs[r.tab]!.lang === lang).map((r) => r.tmp));
    const download = tmpOf('test/single-download.md', 'nodejs');
    expect(download.size).toBe(1);
    expect([...download][0]).not.toBe([...tmpOf('test/single-download-checked.md', 'nodejs')][0]);
    expect([...download][0]).not.toBe([...tmpOf('test/single-download.md', 'python')][0]);
  });

  it('a module that cannot load (a package the project does not install) is named once, at its line', () => {
    expect(of('test/single-load.md')).toEqual(["6: the Node.js example does not load: Error: Cannot find package 'left-pad-not-installed'"]);
  });
});

describe('the comparison helpers', () => {
  it('canonical text sorts keys and makes timestamps equal', () => {
    expect(canonical({b: 1, a: '2024-03-04T09:00:00.123Z'})).toBe(canonical({a: '2026-11-27T18:00:00+00:00', b: 1}));
    expect(canonical({a: 1})).not.toBe(canonical({a: '1'}));
    expect(canonical({a: 1, b: null})).toBe(canonical({a: 1}));
    expect(canonical([1, null])).not.toBe(canonical([1]));
    // The HTML page input names each run in its page: tabs that pass the page on pass on the same
    expect(canonical({page: '<!DOCTYPE html><!-- run g2.python.html --><html></html>'})).toBe(canonical({page: '<!DOCTYPE html><!-- run g2.nodejs.html --><html></html>'}));
  });
  it('firstDifference names the path', () => {
    expect(firstDifference({values: [[1, null]]}, {values: [[1, '']]}, 'body')).toEqual({at: 'body.values[0][1]', a: 'null', b: '""'});
    expect(firstDifference([1], [1])).toBeNull();
  });
  it('runs go on at the same time, but those of an example that uses /tmp one after the other', () => {
    const example = (code: string): TabGroup => ({file: 'x.md', line: 1, tabs: [{lang: 'bash', code, firstLine: 2}], single: true});
    const files = example('curl -s -o /tmp/response.json https://api.example.com/x');
    const plain = example('echo "a=b" >> "$PIPEDREAM_EXPORTS"');
    const run = (group: TabGroup, id: string) => ({id, group, tab: 0});
    expect(runQueue([run(files, 'f1'), run(plain, 'p1'), run(files, 'f2'), run(plain, 'p2')]).map((list) => list.map((r) => r.id))).toEqual([['f1', 'f2'], ['p1'], ['p2']]);
  });
  it('a message calls a value absent when it names no kind of value', () => {
    expect(wrongCause('Error: The request body has no customer, subject, url')).toBe('has no');
    expect(wrongCause('Exception: Message is empty')).toBe('empty');
    expect(wrongCause('The username is missing')).toBe('missing');
    expect(wrongCause('EXAMPLE_API_KEY is not set')).toBe('not set');
    expect(wrongCause('No email in the request, skipping')).toBe('no email in');
    expect(wrongCause('No email to announce')).toBe('no email to');
    expect(wrongCause('Error: No customer')).toBe('error: no customer');
    // It names what is wrong: the reader learns the value is there but of the wrong kind
    expect(wrongCause('Error: The username in the request body is blank or not text: 5')).toBeNull();
    expect(wrongCause('Error: message must be non-blank text, got 5')).toBeNull();
    expect(wrongCause('The request body has no id (text or a number)')).toBeNull();
    // Not about a value at all
    expect(wrongCause("Error: No rate in the API's reply: {}")).toBeNull();
    expect(wrongCause('The SQL API returned no results: no reason given')).toBeNull();
    expect(wrongCause('Slack answered 500: internal_error')).toBeNull();
  });

  it('text of only spaces is named where it was built into other text, not where it is passed on as it is', () => {
    const outcome = (exports: Record<string, unknown>, body?: unknown) => ({status: 'ok' as const, exports, requests: body === undefined ? [] : [{method: 'POST', url: 'slack.com/api/chat.postMessage', body}], dataStoreKeys: []});
    const typical = outcome({greeting: 'Hello, Ada!', echo: {name: 'Ada'}, report: '{\n    "a": 1\n}'}, {text: 'New order from Ada'});
    expect(blankTextShown(outcome({greeting: 'Hello,    !'}), typical)).toBe('greeting: "Hello,    !"');
    expect(blankTextShown(outcome({}, {text: 'New order from    '}), typical)).toBe('requests[0].body.text: "New order from    "');
    // An echo of the field, and text that holds such a run on the typical input too (indented JSON), are not named
    expect(blankTextShown(outcome({echo: {name: '   '}, report: '{\n    "a": 1\n}'}, {text: 'New order: {"name":"   "}'}), typical)).toBeNull();
    expect(missingValueKey(['order:   '], false)).toBe('order:   ');
  });

  it('a data store key shows a missing value: as text, as nothing after a separator, as true or false for an id', () => {
    expect(['order:None', 'customer:', '', 'order:NaN', 'order/[]'].map((k) => missingValueKey(['order:42', k], false))).toEqual(['order:None', 'customer:', '', 'order:NaN', 'order/[]']);
    expect(missingValueKey(['order:true'], true)).toBe('order:true');
    // true is a fine part of a key where the page reads no id
    expect(missingValueKey(['flags:true', 'order:42', 'orders/2024-03-04', 'nullable:1'], false)).toBeNull();
  });
  it('exports files: text and JSON exports, and a JSON export that does not parse', () => {
    expect(parseExportsFile('a=x y\nb:json={"n":1}\nc:json={oops\n')).toEqual({a: 'x y', b: {n: 1}, c: {invalidJson: '{oops'}});
  });
});
