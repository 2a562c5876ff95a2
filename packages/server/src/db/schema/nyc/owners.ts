import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { nycMoney } from './common';

/** HPD multiple-dwelling registrations (tesw-yqqr), keyed by RegistrationID. */
export const nycHpdRegistrations = pgTable(
  'nyc_hpd_registrations',
  {
    registrationId: integer('registration_id').primaryKey(),
    buildingId: integer('building_id'),
    bbl: text('bbl').notNull(),
    bin: text('bin'),
    houseNumber: text('house_number'),
    streetName: text('street_name'),
    zipCode: text('zip_code'),
    lastRegistrationDate: date('last_registration_date'),
    registrationEndDate: date('registration_end_date'),
    importId: integer('import_id'),
  },
  (t) => [index('nyc_hpd_registrations_bbl_idx').on(t.bbl)],
);

/** HPD registration contacts (feu5-w2e2): owners, agents and officers, keyed by RegistrationContactID. */
export const nycHpdContacts = pgTable(
  'nyc_hpd_contacts',
  {
    contactId: integer('contact_id').primaryKey(),
    registrationId: integer('registration_id').notNull(),
    /** CorporateOwner, IndividualOwner, HeadOfficer, Agent, SiteManager, … */
    contactType: text('contact_type'),
    corporationName: text('corporation_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    businessAddress: text('business_address'),
    importId: integer('import_id'),
  },
  (t) => [index('nyc_hpd_contacts_registration_idx').on(t.registrationId)],
);

/** ACRIS real property master (bnx9-e6tj): one recorded document. */
export const nycAcrisMaster = pgTable('nyc_acris_master', {
  documentId: text('document_id').primaryKey(),
  crfn: text('crfn'),
  borough: text('borough'),
  /** DEED, MTGE, SAT, … (see ACRIS document control codes). */
  docType: text('doc_type'),
  docDate: date('doc_date'),
  docAmount: nycMoney('doc_amount'),
  recordedDate: date('recorded_date'),
  modifiedDate: date('modified_date'),
  importId: integer('import_id'),
});

/** ACRIS real property legals (8h5j-fqxa): which lots a document touches. Key: document + BBL + unit. */
export const nycAcrisLegals = pgTable(
  'nyc_acris_legals',
  {
    legalKey: text('legal_key').primaryKey(),
    documentId: text('document_id').notNull(),
    bbl: text('bbl').notNull(),
    propertyType: text('property_type'),
    streetNumber: text('street_number'),
    streetName: text('street_name'),
    unit: text('unit'),
    importId: integer('import_id'),
  },
  (t) => [index('nyc_acris_legals_bbl_idx').on(t.bbl), index('nyc_acris_legals_document_idx').on(t.documentId)],
);

/** ACRIS real property parties (636b-3b5g): party 1 is the grantor/borrower, 2 the grantee/lender. */
export const nycAcrisParties = pgTable(
  'nyc_acris_parties',
  {
    partyKey: text('party_key').primaryKey(),
    documentId: text('document_id').notNull(),
    partyType: text('party_type'),
    name: text('name'),
    address1: text('address_1'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    importId: integer('import_id'),
  },
  (t) => [index('nyc_acris_parties_document_idx').on(t.documentId)],
);
