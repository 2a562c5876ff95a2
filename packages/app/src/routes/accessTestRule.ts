/**
 * Who may open /access-test, a developer page: system admins only (the server grants nothing because of it).
 * Its own module: the route table is in the first download of every page, and this rule is all it needs of it.
 */
export function canOpenAccessTest(user: { role?: string | null } | null | undefined): boolean {
  return user?.role === 'admin';
}
