// Runs the Node.js step examples of scripts/check-examples.ts in one process: node nodeRunner.mjs job.json out.json.
// The job lists modules (one file per example, already written) and runs (an example, the steps data, the
// environment, the base URL of the fake APIs). Each run calls the component's `run` with a fake `$` and props,
// and every HTTP(S) request goes to the fake APIs. Writes one JSON array of outcomes to out.json (the examples
// may print):
// {id, status: "ok" | "error" | "crash", message?, exports: {name: value}}.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import {pathToFileURL} from 'node:url';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const fake = JSON.parse(fs.readFileSync(new URL('./fakePlatform.json', import.meta.url), 'utf8'));

// Where the current run's requests go.
let base = '';
const plainRequest = http.request;
/** Any request to another host goes to `base`/host/path, over plain HTTP, without the caller's agent. */
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
    const target = new URL(`${base}/${url.host}${url.pathname}${url.search}`);
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

class FlowExit extends Error {}

// A run that timed out may go on in the background (a client retrying a refused connection): its late failures
// belong to no run.
process.on('unhandledRejection', () => {});

/** A data store in memory: the async API of a `data_store` prop. */
function dataStore() {
  const records = new Map();
  const store = {
    async get(key) { return records.has(key) ? structuredClone(records.get(key)) : undefined; },
    async set(key, value) { records.set(key, structuredClone(value)); },
    async setTtl() {},
    async has(key) { return records.has(key); },
    async delete(key) { records.delete(key); },
    async keys() { return [...records.keys()]; },
    async entries() { return [...records.entries()].map(([key, value]) => ({key, value})); },
    async clear() { records.clear(); },
    async *[Symbol.asyncIterator]() { for (const e of [...records.entries()]) yield e; },
  };
  return store;
}
/** The synchronous `$.service.db` of a `db` prop. */
function serviceDb() {
  const records = new Map();
  return {get: (key) => records.get(key), set: (key, value) => void records.set(key, structuredClone(value))};
}
const auth = new Proxy({}, {get: (_, key) => (typeof key === 'string' ? fake.token : undefined)});

/** A prop's value: the fake platform's, the default, the job's value for a prop the reader fills in, or YOUR_NAME. */
function propValue(name, prop, given) {
  if (prop === '$.service.db') return serviceDb();
  if (typeof prop !== 'object' || prop === null) return undefined;
  if (prop.type === 'app') return {$auth: auth};
  if (prop.type === 'data_store') return dataStore();
  if ('default' in prop) return prop.default;
  if (name in given) return given[name];
  if (prop.type === 'string') return `YOUR_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
  return undefined;
}

// A step's module calls the platform's global defineComponent, which returns the component as it is.
globalThis.defineComponent = (component) => component;
const modules = new Map();
for (const {id, file} of job.modules) {
  try {
    modules.set(id, {component: (await import(pathToFileURL(file).href)).default});
  } catch (e) {
    modules.set(id, {loadError: e});
  }
}

const crashTypes = new Set(['TypeError', 'ReferenceError', 'RangeError', 'SyntaxError', 'URIError']);
const line = (e) => `${e?.name ?? 'Error'}: ${String(e?.message ?? e).split('\n')[0]}`;
const outcomes = [];
for (const run of job.runs) {
  const {component, loadError} = modules.get(run.example);
  const exports = {};
  const outcome = {id: run.id, exports};
  if (loadError) {
    outcomes.push({...outcome, status: 'crash', message: `the module does not load: ${line(loadError)}`});
    continue;
  }
  base = run.base;
  const savedEnv = process.env;
  process.env = {...savedEnv, ...run.env};
  const $ = {
    export: (name, value) => void (exports[name] = value),
    respond: (response) => void (exports.$respond = response),
    flow: {
      exit: (reason) => { exports.$end = reason ?? null; throw new FlowExit(); },
      delay: (ms) => { exports.$delay = ms; return {resume_url: `${fake.urlBase}resume`, cancel_url: `${fake.urlBase}cancel`}; },
    },
    send: {
      email: (message) => void (exports['$send.email'] = message),
      http: (request) => void (exports['$send.http'] = request),
    },
  };
  const self = {};
  for (const [name, prop] of Object.entries(component.props ?? {})) self[name] = propValue(name, prop, run.props);
  try {
    let timer;
    const value = await Promise.race([
      component.run.call(self, {steps: structuredClone(run.steps), $}),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`the run did not end within ${run.timeoutMs / 1000} s`)), run.timeoutMs); }),
    ]).finally(() => clearTimeout(timer));
    if (value !== undefined) exports.$return_value = value;
    outcomes.push({...outcome, status: 'ok'});
  } catch (e) {
    if (e instanceof FlowExit) outcomes.push({...outcome, status: 'ok'});
    else outcomes.push({...outcome, status: crashTypes.has(e?.name) ? 'crash' : 'error', message: line(e)});
  } finally {
    process.env = savedEnv;
  }
}
fs.writeFileSync(process.argv[3], JSON.stringify(outcomes));
process.exit(0);
