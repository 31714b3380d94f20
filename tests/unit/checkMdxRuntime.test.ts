/**
 * check-mdx checks a page's JavaScript examples against the Node.js runtime of the page's version
 * (scripts/lib/exampleRuntime.ts): Node.js modules, globals, methods and syntax newer than it (the table of
 * scripts/lib/nodeApis.ts), and npm packages whose newest releases do not run there, loaded without a release line
 * that does (scripts/lib/npmPackages.ts). The fixtures are lines the content audit of 2026-11-26 quoted (N1, N11),
 * which fail, and the lines that replaced them, which pass.
 */
import {exampleRuntimeProblems} from '@site/scripts/lib/exampleRuntime';
import {availableOn, nodeApis, sinceText} from '@site/scripts/lib/nodeApis';
import {packagesRuntime, pinnedPackages, splitSpecifier, withinLine} from '@site/scripts/lib/npmPackages';
import {platformConstants} from '@site/src/data/platform';
import {block, problemsOf, v1, v2} from '../lib/pageChecks';

describe('Node.js APIs newer than the stated runtime', () => {
  it('fails the old async page (audit N1): timers/promises and stream/promises arrived in Node.js 15', () => {
    const old = [
      'Intro.',
      '',
      block('js', 'import { setTimeout as sleep } from "timers/promises";', 'import axios from "axios";', '', 'export default defineComponent({', '  async run({ steps, $ }) {', '    await sleep(1000);', '  },', '});'),
      block('js fragment', 'import { finished } from "stream/promises";'),
    ].join('\n');
    expect(problemsOf(old)).toEqual([
      'line 4: `timers/promises` needs Node.js 15.0.0, but code steps run Node.js 14 (nodeVersion in src/data/platform.ts): use await new Promise((resolve) => setTimeout(resolve, ms)) instead',
      'line 15: `stream/promises` needs Node.js 15.0.0, but code steps run Node.js 14 (nodeVersion in src/data/platform.ts): use util.promisify(stream.pipeline) or util.promisify(stream.finished) instead',
    ]);
  });

  it('passes the page as fixed: a Promise around setTimeout, promisify(stream.finished)', () => {
    const fixed = [
      block('js', 'const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));'),
      block('js', 'import fs from "fs";', 'import stream from "stream";', 'import { promisify } from "util";', '', 'const finished = promisify(stream.finished);'),
    ].join('\n');
    expect(problemsOf(fixed)).toEqual([]);
  });

  it('finds globals, methods and syntax, and leaves alone what a block declares or only names', () => {
    const code = [
      'const controller = new AbortController();',
      'const copy = structuredClone(steps.trigger.event);',
      'const res = await fetch("https://api.example.com");',
      'const last = list.at(-1);',
      'if (Object.hasOwn(copy, "id")) total ??= 0;',
      'const id = crypto.randomUUID();',
      'const dns = require("node:dns");',
      'const x = { fetch: 1, AbortController: 2 }.fetch;',
      'const y = globalThis.structuredClone;',
    ];
    expect(exampleRuntimeProblems({lang: 'js', value: code.join('\n'), firstLine: 10}, {nodeVersion: '14', installed: new Map()}).map((p) => p.replace(/, but .*/, ''))).toEqual([
      'line 10: the global `AbortController` needs Node.js 15.0.0 (14.17.0 only behind a flag)',
      'line 11: the global `structuredClone` needs Node.js 17.0.0',
      'line 12: the global `fetch` needs Node.js 18.0.0 (17.5.0 only behind a flag)',
      'line 13: `.at()` needs Node.js 16.6.0',
      'line 14: `Object.hasOwn` needs Node.js 16.9.0',
      'line 14: the `??=` operator needs Node.js 15.0.0',
      'line 15: the global `crypto` needs Node.js 19.0.0 (17.6.0 only behind a flag)',
      'line 18: the global `structuredClone` needs Node.js 17.0.0',
    ]);
    const declared = ['import fetch from "node-fetch";', 'import _ from "lodash";', 'import crypto from "crypto";', 'crypto.randomUUID();', 'const AbortController = class {};', 'await fetch(_.at(obj, ["a"]));', 'new AbortController();'];
    expect(exampleRuntimeProblems({lang: 'js', value: declared.join('\n'), firstLine: 1}, {nodeVersion: '14', installed: new Map()})).toEqual([]);
  });

  it('passes on a newer runtime what the older one lacks', () => {
    const value = 'const res = await fetch(url, { signal: AbortSignal.timeout(1000) });';
    expect(exampleRuntimeProblems({lang: 'js', value, firstLine: 1}, {nodeVersion: '18', installed: new Map()})).toEqual([]);
    expect(exampleRuntimeProblems({lang: 'js', value, firstLine: 1}, {nodeVersion: '16', installed: new Map()})).toHaveLength(1);
  });

  it('reads nothing but JavaScript and TypeScript', () => {
    expect(problemsOf(block('python', 'from timers.promises import x') + block('text', 'import "timers/promises";'))).toEqual([]);
  });
});

