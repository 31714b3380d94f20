// Runs the Node.js step examples of scripts/check-examples.ts in one process: node nodeRunner.mjs job.json out.json.
// The job lists modules (one file per example, already written) and runs (an example, the steps data, the
// environment, the base URL of the fake APIs). Each run calls the component's `run` with a fake `$` and props (an
// HTTP source's, a module marked `source`: with the trigger event, and `this.$emit`, `this.http.respond` recorded as
// exports; a v1 code step, a module marked `v1`: its function with the v1 names, `v1Arguments`), and every HTTP(S)
// request goes to the fake APIs. Writes one JSON array of outcomes to out.json (the examples
// may print):
// {id, status: "ok" | "error" | "crash", message?, exports: {name: value}, dataStoreKeys: [the data store keys it used],
// undefinedExports: [the names it exported as undefined, which JSON would drop], savedPages?: [for a run marked
// `findsSavedPages`, the files of its /tmp (`tmp`) it saved its HTML page to (./savedPages.cjs)]}.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import {syncBuiltinESMExports} from 'node:module';
import https from 'node:https';
import {AsyncLocalStorage} from 'node:async_hooks';
import {pathToFileURL} from 'node:url';
import {savedPages} from './savedPages.cjs';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const fake = JSON.parse(fs.readFileSync(new URL('./fakePlatform.json', import.meta.url), 'utf8'));

// The current run (its base URL, environment and /tmp), for the runs go on at the same time.
const current = new AsyncLocalStorage();
// process.env as each run sees it: its own variables over the process's.
const processEnv = process.env;
process.env = new Proxy(processEnv, {
  get: (target, key) => current.getStore()?.env[key] ?? target[key],
  has: (target, key) => key in (current.getStore()?.env ?? {}) || key in target,
  ownKeys: (target) => [...new Set([...Reflect.ownKeys(target), ...Object.keys(current.getStore()?.env ?? {})])],
  getOwnPropertyDescriptor: (target, key) => {
    const own = current.getStore()?.env;
    return own && key in own ? {value: own[key], writable: true, enumerable: true, configurable: true} : Reflect.getOwnPropertyDescriptor(target, key);
  },
});
// os.tmpdir() reads the process's own environment, not process.env: each run's is its /tmp (./run.ts `tmpOf`).
const processTmpdir = os.tmpdir;
os.tmpdir = () => current.getStore()?.tmp ?? processTmpdir();
syncBuiltinESMExports();
const plainRequest = http.request;
/** Any request to another host goes to the run's base/host/path, over plain HTTP, without the caller's agent. */
function redirected(secure) {
  return function request(...args) {
    let url;
    let options = {};
    if (typeof args[0] === 'string' || args[0] instanceof URL) url = new URL(args.shift());
    if (args[0] && typeof args[0] === 'object') options = args.shift();
    const cb = typeof args[0] === 'function' ? args[0] : undefined;
    if (!url) {
      const host = options.hostname ?? (options.host ?? 'localhost').replace(/:\d+$/, '');
      const port = options.port ? `:${options.port}` : '';
      url = new URL(`${secure ? 'https' : 'http'}://${host}${port}${options.path ?? '/'}`);
    }
    if (url.hostname === '127.0.0.1' && !secure) return plainRequest(url, options, cb);
    const target = new URL(`${current.getStore()?.base}/${url.host}${url.pathname}${url.search}`);
    const {agent, createConnection, hostname, host, port, path, protocol, ...rest} = options;
    const headers = {...(rest.headers ?? {})};
    for (const k of Object.keys(headers)) if (k.toLowerCase() === 'host') delete headers[k];
    return plainRequest(target, {...rest, headers}, cb);
  };
}
for (const [mod, secure] of [[http, false], [https, true]]) {
  const request = redirected(secure);
  mod.request = request;
  mod.get = (...args) => {
    const req = request(...args);
    req.end();
    return req;
  };
}

// The global fetch (undici, which a client such as Octokit's uses) goes the same way.
const plainFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname === '127.0.0.1') return plainFetch(input, init);
  const target = `${current.getStore()?.base}/${url.host}${url.pathname}${url.search}`;
  return plainFetch(input instanceof Request ? new Request(target, input) : target, init);
};

class FlowExit extends Error {}

// A run that timed out may go on in the background (a client retrying a refused connection): its late failures
// belong to no run.
process.on('unhandledRejection', () => {});

/**
 * A data store in memory: the async API of a `data_store` prop. Each key a call names goes into `keys` as text (the
 * platform's keys are strings), for ./compare.ts to find a key built from a missing value (`order:undefined`).
 */
