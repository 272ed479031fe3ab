import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export function createDb(env: { DB: D1Database }) {
	return drizzle(env.DB, { schema });
}
export type Db = ReturnType<typeof createDb>;

/**
 * The D1 binding with every prepared statement counted (`onQuery`), for the usage meter's
 * queries-per-route. drizzle prepares one statement per query it runs (batches included), so this
 * counts the queries a request makes, whoever makes them (drizzle or raw `prepare`).
 */
export function countingD1(d1: D1Database, onQuery: () => void): D1Database {
	return {
		prepare: (query) => {
			onQuery();
			return d1.prepare(query);
		},
		batch: (statements) => d1.batch(statements),
		exec: (query) => {
			onQuery();
			return d1.exec(query);
		},
		withSession: (constraint) => d1.withSession(constraint),
	} as D1Database;
}
