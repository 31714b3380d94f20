/**
 * What the REST reference page adds to the OpenAPI document (openapi/pipedream.yaml), which stays free of
 * site details. Read by plugins/openApiRemarkPlugin.ts.
 */

/**
 * Anchors that earlier headings of the page had, kept as empty `<a id>` before the operation that now
 * covers them, so old links still land there. Each operation's own anchor is the slug of its `summary`:
 * changing a summary changes its anchor, so add the old one here.
 * tests/unit/openApi.test.ts checks every anchor the pages had when they were generated still exists.
 */
export const restApiExtraAnchors: Readonly<Record<string, readonly string[]>> = {
  // v2 had a "List webhooks" section pointing at the users' webhooks endpoint.
  getCurrentUserWebhooks: ['list-webhooks'],
  // v1's heading for the same endpoint.
  createAutoSubscription: ['automatically-subscribe-a-listener-to-events-from-new-workflows-and-sources'],
};

/** The element a page writes where the endpoint sections go. */
export const openApiMarker = 'OpenApiOperations';
