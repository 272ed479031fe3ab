// A fresh in-memory SQLite (node:sqlite, with FTS5 like D1) with every migration applied: the seed
// loaders' SQL tests run against it.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type Sqlite = {
	exec(sql: string): void;
	prepare(sql: string): { all(...params: unknown[]): Record<string, unknown>[]; get(...params: unknown[]): unknown };
	close(): void;
};

/** node:sqlite (SQLite with FTS5, like D1) when this Node has it; the SQL tests are skipped otherwise. */
export const DatabaseSync = (() => {
	try {
		return (createRequire(import.meta.url)("node:sqlite") as { DatabaseSync: new (path: string) => Sqlite })
			.DatabaseSync;
	} catch {
		return null;
	}
})();

/** A fresh database with every migration applied, as wrangler applies them. */
export function migratedDb(): Sqlite {
	if (!DatabaseSync) throw new Error("node:sqlite unavailable");
	const db = new DatabaseSync(":memory:");
	db.exec("PRAGMA foreign_keys = ON");
	const dir = path.join(root, "migrations");
	for (const file of readdirSync(dir)
		.filter((f) => /^\d{4}_.*\.sql$/.test(f))
		.sort()) {
		for (const statement of readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint")) {
			if (statement.trim()) db.exec(statement);
		}
	}
	return db;
}

export const count = (db: Sqlite, sql: string, ...params: unknown[]) =>
	Number((db.prepare(sql).get(...params) as { n: number }).n);
