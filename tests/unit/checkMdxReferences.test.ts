/**
 * What a page's prose refers to, checked against its source of truth, by check-mdx and, with the same message, by the
 * build (plugins/remarkContentChecks.ts):
 * - REST operations named in prose (`DELETE /subscriptions`) are operations of openapi/pipedream.yaml, and the
 *   paragraph or list item naming one names its required query parameters (plugins/lib/openapi/citations.ts);
 * - a page shows no platform value of a group another docs version owns (plugins/lib/limitVersions.ts).
 * The fixtures are lines the content audit of 2026-11-26 quoted (N5, N7, N4), which fail, and their fixed text.
 */
import path from 'node:path';
import {parsePageTree} from '@site/plugins/lib/anchors';
import {limitVersionProblems} from '@site/plugins/lib/limitVersions';
import {citationProblems, citationsIn, pathMatches} from '@site/plugins/lib/openapi/citations';
import {loadOpenApi, parseOpenApi} from '@site/plugins/lib/openapi/document';
import remarkContentChecks, {ContentCheckError, contentCheckProblems} from '@site/plugins/remarkContentChecks';

const root = path.join(__dirname, '..', '..');
const {doc} = loadOpenApi(root);
const citations = (text: string) => citationProblems(parsePageTree(text), doc);

describe('REST operations named in prose', () => {
  it('fails the old REST overview (audit N5): GET /sources/{id} is not in the document', () => {
    const old = '- **Reading, updating or deleting one resource** by its ID (for example `GET /sources/dc_abc123`) needs nothing extra: the API checks that you are a member of the organization that owns it.\n';
    expect(citations(old)).toEqual([
      'line 1: "GET /sources/dc_abc123" is not an operation of openapi/pipedream.yaml: /sources/{id} has PUT, DELETE only; name an operation it defines, or add this one to the document',
    ]);
    const fixed = '- **Updating or deleting one resource** by its ID (for example `PUT /sources/dc_abc123` or `DELETE /webhooks/wh_abc123`) needs nothing extra.\n';
    expect(citations(fixed)).toEqual([]);
  });

  it('fails the old webhooks page (audit N7): DELETE /subscriptions without the event_name it requires', () => {
    const old = '- **Cleaning up.** Remove the link with `DELETE /subscriptions` (same parameters as when you created it), or the webhook itself with `DELETE /webhooks/wh_abc123`.\n';
    expect(citations(old)).toEqual([
      'line 1: "DELETE /subscriptions" requires the query parameters emitter_id, listener_id, event_name (openapi/pipedream.yaml), which the paragraph or list item does not name: say what to pass for them',
    ]);
    const fixed = '- **Cleaning up.** Remove the link with `DELETE /subscriptions`, which requires `emitter_id`, `listener_id` and `event_name`. Or delete the webhook itself with `DELETE /webhooks/wh_abc123`.\n';
    expect(citations(fixed)).toEqual([]);
  });

  it('takes the parameters from the list or request example a paragraph introduces, or from the query string', () => {
    const listed = 'Call `POST /subscriptions` with:\n\n- `emitter_id`: the source;\n- `listener_id`: the webhook.\n\nThen wait.\n';
    const example = "Call [`POST /webhooks`](./index.md) with the URL:\n\n```bash\ncurl -X POST 'https://api.pipedream.com/v1/webhooks?url=https://example.com'\n```\n";
    const inline = 'Create it in the organization with `POST /sources?org_id=o_abc123`.\n';
    expect([...citations(listed), ...citations(example), ...citations(inline)]).toEqual([]);
    expect(citations('Call `POST /subscriptions`.\n\nThe list: `emitter_id`, `listener_id`.\n')).toHaveLength(1);
  });

  it('reads placeholders, the /v1 base path and trailing punctuation; an unknown path names the closest', () => {
    expect(citations('Use `GET /sources/:id/event_summaries`, GET /v1/users/me and `GET /workflows/{workflow_id}/$errors/event_summaries`.\n')).toEqual([]);
    expect(citations('Call `GET /source/dc_abc/events`.\n')).toEqual([
      'line 1: "GET /source/dc_abc/events" is not an operation of openapi/pipedream.yaml: no path of the document matches /source/dc_abc/events (closest: /sources/{id}/events); name an operation it defines, or add this one to the document',
    ]);
    expect(citationsIn('`POST /sources?org_id=o_1&x=2`.', 3)).toEqual([{method: 'POST', path: '/sources', query: ['org_id', 'x'], line: 3}]);
    expect([pathMatches('/sources/dc_1', '/sources/{id}'), pathMatches('/sources/{id}', '/sources/{id}'), pathMatches('/users/{id}', '/users/me'), pathMatches('/users/me/', '/users/me')]).toEqual([true, true, false, true]);
  });

  it('follows the document: an operation added to it may be cited', () => {
    const source = `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /things/{id}:\n    get:\n      operationId: getThing\n      summary: Get a thing\n      tags: [Things]\n      parameters:\n        - {name: id, in: path, required: true, example: t_1, schema: {type: string}}\n      responses:\n        '200': {description: ok}\ntags: [{name: Things}]\n`;
    const other = parseOpenApi(source).doc;
    expect(citationProblems(parsePageTree('Call `GET /things/t_1`.\n'), other)).toEqual([]);
    expect(citationProblems(parsePageTree('Call `GET /sources/dc_1`.\n'), other)).toHaveLength(1);
  });

  it('leaves code blocks alone: they carry URLs, not METHOD /path', () => {
    expect(citations('```text\nGET /nothing/here\n```\n')).toEqual([]);
  });
});

