import {
  DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection, type Driver,
} from 'kysely';
import type { Database, Db } from '../../server/db/schema.ts';

function withDriver(driver: Driver): Db {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** A database that answers every query with no rows: for tests of paths that must not need one. */
export const emptyDb = (): Db => withDriver(new DummyDriver());

/** A database whose every query fails, with a message that must never reach a client. */
export function brokenDb(secret: string): Db {
  const connection: DatabaseConnection = {
    executeQuery: () => Promise.reject(new Error(secret)),
    // eslint-disable-next-line require-yield
    streamQuery: async function* () { throw new Error(secret); },
  };
  const driver = new DummyDriver();
  driver.acquireConnection = () => Promise.resolve(connection);
  return withDriver(driver);
}
