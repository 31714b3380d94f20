/**
 * The bench's median Lighthouse run (scripts/bench/browser.ts `medianRun`): mobile runs in rounds, and a page's
 * figure is the run with the median performance score.
 */
import {medianRun, type LighthouseResult} from '../../scripts/bench/browser';

const run = (performance: number, tbt: number): LighthouseResult => ({
  url: 'http://127.0.0.1/docs/x/',
  preset: 'mobile',
  scores: {performance, accessibility: 100, bestPractices: 100, seo: 100},
  metrics: {fcp: 900, lcp: 1000, tbt, cls: 0, speedIndex: 900},
  notes: [],
});

describe('medianRun', () => {
  it('is the run with the median score, whatever their order, with every run in rounds (in run order)', () => {
    const m = medianRun([run(99, 90), run(84, 600), run(95, 180)]);
    expect([m.scores.performance, m.metrics.tbt]).toEqual([95, 180]);
    expect(m.rounds).toEqual([
      {performance: 99, tbt: 90},
      {performance: 84, tbt: 600},
      {performance: 95, tbt: 180},
    ]);
  });

  it('among runs of the median score, takes the median blocking time', () => {
    expect(medianRun([run(97, 120), run(97, 160), run(97, 140)]).metrics.tbt).toBe(140);
  });

  it('of an even count, the lower of the two middle runs; of one, that run', () => {
    expect(medianRun([run(100, 40), run(90, 400), run(96, 150), run(98, 100)]).scores.performance).toBe(96);
    expect(medianRun([run(88, 450)]).scores.performance).toBe(88);
  });

  it('fails on no runs', () => {
    expect(() => medianRun([])).toThrow('no Lighthouse runs');
  });
});