describe('the table of Node.js APIs', () => {
  it.each(nodeApis.map((a) => [a.name, a] as const))('%s: releases, source and a replacement', (_name, a) => {
    for (const v of a.since) expect(v).toMatch(/^\d+\.\d+\.\d+$/);
    expect(a.source).toMatch(/^https:\/\/(nodejs\.org\/api\/|github\.com\/nodejs\/node\/blob\/main\/doc\/changelogs\/)/);
    expect(a.instead).not.toBe('');
    if (a.flagged) expect(availableOn({since: [a.flagged]}, a.since[0]!)).toBe(true); // flagged before its unflagged line
  });

  it('names each entry once', () => {
    expect(new Set(nodeApis.map((a) => a.name)).size).toBe(nodeApis.length);
  });

  it('counts a backport to the stated release line, and a flag not', () => {
    const randomUUID = nodeApis.find((a) => a.name === 'crypto.randomUUID')!;
    const abortController = nodeApis.find((a) => a.name === 'AbortController')!;
    expect([availableOn(randomUUID, '14'), availableOn(randomUUID, '13'), availableOn(abortController, '14'), availableOn(abortController, '15')]).toEqual([true, false, false, true]);
    expect(sinceText(randomUUID)).toBe('Node.js 14.17.0');
  });
});

