import { nycHpdContacts } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell } from '../fields';
import { datasetIdentity, joined, mapSafely, requiredInteger } from './mapRow';

/** A `nyc_hpd_contacts` row (the runner adds `importId`). */
export type HpdContactRow = Omit<typeof nycHpdContacts.$inferInsert, 'importId'>;

/**
 * HPD registration contacts (feu5-w2e2): the owners, officers, agents and managers named in
 * a registration. The business address is kept as one line: "26 DELAVAN STREET, BROOKLYN, NY 11231".
 * Contacts carry no date of their own.
 */
export const hpdContacts: DatasetDefinition<HpdContactRow> = {
  ...datasetIdentity('hpd-contacts'),
  table: nycHpdContacts,
  conflictTarget: [nycHpdContacts.contactId],
  checkHeaders: (headers) =>
    requireHeaders(headers, [['registrationcontactid'], ['registrationid'], ['type'], ['corporationname'], ['lastname']]),
  map: (record) =>
    mapSafely(() => {
      const contactId = requiredInteger(record, 'RegistrationContactID');
      const registrationId = requiredInteger(record, 'RegistrationID');
      const street = joined(' ', cell(record, 'BusinessHouseNumber'), cell(record, 'BusinessStreetName'));
      const apartment = cell(record, 'BusinessApartment');
      const stateZip = joined(' ', cell(record, 'BusinessState'), cell(record, 'BusinessZip'));
      return {
        ok: true,
        row: {
          contactId,
          registrationId,
          contactType: cell(record, 'Type'),
          corporationName: cell(record, 'CorporationName'),
          firstName: cell(record, 'FirstName'),
          lastName: cell(record, 'LastName'),
          businessAddress: joined(
            ', ',
            street,
            apartment === null ? null : `APT ${apartment}`,
            cell(record, 'BusinessCity'),
            stateZip,
          ),
        },
      };
    }),
};
