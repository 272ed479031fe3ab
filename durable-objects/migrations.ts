/**
 * In-object SQL migrations for AdventureRoom storage. Append only: never edit, reorder or remove an
 * entry that has shipped; add a new one with the next number.
 */
export const roomMigrations: readonly { id: number; name: string; sql: string }[] = [
	{
		id: 1,
		name: "conversation",
		sql: `CREATE TABLE messages (
			id TEXT PRIMARY KEY,
			role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
			content TEXT NOT NULL,
			payload TEXT,
			created_at INTEGER NOT NULL
		);
		CREATE INDEX messages_created_idx ON messages (created_at);`,
	},
	{
		id: 2,
		name: "used-tickets",
		// Live tickets that opened a socket, kept until they expire: a ticket opens one socket.
		sql: `CREATE TABLE used_tickets (
			id TEXT PRIMARY KEY,
			expires_at INTEGER NOT NULL
		);
		CREATE INDEX used_tickets_expires_idx ON used_tickets (expires_at);`,
	},
	{
		id: 3,
		name: "current-ask",
		// The conversation's current ask (domain/guide/ask.ts, JSON): one row, gone with a new chat.
		sql: `CREATE TABLE current_ask (
			id INTEGER PRIMARY KEY CHECK (id = 1),
			ask TEXT NOT NULL,
			updated_at INTEGER NOT NULL
		);`,
	},
];

export function runMigrations(sql: SqlStorage): void {
	sql.exec(
		"CREATE TABLE IF NOT EXISTS _migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
	);
	const applied = sql.exec<{ id: number; name: string }>("SELECT id, name FROM _migrations ORDER BY id").toArray();
	roomMigrations.forEach((migration, index) => {
		if (migration.id !== index + 1) throw new Error(`room migration ${migration.name} is out of order`);
		const done = applied[index];
		if (done) {
			if (done.id !== migration.id || done.name !== migration.name) {
				throw new Error(
					`room migration ${done.id} was ${done.name}, now ${migration.name}: migrations are append-only`,
				);
			}
			return;
		}
		sql.exec(migration.sql);
		sql.exec(
			"INSERT INTO _migrations (id, name, applied_at) VALUES (?, ?, ?)",
			migration.id,
			migration.name,
			Date.now(),
		);
	});
}