describe('platform values of another docs version', () => {
  const v2 = {name: 'current', label: 'v2'};
  const v1 = {name: 'v1', label: 'v1'};
  const limits = (text: string, version = v2) => limitVersionProblems(parsePageTree(text), version);

  it('fails a v2 page showing the SQL service values (audit N4), and passes them on v1', () => {
    const page = 'Results up to <Limit name="sqlResultSize" />.\n\n<LimitsTable groups={[\'Memory\', \'SQL service\']} />\n';
    expect(limits(page)).toEqual([
      'line 1: <Limit name="sqlResultSize"> is a value of the "SQL service" group, which only v1 has (groupVersions in src/data/platform.ts): remove it from this v2 page',
      'line 3: <LimitsTable> lists the "SQL service" group, which only v1 has (groupVersions in src/data/platform.ts): remove it from groups on this v2 page',
    ]);
    expect(limits(page, v1)).toEqual([]);
    expect(limits('Memory: <Limit name="defaultMemory" />.\n\n<LimitsTable groups={[\'Memory\']} />\n')).toEqual([]);
  });
});

describe('the build stops on the same problems, with the same message', () => {
  const tree = () => parsePageTree('See `GET /sources/dc_abc123`.\n\nUp to <Limit name="sqlQueryTimeout" />.\n');

  it('names the file and line of each problem, for a page of docs/', () => {
    const plugin = remarkContentChecks({siteDir: root});
    const problems = contentCheckProblems(tree(), root, 'docs/api/x.md');
    expect(problems).toHaveLength(2);
    expect(() => plugin(tree(), {path: path.join(root, 'docs', 'api', 'x.md')})).toThrow(new ContentCheckError(problems.map((p) => `docs/api/x.md: ${p}`).join('\n')));
  });

  it('takes the version from the page file: the SQL value is v1\'s to show', () => {
    expect(contentCheckProblems(tree(), root, 'versioned_docs/version-v1/api/x.md')).toHaveLength(1);
    expect(() => remarkContentChecks({siteDir: root})(parsePageTree('Up to <Limit name="sqlQueryTimeout" />.\n'), {path: path.join(root, 'versioned_docs', 'version-v1', 'x.md')})).not.toThrow();
  });
});
