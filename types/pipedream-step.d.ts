/**
 * Ambient types for the Node.js step API the docs document, used only by scripts/check-node-examples.mjs,
 * which type-checks every ```js block of the v2 pages against this file (checkJs). A misspelled method on `$`
 * (`$.flow.exitt()`), a wrong argument shape (`$.respond("ok")`) or an unknown prop kind fails the check.
 *
 * Scope: the step API described on the site's code pages (defineComponent, props, `this`, `steps`, `$`), the
 * `@pipedream/platform` exports the pages use, and loose shapes for npm packages that examples import but
 * that are not installed here. Keep it small and honest: add a member only when the platform documents it.
 * Not part of the site build (tsconfig.json does not include types/).
 */

// ---------------------------------------------------------------------------------------------------------
// Props

/** Prop types for values a user enters in the workflow builder. */
type PdUserPropType =
  | 'string'
  | 'string[]'
  | 'integer'
  | 'integer[]'
  | 'boolean'
  | 'boolean[]'
  | 'object'
  | 'any';

interface PdBaseProp {
  label?: string;
  description?: string;
  optional?: boolean;
}

/** A user input prop: `{type: "string", label: "Channel"}`. Other documented options pass through. */
interface PdUserProp extends PdBaseProp {
  type: PdUserPropType;
  default?: unknown;
  options?: unknown;
  secret?: boolean;
  min?: number;
  max?: number;
  [option: string]: unknown;
}

/** An app prop: a connected account of the app whose name slug is `app`. */
interface PdAppProp extends PdBaseProp {
  type: 'app';
  app: string;
  [option: string]: unknown;
}

/** A data store prop. */
interface PdDataStoreProp extends PdBaseProp {
  type: 'data_store';
}

/** Interface props of event sources: an HTTP endpoint or a timer. */
interface PdInterfaceProp extends PdBaseProp {
  type: '$.interface.http' | '$.interface.timer';
  default?: unknown;
  customResponse?: boolean;
}

/** A prop that reuses a definition from an app file: `{propDefinition: [app, "channel"]}`. */
interface PdPropDefinitionReference extends PdBaseProp {
  propDefinition: [unknown, string, ...unknown[]];
  [option: string]: unknown;
}

type PdPropDefinition =
  | PdUserProp
  | PdAppProp
  | PdDataStoreProp
  | PdInterfaceProp
  | PdPropDefinitionReference
  | '$.service.db'
  | '$.interface.http'
  | '$.interface.timer';

// ---------------------------------------------------------------------------------------------------------
// What props become on `this`

/** `this.<app>`: the connected account. `$auth` holds its credentials; field names depend on the app. */
interface PdAppInstance {
  $auth: {[field: string]: any};
  /** App files in the registry add methods and prop definitions. */
  [member: string]: any;
}

/** `this.<prop>` for a `data_store` prop. Every method returns a Promise. */
interface PdDataStore {
  get(key: string): Promise<any>;
  /** `ttl`: seconds until the record expires and is deleted. */
  set(key: string, value: unknown, options?: {ttl?: number}): Promise<void>;
  /** Change a record's expiry (seconds), or remove it with `null`. */
  setTtl(key: string, ttl: number | null): Promise<void>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  entries(): Promise<any[]>;
  clear(): Promise<void>;
  /** `for await (const [key, value] of this.store)`: every record, one at a time. */
  [Symbol.asyncIterator](): AsyncIterator<[string, any]>;
}

/** `this.<prop>` for a `"$.service.db"` prop: a small key-value store private to the step. Synchronous. */
interface PdServiceDb {
  get(key: string): any;
  set(key: string, value: unknown): void;
}

type PdPropValue<D> = D extends '$.service.db'
  ? PdServiceDb
  : D extends {type: 'app'}
    ? PdAppInstance
    : D extends {type: 'data_store'}
      ? PdDataStore
      : D extends {type: 'string'}
        ? string
        : D extends {type: 'integer'}
          ? number
          : D extends {type: 'boolean'}
            ? boolean
            : D extends {type: 'string[]'}
              ? string[]
              : D extends {type: 'integer[]'}
                ? number[]
                : any;

