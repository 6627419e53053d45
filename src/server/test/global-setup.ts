import pg from "pg";

/**
 * Runs once per `vitest run` in the main process. Names this run, so that the PostgreSQL databases of its
 * workers (salesdojo_test_<run>_<worker>) never collide with another run's on the same server, and drops them
 * at the end.
 */
export function setup(): void {
  process.env.SALESDOJO_TEST_RUN ??= String(process.pid);
}

export async function teardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  const run = process.env.SALESDOJO_TEST_RUN;
  if (!url || !run) return;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`salesdojo_test_${run}_%`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
