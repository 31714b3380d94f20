/**
 * The REST API's OpenAPI document (openapi/pipedream.yaml) in the build:
 * - validated before anything is built (plugins/lib/openapi/validate.ts): an invalid document, or an example
 *   that does not match its schema, stops the build with one line per problem naming the operation and
 *   the field;
 * - published after the build at `/docs/api/openapi.yaml` and `/docs/api/openapi.json`, with the API base
 *   URL of src/data/platform.ts as its server. Every docs version documents the same API, so both
 *   versions' pages link to these two files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadOpenApi, openApiPublicFiles, openApiSourceFile} from './lib/openapi/document';
import {assertValidOpenApi} from './lib/openapi/validate';

export const openApiPluginName = 'pipedream-openapi';

export default function openApiPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: openApiPluginName,
    getPathsToWatch() {
      return [path.join(siteDir, openApiSourceFile)];
    },
    async loadContent() {
      const {doc, yaml} = loadOpenApi(siteDir);
      await assertValidOpenApi(yaml, doc, openApiSourceFile);
    },
    async postBuild({outDir}) {
      const {yaml, json} = loadOpenApi(siteDir);
      await fs.mkdir(path.join(outDir, path.dirname(openApiPublicFiles.yaml)), {recursive: true});
      await fs.writeFile(path.join(outDir, openApiPublicFiles.yaml), yaml);
      await fs.writeFile(path.join(outDir, openApiPublicFiles.json), json);
    },
  };
}
