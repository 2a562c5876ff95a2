import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RELATED_OWNERS_TEXT, RelatedOwnersBlock } from './RelatedOwnersBlock';
import type { OwnerSourceView } from './ownerSearchTypes';

const unreachable = (source: 'hpd' | 'acris', title: string): OwnerSourceView => ({
  source,
  title,
  mode: 'unavailable',
  provenance: [],
  problem: `NYC Open Data could not be reached, so the lot’s owners in ${title} were not read.`,
});

describe('RelatedOwnersBlock: found, checked and none, or not checked', () => {
  it('offline: says the owner could not be looked up and why, never that the record names no owner', () => {
    render(
      <RelatedOwnersBlock
        data={{ owners: [], results: [], sources: [unreachable('hpd', 'HPD Registrations and Contacts'), unreachable('acris', 'ACRIS Real Property Parties, Legals and Master')] }}
      />,
    );
    expect(screen.getByText(RELATED_OWNERS_TEXT.notChecked)).toBeTruthy();
    expect(screen.getByText(/HPD Registrations and Contacts: NYC Open Data could not be reached/)).toBeTruthy();
    expect(screen.getByText(/ACRIS Real Property Parties, Legals and Master: NYC Open Data could not be reached/)).toBeTruthy();
    expect(screen.queryByText(/names no owner/)).toBeNull();
  });

  it('with no answer at all, claims nothing about the record', () => {
    render(<RelatedOwnersBlock data={null} />);
    expect(screen.queryByText(/names no owner/)).toBeNull();
    expect(screen.getByText('The owners of this lot were not looked up.')).toBeTruthy();
  });

  it('checked and none: the record names no owner', () => {
    render(<RelatedOwnersBlock data={{ owners: [], results: [], sources: [] }} />);
    expect(screen.getByText(RELATED_OWNERS_TEXT.noOwner)).toBeTruthy();
  });
});
