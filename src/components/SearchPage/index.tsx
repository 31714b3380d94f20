/**
 * The full results page, `/docs/search/?q=…` (route added by plugins/searchPlugin.ts, default build only).
 * A plain GET form: without JavaScript it still takes the reader to `?q=…`; with it, the page reads the URL
 * once the app runs (the server's HTML has no query, so the first render matches it), searches as the reader
 * types (from the first key, even one typed before the page ran) and keeps the URL in step. It searches the
 * latest version, `?version=v1` another one, and the "All versions" switch (`?all=1`) every version, each hit
 * then naming its version.
 *
 * The search forgives (src/lib/forgivingSearch.ts): a misspelt query lists its correction's hits under
 * "Showing results for …" with a link to the query as typed (`&literal=1`); a query that finds nothing lists
 * the closest pages and the version's sections. The sections (one per sidebar, plugins/searchPlugin.ts) come
 * with the page, so a reader without JavaScript has them too.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useSiteVersions} from '@site/src/lib/siteVersions';
import {useTypedBeforeHydration} from '@site/src/lib/typedBeforeHydration';
import {
  parseSearchRequest,
  resultsPageSize,
  searchPagePath,
  searchPlaceholder,
  searchRequestUrl,
  type Hit,
  type SearchRequest,
} from '@site/src/lib/localSearch';
import type {Found} from '@site/src/lib/pagefindClient';
import type {SectionData} from '@site/src/lib/searchWords';
import {Correction, NothingFound, Snippet} from '@site/src/components/SearchBar/HitText';
import styles from './styles.module.css';

/** Each version's sections, by label (the route's `sections` module, written by plugins/searchPlugin.ts). */
export type SearchSections = Readonly<Record<string, readonly SectionData[]>>;

interface Results {
  readonly request: SearchRequest;
  readonly found: Found;
  readonly hits: readonly Hit[];
}

function useResults(request: SearchRequest | null, baseUrl: string, versions: readonly string[]): {results: Results | null; error: string | null; more: () => void} {
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = request?.query ?? '';
  const version = request?.version ?? '';
  const all = request?.all ?? false;
  const literal = request?.literal ?? false;
  const labels = versions.join(',');
  useEffect(() => {
    if (!query) {
      setResults(null);
      return undefined;
    }
    let current = true;
    import('@site/src/lib/pagefindClient')
      .then(async ({searchDocs}) => {
        // "All versions": the reader's version's index, the others merged into it.
        const others = all ? labels.split(',').filter((v) => v !== version) : [];
        const found = await searchDocs(baseUrl, query, [version, ...others], {literal, shownFirst: resultsPageSize});
        const hits = found.count ? await found.hits(0, resultsPageSize) : [...found.closest];
        if (current) {
          setResults({request: {query, version, all, ...(literal && {literal: true as const})}, found, hits});
          setError(null);
        }
      })
      .catch((e: unknown) => current && setError(`Search is unavailable: ${String(e)}`));
    return () => {
      current = false;
    };
  }, [query, version, all, literal, baseUrl, labels]);
  const more = () => {
    if (!results) return;
    void results.found.hits(results.hits.length, resultsPageSize).then((next) =>
      setResults((r) => (r === results ? {...r, hits: [...r.hits, ...next]} : r)),
    );
  };
  return {results, error, more};
}

