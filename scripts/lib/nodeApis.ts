/**
 * Node.js core modules, globals, methods and syntax that arrived after Node.js 14, the runtime the pages state
 * (`nodeVersion` in src/data/platform.ts), each with the first release that has it without a flag and the source
 * of that release: the `added:` entry of the Node.js API docs, or for language features the Node.js release that
 * shipped the V8 version that enabled them. scripts/lib/exampleRuntime.ts finds them in the pages' code blocks.
 *
 * `since` lists the first such release of each release line, as the API docs' `added:` does (`15.6.0` and the
 * backport `14.17.0`). A runtime stated as a major version is a release line: an entry is available there when
 * one of its releases is in that line or an older one. So `crypto.randomUUID` (14.17.0) counts as there on
 * Node.js 14, and `AbortController` does not: 14.17.0 had it only behind `--experimental-abortcontroller`, so its
 * row starts at 15.0.0 (`flagged` says so).
 */

export type NodeApiKind =
  /** a module loaded with `import`/`require` */
  | 'module'
  /** a global name used without a declaration of the same name in the block */
  | 'global'
  /** a static method (`Object.hasOwn`): object and property */
  | 'static'
  /** a method called on any value (`.at()`) */
  | 'method'
  /** a string argument (`"base64url"`) */
  | 'encoding'
  /** an operator or other syntax */
  | 'syntax';

export interface NodeApi {
  /** As messages name it: `timers/promises`, `AbortController`, `Object.hasOwn`, `.at()`, `??=`. */
  readonly name: string;
  readonly kind: NodeApiKind;
  /** The first release of each line that has it without a flag (newest line first). */
  readonly since: readonly string[];
  /** Where that version comes from. */
  readonly source: string;
  /** An earlier release that had it behind a flag, which an example cannot count on. */
  readonly flagged?: string;
  /** What works on older runtimes, for the message. */
  readonly instead: string;
}

/** The Node.js API docs' section whose version history (`added:`, or the change that exposed it) gives the release. */
const api = (page: string, anchor: string) => `https://nodejs.org/api/${page}.html#${anchor} (its version history)`;
/** The Node.js release whose V8 upgrade enabled a language feature (its changelog's V8 line). */
const v8 = (release: string, engine: string) => `https://github.com/nodejs/node/blob/main/doc/changelogs/CHANGELOG_V${release.split('.')[0]}.md#${release} (V8 ${engine})`;

