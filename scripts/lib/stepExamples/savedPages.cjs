// The HTML page the fake services answer a run of the `html` input with (./fakeServices.ts), and the files an
// example saved it to. The page names its run, so a file in the examples' /tmp that starts with it was written by
// that run from the answer: an HTML page saved as `report.pdf`, or as JSON text in `report.json`. Plain CommonJS, as
// ./nodeRunner.mjs runs without tsx (and Jest loads no .mjs); ./run.ts uses it for the Go and Bash runs,
// ./pythonRunner.py gets the starts to look for in its job. Types: ./savedPages.d.cts.
const fs = require('node:fs');
const path = require('node:path');

/** The start of the page that run `id` gets. */
const htmlPageStart = (id) => `<!DOCTYPE html><!-- run ${id} -->`;

/**
 * What a file that holds run `id`'s page starts with: the page as it came, or the page as JSON text (a step that
 * wrote `JSON.stringify(data)` of the answer it took for the report), as JavaScript and Python write it or as Go's
 * encoder does, which escapes `<` and `>`.
 */
const savedPageStarts = (id) => {
  const start = htmlPageStart(id);
  return [start, `"${start}`, `"${start.replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}`];
};

/** Text without the runs' names: the tabs of a group that pass the page on, each its own, pass on the same. */
const withoutRunNames = (text) => text.replace(/<!-- run \S+ -->/g, '');

/** What a proxy, a captive portal or a maintenance page answers with its success status: HTML, not the API's JSON. */
const htmlPage = (id) => `${htmlPageStart(id)}<html><head><title>Maintenance</title></head><body><h1>Back soon</h1></body></html>`;

/**
 * The files under `tmp` (the examples' /tmp) that hold run `id`'s page (`savedPageStarts`), as the example named them
 * (`/tmp/…`), except pages saved as HTML (`.html`, `.htm`).
 */
function savedPages(tmp, id) {
  const starts = savedPageStarts(id).map((s) => Buffer.from(s));
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && !/\.html?$/i.test(entry.name) && startsWithOneOf(file, starts)) out.push(`/tmp/${path.relative(tmp, file)}`);
    }
  };
  walk(tmp);
  return out.sort();
}

function startsWithOneOf(file, starts) {
  const head = Buffer.alloc(Math.max(...starts.map((s) => s.length)));
  const fd = fs.openSync(file, 'r');
  try {
    const read = fs.readSync(fd, head, 0, head.length, 0);
    return starts.some((s) => read >= s.length && head.subarray(0, s.length).equals(s));
  } finally {
    fs.closeSync(fd);
  }
}

exports.savedPageStarts = savedPageStarts;
exports.htmlPage = htmlPage;
exports.savedPages = savedPages;
exports.withoutRunNames = withoutRunNames;
