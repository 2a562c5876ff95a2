import type { DatasetDefinition, DatasetKey } from '../dataset';
import { acrisLegals } from './acrisLegals';
import { acrisMaster } from './acrisMaster';
import { acrisParties } from './acrisParties';
import { complaints311 } from './complaints311';
import { dobJobs } from './dobJobs';
import { dobViolations } from './dobViolations';
import { dofAssessments } from './dofAssessments';
import { dofSales } from './dofSales';
import { ecbViolations } from './ecbViolations';
import { evictions } from './evictions';
import { hpdComplaints } from './hpdComplaints';
import { hpdContacts } from './hpdContacts';
import { hpdRegistrations } from './hpdRegistrations';
import { hpdViolations } from './hpdViolations';
import { pad } from './pad';
import { pluto } from './pluto';
import { rollingSales } from './rollingSales';
import { taxLiens } from './taxLiens';

/** Every dataset of `rei import <dataset>`, by key. */
export const DATASETS: Readonly<Record<DatasetKey, DatasetDefinition>> = {
  pluto,
  'rolling-sales': rollingSales,
  'dof-sales': dofSales,
  'dof-assessments': dofAssessments,
  'hpd-violations': hpdViolations,
  'hpd-registrations': hpdRegistrations,
  'hpd-contacts': hpdContacts,
  'hpd-complaints': hpdComplaints,
  'ecb-violations': ecbViolations,
  'dob-violations': dobViolations,
  'dob-jobs': dobJobs,
  '311': complaints311,
  evictions,
  'tax-liens': taxLiens,
  'acris-legals': acrisLegals,
  'acris-master': acrisMaster,
  'acris-parties': acrisParties,
  pad,
};
