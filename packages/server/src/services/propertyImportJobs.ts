/**
 * Large property imports run as jobs (see `importProperties` and `IMPORT_JOB_MIN_ROWS`): the
 * job as the API shows it, read within the selected organization.
 */
import type { PropertyImportJob, PropertyImportResponse } from '../contract';
import type { Database } from '../db/database';
import { findJobOfOrganization, type BackgroundJobRow } from '../db/queries/backgroundJobs';
import { notFound } from '../errors';
import { jobStatusOf } from '../jobs/jobStatus';
import type { OrganizationScope } from './organizationScope';

/** A property import job as the contract shows it. */
export function propertyImportJobOf(row: BackgroundJobRow): PropertyImportJob {
  return { ...jobStatusOf(row), result: row.state === 'completed' && row.result ? (row.result as unknown as PropertyImportResponse) : null };
}

/** GET /api/properties/import/jobs/{jobId}: an import job of the selected organization, else 404. */
export async function getPropertyImportJob(db: Database, scope: OrganizationScope, jobId: string): Promise<PropertyImportJob> {
  const row = await findJobOfOrganization(db, scope.organizationId, 'property-import', jobId);
  if (!row) throw notFound('Import job not found');
  return propertyImportJobOf(row);
}
