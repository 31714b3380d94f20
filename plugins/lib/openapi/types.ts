/**
 * The parts of an OpenAPI 3.1 document the site reads (openapi/pipedream.yaml): enough to render the REST
 * reference and to name operations in validation messages. The validator (./validate.ts) checks the rest.
 */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface Reference {
  readonly $ref: string;
}

export interface SchemaObject {
  readonly type?: string | readonly string[];
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly properties?: Readonly<Record<string, SchemaObject | Reference>>;
  readonly items?: SchemaObject | Reference;
  readonly allOf?: readonly (SchemaObject | Reference)[];
  readonly $ref?: string;
}

export interface ParameterObject {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: SchemaObject | Reference;
  readonly example?: unknown;
  readonly allowEmptyValue?: boolean;
}

export interface MediaTypeObject {
  readonly schema?: SchemaObject | Reference;
  readonly example?: unknown;
  readonly examples?: Readonly<Record<string, {readonly value?: unknown}>>;
}

export interface RequestBodyObject {
  readonly required?: boolean;
  readonly description?: string;
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
}

export interface ResponseObject {
  readonly description: string;
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
}

export interface OperationObject {
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly (ParameterObject | Reference)[];
  readonly requestBody?: RequestBodyObject | Reference;
  readonly responses?: Readonly<Record<string, ResponseObject | Reference>>;
}

export type PathItem = Partial<Record<HttpMethod, OperationObject>> & {
  readonly parameters?: readonly (ParameterObject | Reference)[];
};

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: {readonly title: string; readonly version: string; readonly description?: string};
  readonly servers?: readonly {readonly url: string; readonly description?: string}[];
  readonly tags?: readonly {readonly name: string; readonly description?: string}[];
  readonly paths?: Readonly<Record<string, PathItem>>;
  readonly components?: {
    readonly schemas?: Readonly<Record<string, SchemaObject>>;
    readonly parameters?: Readonly<Record<string, ParameterObject>>;
    readonly responses?: Readonly<Record<string, ResponseObject>>;
    readonly requestBodies?: Readonly<Record<string, RequestBodyObject>>;
  };
}

export const isReference = (v: unknown): v is Reference =>
  typeof v === 'object' && v !== null && typeof (v as Reference).$ref === 'string';