describe('npm packages that need a newer Node.js than the stated runtime', () => {
  it('fails the old v1 examples (audit N11): unpinned got, tunnel-ssh, pg, @slack/web-api, @octokit/rest', () => {
    const old = [
      block('js', 'const { promisify } = require("util");', 'const tunnel = promisify(require("tunnel-ssh"));', 'const { Client } = require("pg");'),
      block('js', 'const { default: got } = await import("got");'),
      block('js', 'const { WebClient } = require("@slack/web-api");'),
      block('js', 'const { Octokit } = require("@octokit/rest");'),
    ].join('\n');
    expect(problemsOf(old, v1)).toEqual([
      'line 3: `tunnel-ssh` without a version installs its latest release, which does not load with require() on Node.js 14 (5: rewritten around createTunnel(); the callback function the examples promisify is gone (tunnel-ssh 5 README); scripts/lib/npmPackages.ts): name a release line that does, require("tunnel-ssh@4"), or for a script the reader runs on their own machine, `npm install tunnel-ssh@4`',
      'line 4: `pg` without a version installs its latest release, which does not load with require() on Node.js 14 (8.16.1: engines node >= 16.0.0; scripts/lib/npmPackages.ts): name a release line that does, require("pg@8.16.0"), or for a script the reader runs on their own machine, `npm install pg@8.16.0`',
      'line 8: `got` without a version installs its latest release, which does not load with import on Node.js 14 (13: engines node >= 16; 12: engines node >= 14.16, ES modules only; scripts/lib/npmPackages.ts): name a release line that does, "got@12", or for a script the reader runs on their own machine, `npm install got@12`',
      'line 12: `@slack/web-api` without a version installs its latest release, which does not load with require() on Node.js 14 (7: engines node >= 18; scripts/lib/npmPackages.ts): name a release line that does, require("@slack/web-api@6"), or for a script the reader runs on their own machine, `npm install @slack/web-api@6`',
      'line 16: `@octokit/rest` without a version installs its latest release, which does not load with require() on Node.js 14 (20: engines node >= 18; 21 on: ES modules only as well; scripts/lib/npmPackages.ts): name a release line that does, require("@octokit/rest@19"), or for a script the reader runs on their own machine, `npm install @octokit/rest@19`',
    ]);
  });

  it('passes the examples as pinned, an older line, an import of a line require() cannot load, and an npm install of the line', () => {
    const fixed = [
      block('js', 'const tunnel = promisify(require("tunnel-ssh@4")); // 4: the callback API', 'const { Client } = require("pg@8.16.0");', 'const got = require("got@11");'),
      block('js', 'import { WebClient } from "@slack/web-api@6";', 'import { Octokit } from "@octokit/rest@^19.0.0";', 'const { default: got } = await import("got@12");', 'import fetch from "node-fetch";'),
      'Install it with `npm install eventsource@2`:',
      '',
      block('js fragment', 'const EventSource = require("eventsource");'),
    ].join('\n');
    expect(problemsOf(fixed, v1)).toEqual([]);
  });

  it('fails a release line too new for the way it is loaded', () => {
    const value = ['const got = require("got@12");', 'const fetch = require("node-fetch");', 'import pg from "pg@8";', 'import { v4 } from "uuid@latest";'].join('\n');
    expect(exampleRuntimeProblems({lang: 'js', value, firstLine: 1}, {nodeVersion: '14', installed: new Map()}).map((p) => p.split(' not load')[0])).toEqual([
      'line 1: `got@12` takes releases that do',
      'line 2: `node-fetch` without a version installs its latest release, which does',
      'line 3: `pg@8` takes releases that do',
      'line 4: `uuid@latest` takes releases that do',
    ]);
  });

  it('fails the releases of a package whose own dependencies stopped running (snowflake-sdk from 1.1.11), pinned to a line or not, and passes the last release that loads and the SQL API call that replaced it', () => {
    const old = block('js', 'import snowflake from "snowflake-sdk@1";', 'const sdk = require("snowflake-sdk");');
    expect(problemsOf(old).map((p) => p.split(' not load')[0])).toEqual([
      'line 2: `snowflake-sdk@1` takes releases that do',
      'line 3: `snowflake-sdk` without a version installs its latest release, which does',
    ]);
    expect(problemsOf(block('js', 'const sdk = require("snowflake-sdk@1.1.10");'))).toEqual([]);
    const fixed = block('js', 'import axios from "axios@1.6.0";', 'import crypto from "crypto";', 'const key = crypto.createPublicKey(crypto.createPrivateKey(process.env.SNOWFLAKE_PRIVATE_KEY));');
    expect(problemsOf(fixed)).toEqual([]);
  });

  it('reads a version in a specifier and compares it with a release line', () => {
    expect([splitSpecifier('@slack/web-api@6/dist/x'), splitSpecifier('pg'), splitSpecifier('got@11.8.6')]).toEqual([
      {name: '@slack/web-api', version: '6'},
      {name: 'pg', version: undefined},
      {name: 'got', version: '11.8.6'},
    ]);
    const cases: [string, string, boolean][] = [
      ['6', '6', true],
      ['6.13.0', '6', true],
      ['^6.1.0', '6', true],
      ['5', '6', true],
      ['7', '6', false],
      ['8.15.1', '8.16.0', true],
      ['8.16.0', '8.16.0', true],
      ['8', '8.16.0', false],
      ['^8.16.0', '8.16.0', false],
      ['~8.16.0', '8.16.0', false],
      ['latest', '6', false],
    ];
    expect(cases.map(([v, line]) => withinLine(v, line))).toEqual(cases.map(([, , ok]) => ok));
  });

  it('is a table for the runtime every docs version states, each row with its reason', () => {
    expect(Object.entries(platformConstants).map(([name, c]) => [name, c.nodeVersion.value])).toEqual(Object.keys(platformConstants).map((name) => [name, packagesRuntime]));
    for (const p of pinnedPackages) {
      expect(p.newest !== undefined || p.newestForRequire !== undefined).toBe(true);
      expect(p.source).not.toBe('');
    }
  });
});
