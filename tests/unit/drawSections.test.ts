/**
 * @jest-environment jsdom
 */
/**
 * src/lib/drawSections.ts: the article's sections not drawn yet are drawn one per idle slice, top to bottom,
 * each laid out in its own slice; a new page stops the drawing of the last one.
 */
import {drawSectionsWhenIdle, drawnAttribute, type IdleScheduler} from '../../src/lib/drawSections';

/** An idle scheduler the test runs by hand, slice by slice. */
function slices() {
  const pending: (() => void)[] = [];
  const schedule: IdleScheduler = (run) => {
    pending.push(run);
    return () => pending.splice(pending.indexOf(run), 1);
  };
  return {schedule, pending, runOne: () => pending.shift()!()};
}

function article(sections: number, drawn: number[] = []) {
  document.body.innerHTML = `<div class="markdown"><p>intro</p>${Array.from({length: sections}, (_, i) => `<section class="markdown-section" id="s${i}"${drawn.includes(i) ? ` ${drawnAttribute}` : ''}><h2>${i}</h2></section>`).join('')}</div><section class="markdown-section" id="outside"></section>`;
  const laidOut: string[] = [];
  for (const s of document.querySelectorAll<HTMLElement>('section')) {
    Object.defineProperty(s, 'offsetHeight', {get: () => (laidOut.push(s.id), 100)});
  }
  const drawnIds = () => [...document.querySelectorAll(`[${drawnAttribute}]`)].map((s) => s.id);
  return {laidOut, drawnIds};
}

describe('drawSectionsWhenIdle', () => {
  it('draws one section per idle slice, top to bottom, laying each out in its slice', () => {
    const {laidOut, drawnIds} = article(3);
    const idle = slices();
    drawSectionsWhenIdle(document, idle.schedule);
    expect(drawnIds()).toEqual([]);
    idle.runOne();
    expect(drawnIds()).toEqual(['s0']);
    expect(laidOut).toEqual(['s0']);
    idle.runOne();
    idle.runOne();
    expect(drawnIds()).toEqual(['s0', 's1', 's2']);
    expect(laidOut).toEqual(['s0', 's1', 's2']);
    // Nothing is left to do: the last slice asks for no other.
    idle.runOne();
    expect(idle.pending).toEqual([]);
  });

  it('leaves sections already drawn, and sections outside an article, alone', () => {
    const {laidOut, drawnIds} = article(3, [1]);
    const idle = slices();
    drawSectionsWhenIdle(document, idle.schedule);
    while (idle.pending.length) idle.runOne();
    expect(drawnIds()).toEqual(['s0', 's1', 's2']);
    expect(laidOut).toEqual(['s0', 's2']);
  });

  it('stops when told (the reader has gone to another page)', () => {
    const {drawnIds} = article(3);
    const idle = slices();
    const stop = drawSectionsWhenIdle(document, idle.schedule);
    idle.runOne();
    stop();
    expect(idle.pending).toEqual([]);
    expect(drawnIds()).toEqual(['s0']);
  });
});
