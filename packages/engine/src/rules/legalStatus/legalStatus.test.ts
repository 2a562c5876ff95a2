import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SAMPLE_LEGAL_PROPERTIES, legalStatus, mockLegalRules, type LegalSource } from './legalStatus';

describe('legalStatus', () => {
  it('is clear when there are no records', () => {
    expect(legalStatus({})).toEqual({ pills: [], badges: ['Clear Legal Status'], hasLegalIssues: false, isSample: false });
    expect(legalStatus({ evictionCount: 0, taxLienAmount: 0, foreclosureStatus: '  ' }).hasLegalIssues).toBe(false);
  });

  it('maps eviction counts, falling back to violationCount', () => {
    const status = legalStatus({ violationCount: 3 });
    expect(status.evictionDetails).toEqual({ count: 3, filings: [] });
    expect(status.pills).toEqual([{ kind: 'eviction', label: '3 Evictions', status: 'On Record' }]);
    expect(status.badges).toEqual(['Eviction History']);
    const one = legalStatus({
      evictionCount: 1,
      violationCount: 9,
      evictionFilings: [{ executedDate: '2023-01-02', marshalName: 'M', docket: 'D1', apartmentNumber: '2', status: 'Executed' }],
    });
    expect(one.evictionDetails?.count).toBe(1);
    expect(one.pills[0]).toEqual({ kind: 'eviction', label: '1 Eviction', status: 'Executed' });
  });

  it('implies a 15,000 lien from the delinquent-tax flag', () => {
    const status = legalStatus({ delinquentTaxes: true, taxLienDate: '2024-01-05' });
    expect(status.taxLienDetails).toMatchObject({ lienAmount: 15_000, filedDate: '2024-01-05', status: 'Outstanding' });
    expect(legalStatus({ taxLienAmount: 8_200, delinquentTaxes: true, taxLienStatus: 'Resolved' }).taxLienDetails).toMatchObject({
      lienAmount: 8_200,
      status: 'Resolved',
    });
    expect(legalStatus({ taxLienStatus: 'Active' }).taxLienDetails?.lienAmount).toBeNull();
  });

  it('implies a pre-foreclosure notice from the mortgage-default flag and reads the lender', () => {
    const status = legalStatus({ mortgageDefault: true, lender: 'First Bank', ownerName: 'J. Doe', foreclosureAmount: 300_000 });
    expect(status.foreclosureDetails).toEqual({
      status: 'Pre-Foreclosure Notice',
      creditor: 'First Bank',
      debtor: 'J. Doe',
      lienAmount: 300_000,
      noticeDate: null,
    });
    expect(status.badges).toEqual(['Pre-Foreclosure']);
    expect(legalStatus({ foreclosureStatus: 'Notice of Default', foreclosureCreditor: 'A', lender: 'B' }).foreclosureDetails?.creditor).toBe('A');
  });

  it('implies probate Pending for an estate owner', () => {
    const status = legalStatus({ ownerStatus: 'ESTATE', probateCaseNumber: '2024-1' });
    expect(status.probateDetails).toMatchObject({ status: 'Pending', caseNumber: '2024-1' });
    expect(status.badges).toEqual(['Probate']);
    expect(status.hasLegalIssues).toBe(true);
    expect(legalStatus({ probateStatus: 'In Progress' }).probateDetails?.status).toBe('In Progress');
  });

  it('prefers structured details', () => {
    const status = legalStatus({
      evictionCount: 5,
      evictionDetails: { count: 2, filings: [] },
      taxLienDetails: { lienAmount: 1, filedDate: null, collector: 'X', taxYear: 2022, status: 'Active' },
      foreclosureDetails: { creditor: 'C', debtor: 'D', lienAmount: 2, noticeDate: null, status: 'In Progress' },
      probateDetails: { source: 'api', caseNumber: 'P', petitioner: null, dateFiled: null, courtName: null, deceasedName: null, status: 'Pending' },
    });
    expect(status.evictionDetails?.count).toBe(2);
    expect(status.pills.map((p) => p.kind)).toEqual(['foreclosure', 'taxLien', 'eviction', 'probate']);
    expect(status.badges).toEqual(['Pre-Foreclosure', 'Tax Lien', 'Eviction History', 'Probate']);
  });

  it('shows a pill exactly for each record and is clear exactly when there are none (law)', () => {
    const source: fc.Arbitrary<LegalSource> = fc.record(
      {
        evictionCount: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        taxLienAmount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        delinquentTaxes: fc.boolean(),
        mortgageDefault: fc.boolean(),
        ownerStatus: fc.constantFrom('Estate', 'Individual', null),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(source, (p) => {
        const status = legalStatus(p);
        const detailCount = [status.evictionDetails, status.foreclosureDetails, status.taxLienDetails, status.probateDetails].filter(Boolean).length;
        expect(status.pills).toHaveLength(detailCount);
        expect(status.hasLegalIssues).toBe(detailCount > 0);
        expect(status.badges.includes('Clear Legal Status')).toBe(!status.hasLegalIssues);
        expect(status.isSample).toBe(false);
      }),
    );
  });
});

describe('mockLegalRules (demo only)', () => {
  it('adds sample foreclosure and tax lien above 700,000 or in the Bronx', () => {
    const pricey = mockLegalRules({ purchasePrice: 850_000, ownerName: 'Owner' });
    expect(pricey.isSample).toBe(true);
    expect(pricey.badges).toEqual(['Pre-Foreclosure', 'Tax Lien']);
    expect(pricey.foreclosureDetails?.debtor).toBe('Owner');
    expect(mockLegalRules({ purchasePrice: 100_000, city: 'bronx' }).hasLegalIssues).toBe(true);
    expect(mockLegalRules({ borough: 'BX' }).hasLegalIssues).toBe(true);
  });

  it('leaves other properties with their own records', () => {
    const plain = mockLegalRules({ purchasePrice: 700_000, city: 'Brooklyn' });
    expect(plain).toMatchObject({ badges: ['Clear Legal Status'], isSample: true });
    expect(mockLegalRules({ purchasePrice: 900_000, evictionCount: 2 }).badges).toEqual(['Pre-Foreclosure', 'Tax Lien', 'Eviction History']);
  });

  it('has sample properties covering flagged and clear cases', () => {
    const statuses = SAMPLE_LEGAL_PROPERTIES.map(mockLegalRules);
    expect(statuses.some((s) => s.badges.includes('Clear Legal Status'))).toBe(true);
    expect(statuses.some((s) => s.badges.includes('Pre-Foreclosure'))).toBe(true);
    expect(statuses.some((s) => s.badges.includes('Probate'))).toBe(true);
  });

  it('never marks a real property as a sample and never invents records for it', () => {
    expect(legalStatus({ purchasePrice: 5_000_000, city: 'Bronx' } as LegalSource).hasLegalIssues).toBe(false);
  });
});