function dataStore(keys) {
  const records = new Map();
  const used = (key) => (keys.push(String(key)), key);
  const store = {
    async get(key) { return records.has(used(key)) ? structuredClone(records.get(key)) : undefined; },
    async set(key, value) { records.set(used(key), structuredClone(value)); },
    async setTtl(key) { used(key); },
    async has(key) { return records.has(used(key)); },
    async delete(key) { records.delete(used(key)); },
    async keys() { return [...records.keys()]; },
    async entries() { return [...records.entries()].map(([key, value]) => ({key, value})); },
    async clear() { records.clear(); },
    async *[Symbol.asyncIterator]() { for (const e of [...records.entries()]) yield e; },
  };
  return store;
}
/** The synchronous `$.service.db` of a `db` prop, its keys into `keys` as the data store's. */
function serviceDb(keys) {
  const records = new Map();
  return {
    get: (key) => (keys.push(String(key)), records.get(key)),
    set: (key, value) => void (keys.push(String(key)), records.set(key, structuredClone(value))),
  };
}
const auth = new Proxy({}, {get: (_, key) => (typeof key === 'string' ? (fake.auth[key] ?? fake.token) : undefined)});

/** A prop's value: the fake platform's, the default, the job's value for a prop the reader fills in, or YOUR_NAME. */
function propValue(name, prop, given, keys, exports, unsetOptional) {
  if (prop === '$.service.db') return serviceDb(keys);
  // A source's HTTP interface: its endpoint, and `respond` recorded as `$.respond` is
  if (prop === '$.interface.http' || prop?.type === '$.interface.http') {
    return {endpoint: 'https://YOUR_ENDPOINT.m.pipedream.net/', respond: (response) => void (exports.$respond = response)};
  }
  if (typeof prop !== 'object' || prop === null) return undefined;
  if (prop.type === 'app') return {$auth: auth};
  if (prop.type === 'data_store') return dataStore(keys);
  if ('default' in prop) return prop.default;
  // An optional prop the reader left empty (the `optional` input of ./scenarios.ts)
  if (unsetOptional && prop.optional === true) return undefined;
  if (name in given) return given[name];
  // A placeholder of the prop's type, as a reader fills it in: text named after the prop (a URL for a prop named
  // or labelled as one, to an HTTP trigger's endpoint), 1, false, a list of one placeholder, an empty object
  const text = `YOUR_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
  const isUrl = /url|endpoint/i.test(`${name} ${prop.label ?? ''}`);
  switch (prop.type) {
    case 'string': return isUrl ? `https://YOUR_ENDPOINT.m.pipedream.net/` : text;
    case 'integer': return 1;
    case 'boolean': return false;
    case 'string[]': return [text];
    case 'integer[]': return [1];
    case 'object': return {};
    default: return undefined;
  }
}

/**
 * The fake `$` of one run, with the members Pipedream documents: exports, the HTTP response, flow control
 * (https://pipedream.com/docs/code/nodejs), destinations (https://pipedream.com/docs/destinations: `$.send.http`,
 * `email`, `s3`, `sse`, `emit`), and `$.context.run` on a step's first run (`runs` 1, no context yet: docs/notebook/dollar-context.md).
 */
function fakeDollar(exports, undefinedExports) {
  const urls = {resume_url: `${fake.urlBase}resume`, cancel_url: `${fake.urlBase}cancel`};
  const send = (name) => (value) => void (exports[`$send.${name}`] = value);
  return {
    export: (name, value) => void (value === undefined ? undefinedExports.push(name) : (exports[name] = value)),
    respond: (response) => void (exports.$respond = response),
    flow: {
      exit: (reason) => { exports.$end = reason ?? null; throw new FlowExit(); },
      delay: (ms) => { exports.$delay = ms; return urls; },
      rerun: (ms, context, maxRetries) => { exports.$rerun = {ms, context: context ?? null, maxRetries: maxRetries ?? null}; return urls; },
      suspend: (ms) => { exports.$suspend = ms ?? null; return urls; },
    },
    send: {email: send('email'), http: send('http'), s3: send('s3'), sse: send('sse'), emit: send('emit')},
    context: {run: {runs: 1}},
  };
}

// A step's module calls the platform's global defineComponent, which returns the component as it is.
globalThis.defineComponent = (component) => component;
const modules = new Map();
for (const {id, file, v1} of job.modules) {
  try {
    modules.set(id, {component: (await import(pathToFileURL(file).href)).default, v1});
  } catch (e) {
    modules.set(id, {loadError: e});
  }
}

/**
 * The names a v1 code step's body reads (versioned_docs/version-v1/workflows/steps/code/index.md), for one run:
 * `event` (the same object as `steps.trigger.event`), `steps`, `params`, `auths` (each app's fields: the fake token,
 * or fakePlatform.json's field), `$end`, `$respond` and `$send.*` recorded as `$.flow.exit`, `$.respond` and `$.send.*`
 * are, `$attachments` (none), and `$checkpoint`: undefined, recorded as the export `$checkpoint` when the step sets it.
 * `this` is the step's exports; its `$checkpoint` is the step's own state, recorded as `this.$checkpoint`.
 */
