import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A request's D1 statements, counted for the usage meter's queries-per-route. */
export interface QueryTally {
	queries: number;
}

const tallies = new AsyncLocalStorage<QueryTally>();

/**
 * Runs `work` (a request's handlers) with every D1 statement it prepares counted in `tally`.
 * drizzle prepares one statement per query it runs (batches included), so this counts the queries
 * a request makes, whoever makes them; work scheduled after the response is not counted.
 */
export function countingQueries<T>(tally: QueryTally, work: () => Promise<T>): Promise<T> {
	return tallies.run(tally, work);
}

/** The D1 binding with each statement added to the current request's tally, if any. */
function counted(d1: D1Database): D1Database {
	const count = () => {
		const tally = tallies.getStore();
		if (tally) tally.queries += 1;
	};
	return {
		prepare: (query) => {
			count();
			return d1.prepare(query);
		},
		batch: (statements) => d1.batch(statements),
		exec: (query) => {
			count();
			return d1.exec(query);
		},
		withSession: (constraint) => d1.withSession(constraint),
	} as D1Database;
}

function connect(binding: D1Database) {
	return drizzle(counted(binding), { schema });
}
export type Db = ReturnType<typeof connect>;

/**
 * One drizzle instance per D1 binding, kept for the isolate's life: building one maps the whole
 * schema (its relations), which every request used to pay for. It holds no per-request state (the
 * query tally travels with the request's async context).
 */
const instances = new WeakMap<D1Database, Db>();

export function createDb(env: { DB: D1Database }): Db {
	let db = instances.get(env.DB);
	if (!db) {
		db = connect(env.DB);
		instances.set(env.DB, db);
	}
	return db;
}
