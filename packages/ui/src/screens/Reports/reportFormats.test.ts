import { TIERS, tierRank } from '@rei/engine';
import { describe, expect, it } from 'vitest';
import { PROPERTY_REPORT_FORMATS, TEAM_REPORT_FORMATS, canBuildReport, planUnlockingReport } from './reportFormats';

const ALL = [...PROPERTY_REPORT_FORMATS, ...TEAM_REPORT_FORMATS];

describe('report formats gated by PLANS', () => {
  it('opens csv to every plan, xlsx and pdf from rookie, branded pdf from operator, team files and the premium due-diligence pdf to hunter', () => {
    expect(ALL.filter((format) => canBuildReport('scout', format))).toEqual(['csv']);
    expect(ALL.filter((format) => canBuildReport('rookie', format))).toEqual(['csv', 'xlsx', 'pdf']);
    expect(ALL.filter((format) => canBuildReport('operator', format))).toEqual(['csv', 'xlsx', 'pdf', 'pdf-branded']);
    expect(ALL.filter((format) => canBuildReport('hunter', format))).toEqual(ALL);
  });

  it('treats an inactive subscription as scout', () => {
    expect(canBuildReport({ tier: 'hunter', status: 'cancelled' }, 'pdf')).toBe(false);
    expect(canBuildReport(null, 'csv')).toBe(true);
  });

  it('names the cheapest plan that opens a locked format, and that plan does open it', () => {
    expect(planUnlockingReport('pdf')).toEqual({ tier: 'rookie', name: 'Rookie' });
    expect(planUnlockingReport('pdf-branded')).toEqual({ tier: 'operator', name: 'Operator' });
    expect(planUnlockingReport('team-csv')).toEqual({ tier: 'hunter', name: 'Hunter' });
    expect(planUnlockingReport('pdf-premium')).toEqual({ tier: 'hunter', name: 'Hunter' });
    for (const format of ALL) {
      const { tier } = planUnlockingReport(format);
      expect(canBuildReport(tier, format)).toBe(true);
      // No cheaper plan opens it.
      for (const cheaper of TIERS.filter((candidate) => tierRank(candidate) < tierRank(tier))) expect(canBuildReport(cheaper, format)).toBe(false);
    }
  });
});
