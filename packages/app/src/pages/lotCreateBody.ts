import type { PropertySearchResponse } from '@rei/server/contract';
import type { PropertyCreateRequest } from '../data/properties';

/** The earliest year the create body accepts; PLUTO writes 0 for an unknown year. */
const EARLIEST_YEAR_BUILT = 1600;

/** `facts` without the entries that are null or undefined. */
function withoutMissing<T extends object>(facts: T): Partial<T> {
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;
}

/** A positive area rounded to whole square feet, or null. */
function positiveWhole(area: number | null): number | null {
  return area !== null && area > 0 ? Math.round(area) : null;
}

/**
 * The create body for a lot known only from the public record: its address and the lot's
 * facts (type, units, year built, building and lot area, BBL, building and tax class, zoning, owner). Missing facts are left out.
 */
export function lotCreateBody(property: PropertySearchResponse): PropertyCreateRequest {
  const lot = property.nycData?.lot ?? null;
  const units = property.units ?? lot?.unitsTotal ?? lot?.unitsResidential ?? null;
  const yearBuilt = property.yearBuilt ?? lot?.yearBuilt ?? null;
  const area = property.buildingArea ?? property.squareFeet ?? lot?.buildingArea ?? null;
  const facts = {
    zip: property.zip ?? lot?.zipCode ?? null,
    propertyType: property.propertyType,
    units: units !== null && Number.isInteger(units) && units >= 0 ? units : null,
    yearBuilt: yearBuilt !== null && yearBuilt >= EARLIEST_YEAR_BUILT ? Math.trunc(yearBuilt) : null,
    squareFeet: area !== null && area > 0 ? Math.round(area) : null,
    buildingArea: area !== null && area > 0 ? Math.round(area) : null,
    lotArea: positiveWhole(property.lotArea ?? lot?.lotArea ?? null),
    taxClass: property.taxClass ?? null,
    numFloors: property.numFloors ?? lot?.numFloors ?? null,
    bbl: property.bbl ?? property.nycData?.bbl ?? null,
    borough: property.borough ?? property.nycData?.borough ?? null,
    buildingClass: property.buildingClass ?? lot?.buildingClass ?? property.nycData?.lastSale?.buildingClass ?? null,
    buildingClassDescription: property.buildingClassDescription ?? lot?.buildingClassDescription ?? null,
    landUse: property.landUse ?? lot?.landUse ?? null,
    zoneDist1: property.zoneDist1 ?? lot?.zoneDist1 ?? null,
    zoneDist2: property.zoneDist2 ?? lot?.zoneDist2 ?? null,
    latitude: property.latitude ?? lot?.latitude ?? null,
    longitude: property.longitude ?? lot?.longitude ?? null,
    ownerName: property.ownerName ?? property.nycData?.owners[0]?.name ?? null,
  };
  return { address: property.address, city: property.city ?? 'New York', state: property.state ?? 'NY', ...withoutMissing(facts) };
}