function v1Arguments(run, exports, undefinedExports) {
  const steps = structuredClone(run.steps);
  const $ = fakeDollar(exports, undefinedExports);
  const auths = new Proxy({}, {get: (_, app) => (typeof app === 'string' ? auth : undefined)});
  const send = {...$.send, sql: (value) => void (exports['$send.sql'] = value)};
  const record = (checkpoint) => void (checkpoint !== undefined && (exports.$checkpoint = checkpoint));
  return [steps.trigger?.event, steps, structuredClone(run.params ?? {}), auths, $.flow.exit, $.respond, send, {}, undefined, record];
}

const crashTypes = new Set(['TypeError', 'ReferenceError', 'RangeError', 'SyntaxError', 'URIError']);
const line = (e) => `${e?.name ?? 'Error'}: ${String(e?.message ?? e).split('\n')[0]}`;
/** One run: the component's `run` with a fake `$` and props, in the run's context (base URL, environment). */
async function runOne(run) {
  const {component, loadError} = modules.get(run.example);
  const exports = {};
  const dataStoreKeys = [];
  const undefinedExports = [];
  const outcome = {id: run.id, exports, dataStoreKeys, undefinedExports};
  if (loadError) return {...outcome, status: 'crash', message: `the module does not load: ${line(loadError)}`};
  if (modules.get(run.example).v1) return runV1(run, component, outcome);
  const $ = fakeDollar(exports, undefinedExports);
  const self = {};
  for (const [name, prop] of Object.entries(component.props ?? {})) self[name] = propValue(name, prop, run.props, dataStoreKeys, exports, run.unsetOptional === true);
  for (const [name, method] of Object.entries(component.methods ?? {})) self[name] = method.bind(self);
  // A source emits events: each one and its metadata (summary, id, ts) as exports `$emit[0]`, `$emit[0].meta`
  let emitted = 0;
  self.$emit = (event, meta) => {
    exports[`$emit[${emitted}]`] = event;
    if (meta !== undefined) exports[`$emit[${emitted}].meta`] = meta;
    emitted += 1;
  };
  const arg = run.source ? structuredClone(run.steps.trigger.event) : {steps: structuredClone(run.steps), $};
  return ended(run, outcome, () => component.run.call(self, arg));
}

/** A v1 code step's run: its function (./run.ts `v1StepModule`) with the v1 names, `this` its exports. */
async function runV1(run, step, outcome) {
  const {exports, undefinedExports} = outcome;
  const self = {};
  try {
    return await ended(run, outcome, () => step.apply(self, v1Arguments(run, exports, undefinedExports)));
  } finally {
    for (const [name, value] of Object.entries(self)) {
      if (value === undefined) undefinedExports.push(name);
      else exports[name === '$checkpoint' ? 'this.$checkpoint' : name] = value;
    }
  }
}

/** The outcome of a run's `call`, in the run's context (base URL, environment), within its time. */
async function ended(run, outcome, call) {
  try {
    let timer;
    const value = await Promise.race([
      current.run({base: run.base, env: {...run.env, TMPDIR: run.tmp}, tmp: run.tmp}, call),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`the run did not end within ${run.timeoutMs / 1000} s`)), run.timeoutMs); }),
    ]).finally(() => clearTimeout(timer));
    if (value !== undefined) outcome.exports.$return_value = value;
    return {...outcome, status: 'ok'};
  } catch (e) {
    if (e instanceof FlowExit) return {...outcome, status: 'ok'};
    // A v1 step requires its packages as it runs: one the project does not install is a module that does not load
    if (e?.code === 'MODULE_NOT_FOUND') return {...outcome, status: 'crash', message: `the module does not load: ${line(e)}`};
    return {...outcome, status: crashTypes.has(e?.name) ? 'crash' : 'error', message: line(e)};
  }
}

// Runs go on at the same time (a run waiting on a refused connection or a timeout holds no other), 16 at once; the
// job's queue keeps the runs of an example that uses /tmp in one list, run one after the other.
const runOf = new Map(job.runs.map((run) => [run.id, run]));
const queue = job.queue.map((ids) => ids.map((id) => runOf.get(id)));
const outcomes = [];
await Promise.all(
  Array.from({length: 16}, async () => {
    for (let runs = queue.shift(); runs; runs = queue.shift()) {
      for (const run of runs) {
        const outcome = await runOne(run);
        outcomes.push(run.findsSavedPages ? {...outcome, savedPages: savedPages(run.tmp, run.id)} : outcome);
      }
    }
  }),
);
fs.writeFileSync(process.argv[3], JSON.stringify(outcomes));
process.exit(0);
