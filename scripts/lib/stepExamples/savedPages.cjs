// The HTML page the fake services answer a run of the `html` input with (./fakeServices.ts), and the files an
// example saved it to. The page names its run, so a file in the examples' /tmp that starts with it was written by
// that run from the answer as it came: an HTML page saved as `report.pdf`. Plain CommonJS, as ./nodeRunner.mjs runs
// without tsx (and Jest loads no .mjs); ./run.ts uses it for the Go and Bash runs, ./pythonRunner.py gets the page's
// start in its job. Types: ./savedPages.d.cts.
const fs = require('node:fs');
const path = require('node:path');

/** The start of the page that run `id` gets: what a file it saved the page to starts with. */
const htmlPageStart = (id) => `<!DOCTYPE html><!-- run ${id} -->`;

/** Text without the runs' names: the tabs of a group that pass the page on, each its own, pass on the same. */
const withoutRunNames = (text) => text.replace(/<!-- run \S+ -->/g, '');

/** What a proxy, a captive portal or a maintenance page answers with its success status: HTML, not the API's JSON. */
const htmlPage = (id) => `${htmlPageStart(id)}<html><head><title>Maintenance</title></head><body><h1>Back soon</h1></body></html>`;

/**
 * The files under `tmp` (the examples' /tmp) that start with run `id`'s page, as the example named them (`/tmp/…`),
 * except pages saved as HTML (`.html`, `.htm`).
 */
function savedPages(tmp, id) {
  const start = Buffer.from(htmlPageStart(id));
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && !/\.html?$/i.test(entry.name) && startsWith(file, start)) out.push(`/tmp/${path.relative(tmp, file)}`);
    }
  };
  walk(tmp);
  return out.sort();
}

function startsWith(file, start) {
  const head = Buffer.alloc(start.length);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, head, 0, start.length, 0) === start.length && head.equals(start);
  } finally {
    fs.closeSync(fd);
  }
}

exports.htmlPageStart = htmlPageStart;
exports.htmlPage = htmlPage;
exports.savedPages = savedPages;
exports.withoutRunNames = withoutRunNames;