export default function SearchPage({sections}: {sections: SearchSections}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  // Every version, the frozen ones too, whose pages are another build's (config/buildPart.ts).
  const versions = useSiteVersions(baseUrl).versions.map((v) => v.label);
  const latest = versions[0]!;
  const location = useLocation();
  const history = useHistory();
  // The server rendered the page without a query: read the URL only once the app runs.
  const isBrowser = useIsBrowser();
  const parsed = parseSearchRequest(isBrowser ? location.search : '', versions);
  const request = 'error' in parsed ? null : parsed;
  const [text, setText] = useState<string | null>(null);
  const shownText = text ?? request?.query ?? '';
  const {results, error, more} = useResults(request, baseUrl, versions);

  const replace = (next: SearchRequest) => history.replace(searchRequestUrl(baseUrl, next, latest));
  // A query typed before the page ran is searched in the URL's version (read here: the render had no URL yet).
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, (typed) => {
    setText(typed);
    const fromUrl = parseSearchRequest(location.search, versions);
    replace({query: typed.trim(), version: 'error' in fromUrl ? latest : fromUrl.version, all: 'error' in fromUrl ? false : fromUrl.all});
  });
  const version = request?.version ?? latest;
  const all = request?.all ?? false;
  const versionSections = sections[version] ?? [];
  const sectionList = (
    <ul className={styles.sections}>
      {versionSections.map((s) => (
        <li key={s.url}>
          <Link to={s.url}>{s.title}</Link> <span className={styles.sectionPath}>{s.url}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <Layout title={request?.query ? `Search: ${request.query}` : 'Search'} description="Search the Pipedream docs">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{request?.query ? `Search results for "${request.query}"` : 'Search the documentation'}</h1>
        <form
          className={styles.form}
          method="get"
          action={`${baseUrl}${searchPagePath}`}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            replace({query: shownText.trim(), version, all});
          }}>
          <input
            ref={input}
            type="search"
            name="q"
            aria-label="Search the docs"
            placeholder={searchPlaceholder}
            className={styles.input}
            value={shownText}
            onChange={(event) => {
              setText(event.target.value);
              replace({query: event.target.value.trim(), version, all});
            }}
          />
          {version !== latest && <input type="hidden" name="version" value={version} />}
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              name="all"
              value="1"
              checked={all}
              onChange={(event) => replace({query: shownText.trim(), version, all: event.target.checked})}
            />{' '}
            All versions
          </label>
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <noscript>
          <p>Search results need JavaScript. Without it, start from a section of the docs:</p>
          {sectionList}
        </noscript>
        {'error' in parsed && <p className={styles.error} role="alert">{parsed.error}</p>}
        {error && <p className={styles.error} role="alert">{error}</p>}
        {results && (
          <>
            <p role="status">
              {results.found.count === 0
                ? `No results for "${results.request.query}" in ${results.request.all ? 'any version' : results.request.version}.`
                : `${results.found.count} ${results.found.count === 1 ? 'page' : 'pages'} found in ${
                    results.request.all ? 'all versions' : results.request.version
                  }.`}
            </p>
            {results.found.count > 0 && (results.found.query !== results.found.typed || results.found.dropped.length > 0) && (
              <Correction searched={results.found.query} dropped={results.found.dropped}>
                <Link to={searchRequestUrl(baseUrl, {...results.request, literal: true}, latest)}>Search for “{results.found.typed}” instead</Link>
              </Correction>
            )}
            {results.found.count === 0 && <NothingFound dropped={results.found.dropped} closest={results.hits.length > 0} />}
            <ol className={styles.results}>
              {results.hits.map((hit) => (
                <li key={hit.url} className={styles.result}>
                  <h2 className={styles.resultTitle}>
                    <Link to={hit.url}>{hit.title}</Link>
                    {results.request.all && <span className="badge badge--secondary margin-left--sm">{hit.version}</span>}
                  </h2>
                  {hit.section.length > 0 && <p className={styles.section}>{hit.section.join(' › ')}</p>}
                  <p className={styles.snippet}>
                    <Snippet excerpt={hit.excerpt} />
                  </p>
                </li>
              ))}
            </ol>
            {results.hits.length < results.found.count && (
              <button type="button" className="button button--secondary" onClick={more}>
                More results
              </button>
            )}
            {results.found.count === 0 && versionSections.length > 0 && (
              <section data-search-sections="">
                <h2 className={styles.sectionsTitle}>Browse the sections of {version}</h2>
                {sectionList}
              </section>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
