import { describe, expect, it } from 'vitest';
import { hazardOfAlertType, hazardsNamedIn, reportFitsHazards } from './report-hazards.js';

describe("a report's hazard, read from its words", () => {
  it.each([
    ['River rising near the bridge', ['FLOOD']],
    ['Water level of the tank bund is high', ['FLOOD']],
    ['Cracks opening on the slope above the school', ['LANDSLIDE']],
    ['Mud and boulders on the road', ['LANDSLIDE']],
    ['Strong wind, roofs blown off', ['CYCLONE']],
    ['Smoke from the forest reserve', ['FIRE']],
    ['Wells are dry in the village', ['DROUGHT']],
    ['ගඟේ ජල මට්ටම ඉහළ යයි, ගංවතුර', ['FLOOD']],
    ['කන්දේ ඉරිතැලීම් පෙනේ', ['LANDSLIDE']],
    ['ஆற்று நீர்மட்டம் உயர்கிறது', ['FLOOD']],
    ['மலைச் சாய்வில் வெடிப்புகள்', ['LANDSLIDE']],
    ['Heavy rain since morning', []],
    ['Crackers at the temple festival', []],
  ])('%s', (text, hazards) => {
    expect([...hazardsNamedIn(text)].sort()).toEqual([...hazards].sort());
  });

  it('does not read a word inside another (firewood is not a fire, mudalali is no mud)', () => {
    expect([...hazardsNamedIn('Collecting firewood; the mudalali closed the shop')]).toEqual([]);
    expect([...hazardsNamedIn('Two rivers overflowing')]).toEqual(['FLOOD']);
  });
});

describe('which reports of a group an alert closes by default', () => {
  const flood = new Set(hazardsNamedIn('River rising near the bridge'));
  it('a report naming another hazard only is left out; one naming none, or the same, is in', () => {
    expect(reportFitsHazards('Cracks opening on the slope above the school', flood)).toBe(false);
    expect(reportFitsHazards('Water in the houses now', flood)).toBe(true);
    expect(reportFitsHazards('Heavy rain since morning', flood)).toBe(true);
    expect(reportFitsHazards('River overflowing, and a crack in the bund slope', flood)).toBe(true);
  });

  it('an alert of no known hazard (OTHER, or not chosen) takes every report', () => {
    expect(hazardOfAlertType('OTHER')).toBeNull();
    expect(reportFitsHazards('Cracks on the slope', new Set())).toBe(true);
    expect(hazardOfAlertType('LANDSLIDE')).toBe('LANDSLIDE');
  });
});