/** Members every component has on `this`, whatever its props. */
interface PdComponentBase {
  /** Event sources: emit an event to the workflows and listeners subscribed to the source. */
  $emit(event: unknown, metadata?: {id?: string | number; summary?: string; ts?: number; name?: string}): void;
}

type PdThis<P> = {[K in keyof P]: PdPropValue<P[K]>} & PdComponentBase;

// ---------------------------------------------------------------------------------------------------------
// `steps` and `$`

/** `steps`: the trigger's data and the exports of earlier steps, keyed by step name. */
interface PdSteps {
  trigger: {event: any; context: any; [key: string]: any};
  [stepName: string]: any;
}

interface PdResumeUrls {
  resume_url: string;
  cancel_url: string;
}

/** The argument of `$.respond`: the HTTP response of an HTTP-triggered workflow. */
interface PdHttpResponse {
  status: number;
  headers?: {[name: string]: string};
  body?: unknown;
  /** Send the response as soon as `$.respond` is called, instead of at the end of the execution. */
  immediate?: boolean;
}

interface PdFlow {
  /** End the execution; no later steps run. Use `return $.flow.exit()` so the rest of the step is skipped. */
  exit(reason?: string): void;
  /** Pause the workflow for `ms` milliseconds after this step. */
  delay(ms: number, context?: unknown): PdResumeUrls;
  /** Run this step again after `ms` milliseconds, up to `maxRetries` times. */
  rerun(ms: number, context?: unknown, maxRetries?: number): PdResumeUrls;
}

interface PdSend {
  http(config: {
    method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'CONNECT' | 'OPTIONS' | 'TRACE' | 'PATCH';
    url: string;
    headers?: {[name: string]: string};
    params?: {[name: string]: unknown};
    auth?: {username: string; password: string};
    data?: unknown;
  }): void;
  email(config: {subject?: string; text?: string; html?: string; include_collaborators?: boolean}): void;
  s3(config: {bucket: string; prefix: string; payload: unknown}): void;
  emit(config: {raw_event: unknown}): void;
  sse(config: {channel: string; payload: unknown}): void;
}

/** `$`: the object a step uses to talk to the platform. */
interface PdDollar {
  /** Export `value` as `steps.<this step>.<name>`. `$summary` sets the one-line summary of the step. */
  export(name: string, value: unknown): void;
  flow: PdFlow;
  respond(response: PdHttpResponse): Promise<any>;
  send: PdSend;
  /** Information about the current run of the step. */
  context: {
    run: {runs: number; context?: any; callback_request?: any; [key: string]: any};
    [key: string]: any;
  };
}

interface PdRunArguments {
  steps: PdSteps;
  $: PdDollar;
  /** Event sources receive the event itself (an HTTP request, a timer tick) instead. */
  [field: string]: any;
}

// ---------------------------------------------------------------------------------------------------------
// Components

interface PdComponent<P, M> {
  key?: string;
  name?: string;
  description?: string;
  version?: string;
  type?: 'action' | 'source';
  props?: P;
  methods?: M;
  hooks?: {deploy?(): unknown; activate?(): unknown; deactivate?(): unknown};
  dedupe?: 'unique' | 'greatest' | 'last';
  annotations?: {[hint: string]: boolean};
  run(args: PdRunArguments): unknown;
}

/**
 * A component whose props depend on other props' values: `additionalProps` returns more prop definitions,
 * which the component then reads on `this` under names known only at configuration time.
 */
interface PdDynamicComponent<P, M> extends PdComponent<P, M> {
  /** `previousPropDefs`: the component's prop definitions so far, by name, which it may change and return. */
  additionalProps(previousPropDefs: {[name: string]: {[field: string]: any}}): unknown;
}

/** A Node.js code step or component: `export default defineComponent({props, async run({steps, $}) {…}})`. */
declare function defineComponent<P extends {[name: string]: PdPropDefinition} = {}, M = {}>(
  component: PdDynamicComponent<P, M> & ThisType<PdThis<P> & M & {[dynamicProp: string]: any}>,
): PdComponent<P, M>;
declare function defineComponent<P extends {[name: string]: PdPropDefinition} = {}, M = {}>(
  component: PdComponent<P, M> & ThisType<PdThis<P> & M>,
): PdComponent<P, M>;

