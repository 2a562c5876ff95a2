/** One property's cash-flow audit, run now or read back: the audit row and, when possible, a new forecast in the same transaction. */
import type { PropertyAuditResponse } from '../../contract';
import type { Database } from '../../db/database';
import { insertAudits, insertForecast, latestPropertyAudit } from '../../db/queries/audits';
import type { SodaConfig } from '../../nyc/soda/client';
import type { OrganizationScope } from '../organizationScope';
import { findingFor, loadAuditedProperty } from './findings';
import { forecastValues, rentScenariosOf } from './forecast';
import { auditValues, toPropertyAudit } from './storage';

/**
 * POST /api/cash-flow-audit/property/{id}: audits the property now and stores the audit and
 * (when a forecast is possible: a price, and a market estimate or a rent) a new forecast, in one transaction.
 */
export async function runPropertyAudit(
  db: Database,
  userId: number,
  scope: OrganizationScope,
  propertyId: number,
  soda: SodaConfig | null = null,
): Promise<PropertyAuditResponse> {
  const property = await loadAuditedProperty(db, scope, propertyId);
  const finding = await findingFor(db, scope.organizationId, property, soda);
  return db.transaction(async (tx) => {
    const [row] = await insertAudits(tx, [auditValues(finding, { organizationId: scope.organizationId, propertyId, userId, runId: null })]);
    if (rentScenariosOf(finding) !== null) {
      await insertForecast(tx, { organizationId: scope.organizationId, propertyId, ...forecastValues(finding, property) });
    }
    return toPropertyAudit(row!);
  });
}

/** GET /api/cash-flow-audit/property/{id}: the latest stored audit; the first request runs one. */
export async function getPropertyAudit(
  db: Database,
  userId: number,
  scope: OrganizationScope,
  propertyId: number,
  soda: SodaConfig | null = null,
): Promise<PropertyAuditResponse> {
  await loadAuditedProperty(db, scope, propertyId);
  const latest = await latestPropertyAudit(db, scope.organizationId, propertyId);
  return latest ? toPropertyAudit(latest) : runPropertyAudit(db, userId, scope, propertyId, soda);
}
