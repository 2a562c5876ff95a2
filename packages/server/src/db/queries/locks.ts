import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Advisory-lock namespace for per-user plan limits (properties, portfolio entries, AI summaries). */
const USER_LIMITS_LOCK = 7_301;

/**
 * Holds a transaction-scoped lock on one user's plan limits, so two concurrent requests
 * cannot both pass a "one more is allowed" check. Call inside `db.transaction`; the lock is
 * released at commit or rollback. Other users are never blocked.
 */
export async function lockUserLimits(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_LIMITS_LOCK}::int4, ${userId}::int4)`);
}

/** Advisory-lock key for deciding who the installation's first account is. */
const FIRST_ACCOUNT_LOCK = 7_302;

/**
 * Holds a transaction-scoped lock while a registration decides whether it is the first real
 * account (and so the system admin): two registrations on an empty installation queue here,
 * and the second one sees the first one's committed row.
 */
export async function lockFirstAccount(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK}::int4, 0::int4)`);
}

/** Advisory-lock key for seeding the demo data of an empty database. */
const SEEDING_LOCK = 7_303;

/** Holds a transaction-scoped lock while one instance decides whether to seed and seeds. */
export async function lockSeeding(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEEDING_LOCK}::int4, 0::int4)`);
}

/** Advisory-lock key for starting a job the installation runs one at a time (the NYC refresh). */
const INSTALLATION_JOB_LOCK = 7_304;

/**
 * Holds a transaction-scoped lock while a request decides whether an installation-wide job may
 * start: two requests queue here, and the second one sees the first one's committed record.
 * `slot` tells such kinds apart.
 */
export async function lockInstallationJob(tx: Database, slot: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INSTALLATION_JOB_LOCK}::int4, ${slot}::int4)`);
}

/** Advisory-lock key for starting a refresh of one NYC dataset. */
const DATASET_REFRESH_LOCK = 7_305;

/**
 * Holds a transaction-scoped lock while a refresh of one dataset decides whether it may start: a
 * scheduled run and an admin's run of the same dataset queue here, and the second one sees the
 * first one's `running` row. `slot` is the dataset's number.
 */
export async function lockDatasetRefresh(tx: Database, slot: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DATASET_REFRESH_LOCK}::int4, ${slot}::int4)`);
}
