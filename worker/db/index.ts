import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

function connect(binding: D1Database) {
	return drizzle(binding, { schema });
}
export type Db = ReturnType<typeof connect>;

/**
 * One drizzle instance per D1 binding, kept for the isolate's life: building one maps the whole
 * schema (its relations), which every request used to pay for. It holds no per-request state.
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
