// Shared by the global setup (which prepares one migrated database per test run) and the helpers
// (which give every test app its own copy of it).

export const POSTGRES_ADMIN_URL = process.env.GENIE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type PreparedTestDatabase =
  | { kind: 'pglite'; templateFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    genieTestDatabase: PreparedTestDatabase;
    /** Where this run's one bundle of the server goes (under apps/server), built by the first test that needs it. */
    genieServerBuildDir: string;
  }
}

/** postgres://…/<name>: the admin URL with another database name. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
