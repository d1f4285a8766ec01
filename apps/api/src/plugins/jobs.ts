import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface Jobs {
  /** Registers a worker; it starts with the queue. */
  handle(name: string, handler: JobHandler): void;
  send(name: string, data: Record<string, unknown>): Promise<void>;
  /** Starts the queue now (the server does; otherwise the first `send` does). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Background jobs on pg-boss, in the same database: PGlite through pg-boss's `db` adapter
 * (multi-statement SQL goes through `exec`), PostgreSQL through its own pool. Any API process
 * may pick up a job; progress is written to the database, so the page can be left and reopened.
 */
export function createJobs(database: Database, log: FastifyBaseLogger): Jobs {
  const handlers = new Map<string, JobHandler>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  async function begin(): Promise<PgBoss> {
    const instance = new PgBoss(
      database.url
        ? { connectionString: database.url, schedule: false, max: 4 }
        : { db: { executeSql: database.executeSql }, schedule: false },
    );
    instance.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
    await instance.start();
    for (const [name, handler] of handlers) {
      await instance.createQueue(name);
      await instance.work(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Record<string, unknown>);
      });
    }
    boss = instance;
    return instance;
  }

  const ready = () => (starting ??= begin());

  return {
    handle(name, handler) {
      handlers.set(name, handler);
    },
    async send(name, data) {
      const instance = await ready();
      await instance.send(name, data, { retryLimit: 0 });
    },
    async start() {
      await ready();
    },
    async stop() {
      if (starting) await starting.catch(() => null);
      if (boss) await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
