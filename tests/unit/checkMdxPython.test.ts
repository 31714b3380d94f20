/**
 * check-mdx checks a page's Python step examples against the Python runtime of the page's version
 * (scripts/lib/pythonExampleRuntime.ts): a PyPI package whose newest releases no longer run there
 * (scripts/lib/pypiPackages.ts) is pinned to a release that does with Pipedream's magic comment. The first fixture
 * is the Snowflake page's Python step before fresh read 19 pinned it (commit 4a0961f), which fails, then as pinned.
 */
import {pinnedPypiPackages, pypiPackagesRuntime, releaseAtMost} from '@site/scripts/lib/pypiPackages';
import {importedModules, pypiNameOfModule, pythonPackageProblems} from '@site/scripts/lib/pythonExampleRuntime';
import {platformConstants} from '@site/src/data/platform';
import {block, problemsOf, v1, v2} from '../lib/pageChecks';


const snowflakeStep = (comment: string) =>
  block(
    'python',
    comment,
    'import json',
    'import os',
    '',
    'import snowflake.connector',
    '',
    '',
    'def handler(pd: "pipedream"):',
    '    conn = snowflake.connector.connect(account=os.environ["SNOWFLAKE_ACCOUNT"])',
    '    return json.dumps(conn.cursor().execute("SELECT 1").fetchone())',
  );

describe('PyPI packages that need a newer Python than the stated runtime', () => {
  it('fails the Snowflake step before fresh read 19: the magic comment named no release', () => {
    expect(problemsOf(`Intro.\n\n${snowflakeStep('# pipedream add-package snowflake-connector-python')}`)).toEqual([
      'line 4: `# pipedream add-package snowflake-connector-python` installs the latest release of snowflake-connector-python, which no longer supports Python 3.8, the version code steps run (3.14.1: "Dropped support for Python 3.8", its release notes on PyPI of 2025-04-21; scripts/lib/pypiPackages.ts): pin 3.13.2 or older, `# pipedream add-package snowflake-connector-python==3.13.2`',
    ]);
  });

  it('fails the same step with no magic comment at all, at the import line', () => {
    expect(problemsOf(snowflakeStep('# Snowflake'))).toEqual([
      'line 6: `import snowflake.connector` installs the latest release of snowflake-connector-python, which no longer supports Python 3.8, the version code steps run (3.14.1: "Dropped support for Python 3.8", its release notes on PyPI of 2025-04-21; scripts/lib/pypiPackages.ts): add `# pipedream add-package snowflake-connector-python==3.13.2` to the block',
    ]);
  });

  it('passes the Snowflake step as pinned, and an older release', () => {
    expect(problemsOf(snowflakeStep('# pipedream add-package snowflake-connector-python==3.13.2'))).toEqual([]);
    expect(problemsOf(snowflakeStep('# pipedream add-package snowflake-connector-python==3.6.0'))).toEqual([]);
  });

  it('maps import names through Pipedream\'s mapping, checks fragments and v1, and fails releases too new or left open', () => {
    const text = [
      block('python', 'from google.cloud import bigquery', '', 'def handler(pd: "pipedream"):', '    return bigquery.__version__'),
      block('python fragment', 'import requests', 'import pandas as pd_lib'),
      block('python', '# pipedream add-package pandas==2.1.0', '# pipedream add-package Requests>=2.31', 'import pandas, requests', 'def handler(pd: "pipedream"):', '    pass'),
    ].join('\n');
    expect(problemsOf(text, v1).map((p) => p.replace(/ \(.*\): /, ': '))).toEqual([
      'line 2: `from google.cloud import bigquery` installs the latest release of google-cloud-bigquery, which no longer supports Python 3.8, the version code steps run: add `# pipedream add-package google-cloud-bigquery==3.30.0` to the block',
      'line 9: `import requests` installs the latest release of requests, which no longer supports Python 3.8, the version code steps run: add `# pipedream add-package requests==2.32.4` to the block',
      'line 10: `import pandas as pd_lib` installs the latest release of pandas, which no longer supports Python 3.8, the version code steps run: add `# pipedream add-package pandas==2.0.3` to the block',
      'line 14: `# pipedream add-package pandas==2.1.0` installs a release that does not support Python 3.8, the version code steps run: pin 2.0.3 or older, `# pipedream add-package pandas==2.0.3`',
      'line 15: `# pipedream add-package Requests>=2.31` installs the latest release of requests, which no longer supports Python 3.8, the version code steps run: pin 2.32.4 or older, `# pipedream add-package requests==2.32.4`',
    ]);
  });

  it('passes pinned steps, packages the table does not list, and a script the reader runs on their own machine', () => {
    const text = [
      block('python', '# pipedream add-package requests==2.32.4', '# pipedream add-package google-cloud-bigquery==3.30.0', 'import requests', 'from google.cloud import bigquery', 'def handler(pd: "pipedream"):', '    pass'),
      block('python', 'import os, json', 'from bs4 import BeautifulSoup', 'def handler(pd: "pipedream"):', '    pass'),
      block('python', 'import requests', '', 'while True:', '    requests.get("https://api.pipedream.com/v1/users/me")'),
      block('js', 'import requests from "requests";'),
    ].join('\n');
    expect(problemsOf(text)).toEqual([]);
  });

  it('reads the module names an import statement installs', () => {
    expect([importedModules('import a.b as x, c'), importedModules('from google.cloud import bigquery, storage as s'), importedModules('from . import local'), importedModules('from x import (y, z)')]).toEqual([
      ['a.b', 'c'],
      ['google.cloud.bigquery', 'google.cloud.storage'],
      [],
      ['x.y', 'x.z'],
    ]);
    expect(['snowflake.connector.pandas_tools', 'google.cloud.bigquery', 'bs4', 'requests.adapters', 'google.cloud'].map(pypiNameOfModule)).toEqual([
      'snowflake-connector-python',
      'google-cloud-bigquery',
      'beautifulsoup4',
      'requests',
      'google',
    ]);
  });

  it('names the stated runtime in its message', () => {
    const value = 'import pandas\ndef handler(pd: "pipedream"):\n    pass';
    expect(pythonPackageProblems({lang: 'py', value, firstLine: 7}, {pythonVersion: '3.8'})[0]).toMatch(/^line 7: `import pandas` installs the latest release of pandas, which no longer supports Python 3\.8,/);
  });

  it('is a table for the runtime every docs version states, each row with a release and its reason', () => {
    expect(Object.entries(platformConstants).map(([name, c]) => [name, c.pythonVersion.value])).toEqual(Object.keys(platformConstants).map((name) => [name, pypiPackagesRuntime]));
    for (const p of pinnedPypiPackages) {
      expect(p.newest).toMatch(/^\d+\.\d+\.\d+$/);
      expect(p.source).toMatch(/^\d+\.\d+\.\d+: "/);
    }
    expect([releaseAtMost('2.0.3', '2.0.3'), releaseAtMost('2.0', '2.0.3'), releaseAtMost('1.5.3', '2.0.3'), releaseAtMost('2.1.0', '2.0.3'), releaseAtMost('2.0.3.post1', '2.0.3')]).toEqual([true, true, true, false, false]);
  });
});
