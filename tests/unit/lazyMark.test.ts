import {createLazyMark, type MarkLoader} from '@site/src/lib/lazyMark';

function fakeMarkJs() {
  const calls: string[] = [];
  const load = jest.fn<ReturnType<MarkLoader>, []>(async () =>
    class {
      constructor(private readonly context: Element) {}
      mark(keywords: string | readonly string[]) {
        calls.push(`mark ${String(keywords)} in ${this.context.id}`);
      }
      unmark() {
        calls.push(`unmark in ${this.context.id}`);
      }
    },
  );
  return {calls, load};
}
const article = {id: 'article'} as Element;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazy mark.js', () => {
  it('loads nothing for a page without terms (the plugin unmarks on every page)', async () => {
    const {calls, load} = fakeMarkJs();
    const Mark = createLazyMark(load);
    new Mark(article).unmark();
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('loads mark.js once, on the first terms, and keeps the calls in order', async () => {
    const {calls, load} = fakeMarkJs();
    const Mark = createLazyMark(load);
    const first = new Mark(article);
    first.unmark();
    first.mark(['cron', 'job']);
    const second = new Mark(article);
    second.unmark();
    second.mark(['okta']);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['mark cron,job in article', 'unmark in article', 'mark okta in article']);
  });
});
