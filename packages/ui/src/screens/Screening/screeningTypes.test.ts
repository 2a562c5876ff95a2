import { describe, expect, it } from 'vitest';
import { screeningRefusalReasons } from './screeningTypes';

describe('screeningRefusalReasons', () => {
  it("lists every reason a refused count gave, each field in the screen's words, the criteria-wide reason as a sentence", () => {
    expect(
      screeningRefusalReasons({
        'body.filters': 'no lots to screen: PLUTO is not imported into this installation (rei import pluto <file>)',
        'body.filters.unitsMin': 'unitsMin (5) is above unitsMax (2)',
        'body.filters.boroughs.0': 'Invalid option',
        'body.buyBox.cashOnCash': 'must be a number',
        'body.strategyType': 'Invalid option',
        'filters.someNewCriterion': 'rests on nothing',
      }),
    ).toEqual([
      'No lots to screen: PLUTO is not imported into this installation (rei import pluto <file>)',
      'Units at least: unitsMin (5) is above unitsMax (2)',
      'Boroughs: Invalid option',
      'Cash-on-cash at least (%): must be a number',
      'Calculator: Invalid option',
      'Some new criterion: rests on nothing',
    ]);
  });

  it('is empty without reasons', () => {
    expect(screeningRefusalReasons(undefined)).toEqual([]);
    expect(screeningRefusalReasons({ 'body.filters': ' ' })).toEqual([]);
  });
});
