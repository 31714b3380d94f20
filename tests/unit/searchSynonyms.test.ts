/**
 * The search synonyms (src/data/searchSynonyms.ts, plugins/lib/searchSynonyms.ts): how a term is matched, which
 * pages get the aliases, and the checks the build runs on the list. Each alias on the built index:
 * tests/site/search.test.ts.
 */
import {docsProblems, listProblems, mentions, pageSynonyms} from '@site/plugins/lib/searchSynonyms';
import {searchSynonyms} from '@site/src/data/searchSynonyms';

describe('mentions', () => {
  it.each([
    ['Make HTTP requests with Go', 'Go', true],
    ['Go to the settings', 'Go', true],
    ['Where to go next', 'Go', false],
    ['Using data stores in Node.js', 'data stores', true],
    ['Data-stores and more', 'data stores', true],
    ['Using data store keys', 'data stores', false],
    ['Email Triggers', 'email trigger', true],
    ['Writing Node.js in Steps', 'Node.js', true],
    ['Logging in with SSO', 'SSO', true],
    ['SSOs', 'SSO', true],
    ['Gopher', 'Go', false],
  ])('"%s" mentions "%s": %s', (text, term, yes) => {
    expect(mentions(text, term)).toBe(yes);
  });
});

describe('pageSynonyms', () => {
  const entries = [
    {term: 'email trigger', aliases: ['inbox']},
    {term: 'Go', aliases: ['golang']},
    {term: 'cron', aliases: ['crontab']},
  ];

  it('takes a term in the title for the page, a term in a heading (read with the title) for a section', () => {
    const {title, heading} = pageSynonyms(entries, 'Triggers', ['HTTP', 'Email', 'Schedule with cron']);
    expect(title).toEqual([]);
    expect(heading.map((e) => e.term)).toEqual(['email trigger', 'cron']);
    expect(pageSynonyms(entries, 'Make HTTP requests with Go', ['Go modules']).title.map((e) => e.term)).toEqual(['Go']);
    expect(pageSynonyms(entries, 'Make HTTP requests with Go', ['Go modules']).heading).toEqual([]);
  });
});

describe('the list', () => {
  it('src/data/searchSynonyms.ts has no mistakes', () => {
    expect(listProblems(searchSynonyms)).toEqual([]);
  });

  it('a mistake in the list is a line naming the file and the entry', () => {
    expect(
      listProblems([
        {term: 'cron', aliases: ['Crontab', 'cron', 'x  y']},
        {term: 'Cron', aliases: []},
      ]),
    ).toEqual([
      'src/data/searchSynonyms.ts: alias "Crontab" of "cron" is not lower case words (a-z, 0-9, "-", ".", single spaces)',
      'src/data/searchSynonyms.ts: "cron" lists itself as an alias',
      'src/data/searchSynonyms.ts: alias "x  y" of "cron" is not lower case words (a-z, 0-9, "-", ".", single spaces)',
      'src/data/searchSynonyms.ts: "Cron" is listed twice',
      'src/data/searchSynonyms.ts: "Cron" has no aliases',
    ]);
  });

  it('a term no page has, or no title or heading names, is an error (the build runs this on every page)', () => {
    const entries = [
      {term: 'cron', aliases: ['crontab']},
      {term: 'zapier', aliases: ['zap']},
      {term: 'delay', aliases: ['sleep']},
    ];
    expect(docsProblems(entries, ['Run a cron job. Use delay in code.'], new Set(['cron']))).toEqual([
      'src/data/searchSynonyms.ts: "zapier" occurs on no page of the docs: write it as the pages do, or remove the entry',
      'src/data/searchSynonyms.ts: "delay" is in no page\'s title or headings, so its aliases would find nothing: write it as a title or heading does, or remove the entry',
    ]);
  });
});