/** An app file (`type: "app"`): prop definitions and methods shared by an app's components. */
interface PdAppFile<M> {
  type: 'app';
  app: string;
  propDefinitions?: {[name: string]: unknown};
  methods?: M;
}

/**
 * Used by the checker only, never in pages: scripts/check-node-examples.mjs wraps an exported plain object with
 * `type: "app"` in it, as it wraps other plain component objects in `defineComponent`. In app methods, `this`
 * holds the connected account's `$auth` and the other methods.
 */
declare function __checkAppFile<M = {}>(
  app: PdAppFile<M> & ThisType<{$auth: {[field: string]: any}} & M>,
): PdAppFile<M>;

// ---------------------------------------------------------------------------------------------------------
// Modules examples import that are not installed in this repository

declare module '@pipedream/platform' {
  interface PlatformAxiosConfig {
    url: string;
    method?: string;
    baseURL?: string;
    headers?: {[name: string]: any};
    params?: {[name: string]: any};
    data?: unknown;
    auth?: {username: string; password: string};
    timeout?: number;
    responseType?: string;
    /** Resolve to the whole response (`status`, `headers`, `data`) instead of the body. */
    returnFullResponse?: boolean;
    /** Export the request config and response body from the step while you develop. */
    debug?: boolean;
    [option: string]: unknown;
  }
  /** OAuth 1.0a signing for apps that need it (Twitter): the token pair and the signer URL from `$auth`. */
  interface PlatformOAuth1SignConfig {
    token: {key: string; secret: string};
    oauthSignerUri: string;
  }
  /** axios wrapper: pass the step's `$` (in sources, `this`) and an axios request config; resolves to the body. */
  export function axios($: object, config: PlatformAxiosConfig, signConfig?: PlatformOAuth1SignConfig): Promise<any>;
  /** Throw it for invalid prop values: the builder shows the message on the step's configuration. */
  export class ConfigurationError extends Error {}
  /** Default polling interval of registry sources, in seconds. */
  export const DEFAULT_POLLING_SOURCE_TIMER_INTERVAL: number;
}

declare module 'axios' {
  interface AxiosResponse {
    data: any;
    status: number;
    statusText: string;
    headers: {[name: string]: any};
    config: any;
  }
  interface AxiosStatic {
    (config: {url?: string; [option: string]: any}): Promise<AxiosResponse>;
    (url: string, config?: {[option: string]: any}): Promise<AxiosResponse>;
    request(config: {[option: string]: any}): Promise<AxiosResponse>;
    get(url: string, config?: {[option: string]: any}): Promise<AxiosResponse>;
    delete(url: string, config?: {[option: string]: any}): Promise<AxiosResponse>;
    head(url: string, config?: {[option: string]: any}): Promise<AxiosResponse>;
    post(url: string, data?: unknown, config?: {[option: string]: any}): Promise<AxiosResponse>;
    put(url: string, data?: unknown, config?: {[option: string]: any}): Promise<AxiosResponse>;
    patch(url: string, data?: unknown, config?: {[option: string]: any}): Promise<AxiosResponse>;
    create(config?: {[option: string]: any}): AxiosStatic;
    isAxiosError(error: unknown): boolean;
    /**
     * Cancels a request from outside (axios 0.x and 1.x; deprecated for an `AbortSignal`, which Node.js 14 lacks):
     * the proxy examples stop a request whose timeout never starts.
     */
    CancelToken: {source(): {token: unknown; cancel(message?: string): void}};
    isCancel(value: unknown): boolean;
  }
  const axios: AxiosStatic;
  export default axios;
}

/**
 * Any other npm package: a step installs whatever it imports (also pinned, as in `axios@1.6.0`), so the check
 * cannot know its types. Packages installed in this repository (and Node.js built-ins) resolve to their real
 * types first; this fallback applies only to names that do not resolve.
 */
declare module '*';