export const nodeApis: readonly NodeApi[] = [
  // Modules
  {name: 'timers/promises', kind: 'module', since: ['15.0.0'], source: api('timers', 'timers-promises-api'), instead: 'await new Promise((resolve) => setTimeout(resolve, ms))'},
  {name: 'stream/promises', kind: 'module', since: ['15.0.0'], source: api('stream', 'streams-promises-api'), instead: 'util.promisify(stream.pipeline) or util.promisify(stream.finished)'},
  {name: 'dns/promises', kind: 'module', since: ['15.0.0'], source: api('dns', 'dns-promises-api'), instead: 'require("dns").promises'},
  {name: 'assert/strict', kind: 'module', since: ['15.0.0'], source: api('assert', 'strict-assertion-mode'), instead: 'require("assert").strict'},
  {name: 'util/types', kind: 'module', since: ['15.3.0'], source: api('util', 'utiltypes'), instead: 'require("util").types'},
  {name: 'path/posix', kind: 'module', since: ['15.3.0'], source: api('path', 'pathposix'), instead: 'require("path").posix'},
  {name: 'path/win32', kind: 'module', since: ['15.3.0'], source: api('path', 'pathwin32'), instead: 'require("path").win32'},
  {name: 'stream/web', kind: 'module', since: ['16.5.0'], source: api('webstreams', 'web-streams-api'), instead: 'Node.js streams (the stream module)'},
  {name: 'stream/consumers', kind: 'module', since: ['16.7.0'], source: api('webstreams', 'utility-consumers'), instead: 'collecting the chunks of a stream yourself'},
  {name: 'readline/promises', kind: 'module', since: ['17.0.0'], source: api('readline', 'promises-api'), instead: 'the callback API of readline, wrapped with util.promisify'},
  {name: 'node:test', kind: 'module', since: ['18.0.0'], source: api('test', 'test-runner'), instead: 'a test runner from npm'},
  {name: 'diagnostics_channel', kind: 'module', since: ['15.1.0', '14.17.0'], source: api('diagnostics_channel', 'diagnostics-channel'), instead: 'events.EventEmitter'},
  {name: 'fs/promises', kind: 'module', since: ['14.0.0'], source: api('fs', 'promises-api'), instead: 'require("fs").promises'},
  {name: 'node: scheme in require()', kind: 'module', since: ['16.0.0', '14.18.0'], source: api('modules', 'built-in-modules'), instead: 'the module name without node:'},
  {name: 'node: scheme in import', kind: 'module', since: ['14.13.1'], source: api('esm', 'node-imports'), instead: 'the module name without node:'},
  // Globals
  {name: 'AbortController', kind: 'global', since: ['15.0.0'], source: api('globals', 'class-abortcontroller'), flagged: '14.17.0', instead: "the HTTP client's own timeout option"},
  {name: 'AbortSignal', kind: 'global', since: ['15.0.0'], source: api('globals', 'class-abortsignal'), flagged: '14.17.0', instead: "the HTTP client's own timeout option"},
  {name: 'Event', kind: 'global', since: ['15.0.0'], source: api('globals', 'class-event'), instead: 'events.EventEmitter'},
  {name: 'EventTarget', kind: 'global', since: ['15.0.0'], source: api('globals', 'class-eventtarget'), instead: 'events.EventEmitter'},
  {name: 'MessageChannel', kind: 'global', since: ['15.0.0'], source: api('globals', 'class-messagechannel'), instead: 'require("worker_threads").MessageChannel'},
  {name: 'MessagePort', kind: 'global', since: ['15.0.0'], source: api('globals', 'class-messageport'), instead: 'require("worker_threads").MessagePort'},
  {name: 'AggregateError', kind: 'global', since: ['15.0.0'], source: v8('15.0.0', '8.6'), instead: 'an Error with the list of errors as a property'},
  {name: 'atob', kind: 'global', since: ['16.0.0'], source: api('globals', 'atobdata'), instead: 'Buffer.from(data, "base64").toString("latin1")'},
  {name: 'btoa', kind: 'global', since: ['16.0.0'], source: api('globals', 'btoadata'), instead: 'Buffer.from(data, "latin1").toString("base64")'},
  {name: 'performance', kind: 'global', since: ['16.0.0'], source: api('globals', 'performance'), instead: 'require("perf_hooks").performance'},
  {name: 'structuredClone', kind: 'global', since: ['17.0.0'], source: api('globals', 'structuredclonevalue-options'), instead: 'JSON.parse(JSON.stringify(value)) for JSON data, or a deep-clone package'},
  {name: 'DOMException', kind: 'global', since: ['17.0.0'], source: api('globals', 'class-domexception'), instead: 'an Error'},
  {name: 'fetch', kind: 'global', since: ['18.0.0'], source: api('globals', 'fetch'), flagged: '17.5.0', instead: 'axios, or node-fetch@2 (node-fetch 3 is ES modules only)'},
  {name: 'Headers', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-headers'), flagged: '17.5.0', instead: 'a plain object of headers'},
  {name: 'Request', kind: 'global', since: ['18.0.0'], source: api('globals', 'request'), flagged: '17.5.0', instead: "the HTTP client's request options"},
  {name: 'Response', kind: 'global', since: ['18.0.0'], source: api('globals', 'response'), flagged: '17.5.0', instead: "the HTTP client's response"},
  {name: 'FormData', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-formdata'), flagged: '17.6.0', instead: 'the form-data package (import FormData from "form-data")'},
  {name: 'Blob', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-blob'), instead: 'a Buffer'},
  {name: 'BroadcastChannel', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-broadcastchannel'), instead: 'events.EventEmitter'},
  {name: 'ReadableStream', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-readablestream'), instead: 'stream.Readable'},
  {name: 'WritableStream', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-writablestream'), instead: 'stream.Writable'},
  {name: 'TransformStream', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-transformstream'), instead: 'stream.Transform'},
  {name: 'TextDecoderStream', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-textdecoderstream'), instead: 'string_decoder'},
  {name: 'TextEncoderStream', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-textencoderstream'), instead: 'Buffer.from(string)'},
  {name: 'CompressionStream', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-compressionstream'), instead: 'the zlib module'},
  {name: 'DecompressionStream', kind: 'global', since: ['18.0.0'], source: api('globals', 'class-decompressionstream'), instead: 'the zlib module'},
  {name: 'crypto', kind: 'global', since: ['19.0.0'], source: api('globals', 'crypto_1'), flagged: '17.6.0', instead: 'import crypto from "crypto"'},
  {name: 'CustomEvent', kind: 'global', since: ['19.0.0'], source: api('globals', 'class-customevent'), flagged: '18.7.0', instead: 'events.EventEmitter'},
  {name: 'File', kind: 'global', since: ['20.0.0'], source: api('globals', 'class-file'), instead: 'a Buffer and a file name'},
  {name: 'navigator', kind: 'global', since: ['21.0.0'], source: api('globals', 'navigator'), instead: 'the os module'},
  {name: 'WebSocket', kind: 'global', since: ['22.0.0'], source: api('globals', 'class-websocket'), flagged: '21.0.0', instead: 'the ws package'},
  // Static methods
  {name: 'Promise.any', kind: 'static', since: ['15.0.0'], source: v8('15.0.0', '8.6'), instead: 'Promise.allSettled and the first fulfilled result'},
  {name: 'Object.hasOwn', kind: 'static', since: ['16.9.0'], source: v8('16.9.0', '9.3'), instead: 'Object.prototype.hasOwnProperty.call(object, key)'},
  {name: 'Object.groupBy', kind: 'static', since: ['21.0.0'], source: v8('21.0.0', '11.8'), instead: 'Array.prototype.reduce'},
  {name: 'Array.fromAsync', kind: 'static', since: ['22.0.0'], source: v8('22.0.0', '12.4'), instead: 'a for await loop'},
  {name: 'Promise.withResolvers', kind: 'static', since: ['22.0.0'], source: v8('22.0.0', '12.4'), instead: 'new Promise((resolve, reject) => …)'},
  {name: 'AbortSignal.timeout', kind: 'static', since: ['17.3.0', '16.14.0'], source: api('globals', 'static-method-abortsignaltimeoutdelay'), instead: "the HTTP client's own timeout option"},
  {name: 'crypto.randomUUID', kind: 'static', since: ['15.6.0', '14.17.0'], source: api('crypto', 'cryptorandomuuidoptions'), instead: 'the uuid package'},
  // Methods of any value
  {name: '.replaceAll()', kind: 'method', since: ['15.0.0'], source: v8('15.0.0', '8.6'), instead: '.replace() with a global regular expression'},
  {name: '.at()', kind: 'method', since: ['16.6.0'], source: v8('16.6.0', '9.2'), instead: 'an index from the length, list[list.length - 1]'},
  {name: '.findLast()', kind: 'method', since: ['18.0.0'], source: v8('18.0.0', '10.1'), instead: '[...list].reverse().find()'},
  {name: '.findLastIndex()', kind: 'method', since: ['18.0.0'], source: v8('18.0.0', '10.1'), instead: 'a loop from the end'},
  {name: '.toSorted()', kind: 'method', since: ['20.0.0'], source: v8('20.0.0', '11.3'), instead: '[...list].sort()'},
  {name: '.toReversed()', kind: 'method', since: ['20.0.0'], source: v8('20.0.0', '11.3'), instead: '[...list].reverse()'},
  {name: '.toSpliced()', kind: 'method', since: ['20.0.0'], source: v8('20.0.0', '11.3'), instead: 'a copy, then .splice()'},
  // Encodings
  {name: '"base64url" encoding', kind: 'encoding', since: ['15.7.0', '14.18.0'], source: api('buffer', 'buffers-and-character-encodings'), instead: '"base64", then replace + and / with - and _ and drop the = padding'},
  // Syntax
  {name: '??=', kind: 'syntax', since: ['15.0.0'], source: v8('15.0.0', '8.6'), instead: 'x = x ?? y'},
  {name: '||=', kind: 'syntax', since: ['15.0.0'], source: v8('15.0.0', '8.6'), instead: 'x = x || y'},
  {name: '&&=', kind: 'syntax', since: ['15.0.0'], source: v8('15.0.0', '8.6'), instead: 'x = x && y'},
  {name: 'static initialization block', kind: 'syntax', since: ['16.11.0'], source: v8('16.11.0', '9.4'), instead: 'code after the class'},
];

const major = (version: string) => Number(version.split('.')[0]);

/** Whether an entry is available on a runtime stated as a release line (`'14'`, or a full version whose major is taken). */
export function availableOn(entry: Pick<NodeApi, 'since'>, runtime: string): boolean {
  return entry.since.some((v) => major(v) <= major(runtime));
}

/** The oldest release that has it without a flag, for messages: `Node.js 15.0.0 (14.17.0 only behind a flag)`. */
export function sinceText(entry: Pick<NodeApi, 'since' | 'flagged'>): string {
  const oldest = [...entry.since].sort((a, b) => major(a) - major(b))[0]!;
  return `Node.js ${oldest}${entry.flagged ? ` (${entry.flagged} only behind a flag)` : ''}`;
}

/** The entries of one kind, by name. */
export function apisOfKind(kind: NodeApiKind): ReadonlyMap<string, NodeApi> {
  return new Map(nodeApis.filter((a) => a.kind === kind).map((a) => [a.name, a]));
}
