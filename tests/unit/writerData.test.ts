/** Data behind the writer components: guide cards, Python mappings, pricing tiers. */
import fs from 'node:fs';
import path from 'node:path';
import {cardsFor, languageOfRoute} from '../../plugins/lib/guideCards';
import {routeInVersion} from '../../src/lib/versionSwitch';
import {filterMappings} from '../../src/lib/filterMappings';
import {filesBelow} from '../lib/files';
import mappings from '../../src/data/python-mappings.json';
import {constantsFor, formatCount, pricingTiers, tierDailyInvocations, tierPrice} from '../../src/data/platform';

describe('guide cards', () => {
  const doc = (permalink: string, fm: Record<string, unknown> = {}) => ({
    title: `Title of ${permalink}`,
    description: `Description of ${permalink}`,
    permalink,
    frontMatter: fm,
  });

  it('reads the language from the path', () => {
    expect(languageOfRoute('/code/python/http-requests/')).toBe('python');
    expect(languageOfRoute('/code/nodejs/')).toBe('nodejs');
    expect(languageOfRoute('/code/ruby/')).toBe('native');
    expect(languageOfRoute('/workflows/examples/cron-job/')).toBe('native');
  });

  it('strips the version base', () => {
    expect(routeInVersion('/docs/v1/code/', '/docs/v1/')).toBe('/code/');
    expect(routeInVersion('/docs/code/go/', '/docs/')).toBe('/code/go/');
  });

  it('makes one card per page of the section, not the index, sorted by language descending', () => {
    const docs = [
      doc('/docs/code/'),
      doc('/docs/code/bash/', {short_description: 'Bash steps', thumbnail: '/img/thumbnails/code.svg'}),
      doc('/docs/code/python/'),
      doc('/docs/code/nodejs/async/'),
      doc('/docs/code/nodejs/'),
      doc('/docs/limits/'),
    ];
    const cards = cardsFor('code', docs, '/docs/');
    expect(cards.map((c) => c.route)).toEqual(['/code/python/', '/code/nodejs/', '/code/nodejs/async/', '/code/bash/']);
    const bash = cards.find((c) => c.language === 'bash')!;
    expect(bash).toMatchObject({description: 'Bash steps', thumbnail: '/img/thumbnails/code.svg', permalink: '/docs/code/bash/'});
    // Without short_description, the page description; without thumbnail, none.
    expect(cards[0]).toMatchObject({description: 'Description of /docs/code/python/', thumbnail: null});
  });

  it('every guide page of the current docs has a short description and a thumbnail that exists', () => {
    const root = path.join(__dirname, '..', '..');
    const guidePages = ['docs/workflows/examples', 'docs/examples'].flatMap((d) =>
      filesBelow(path.join(root, d))
        .filter((f) => f.endsWith('.md'))
        .map((f) => path.join(root, d, f)),
    );
    expect(guidePages.length).toBeGreaterThan(5);
    for (const file of guidePages) {
      const fm = fs.readFileSync(file, 'utf8').split('---')[1]!;
      const thumb = /^thumbnail: (.+)$/m.exec(fm)?.[1]?.trim();
      expect({file, short: /^short_description: .+$/m.test(fm)}).toEqual({file, short: true});
      expect({file, thumb: thumb && fs.existsSync(path.join(root, 'static', thumb))}).toEqual({file, thumb: true});
    }
  });
});

describe('python mappings', () => {
  it('are well-formed and unique', () => {
    expect(mappings.length).toBeGreaterThan(4);
    for (const m of mappings) expect(m).toEqual({package: expect.stringMatching(/^\S+$/), module: expect.stringMatching(/^[A-Za-z_][\w.]*$/)});
    expect(new Set(mappings.map((m) => m.package.toLowerCase())).size).toBe(mappings.length);
  });

  it('filter on either name, ignoring case and spaces', () => {
    const sample = [
      {package: 'PyYAML', module: 'yaml'},
      {package: 'beautifulsoup4', module: 'bs4'},
    ];
    expect(filterMappings(sample, ' YAML ')).toEqual([sample[0]]);
    expect(filterMappings(sample, 'soup')).toEqual([sample[1]]);
    expect(filterMappings(sample, '')).toEqual(sample);
    expect(filterMappings(sample, 'zzz')).toEqual([]);
  });
});

describe('pricing tiers', () => {
  it('compute the values the constants module shows', () => {
    const c = constantsFor('current');
    // The values as the product gives them (docs-dev/platform-values.md), written out rather than formatted by the module's own formatCount.
    expect(
      [c.monthlyInvocationsDeveloper, c.monthlyInvocationsProfessional, c.monthlyInvocationsTeam, c.monthlyInvocationsEnterprise].map(
        (v) => v.value,
      ),
    ).toEqual(['10,000', '20,000', '20,000', '100,000']);
    expect(c.dailyInvocationsDeveloper.value).toBe('333');
    expect(c.dailyInvocationsFreeOrg.value).toBe('66');
    expect([c.teamMembers.value, c.proTeamPrice.value]).toEqual(['5', '$19']);
    expect(pricingTiers.map(tierDailyInvocations)).toEqual(['333', 'No daily limit', 'No daily limit', 'No daily limit']);
    expect(pricingTiers.map((t) => t.name)).toEqual(['Developer', 'Professional', 'Team', 'Enterprise']);
  });

  it('print counts with thousands separators', () => {
    expect([0, 333, 10_000, 1_234_567].map(formatCount)).toEqual(['0', '333', '10,000', '1,234,567']);
  });

  it('never show a price the module does not hold', () => {
    expect(pricingTiers.map(tierPrice)).toEqual(['Free', '$19 per month', '$19 per month', 'Contact sales']);
  });
});
