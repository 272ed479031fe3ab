// SQL text for generated seed files: literals, and multi-row upserts split so every statement
// stays under D1's 100 KB statement limit.

/** Each generated statement stays under this many bytes (D1 refuses statements over 100 KB). */
export const MAX_STATEMENT_BYTES = 90_000;

/** A SQL literal: NULL, a finite number, 1/0 for booleans, JSON text for objects, or a quoted string. */
export function sqlValue(value) {
	if (value === null || value === undefined) return "NULL";
	if (typeof value === "number") {
		if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
		return String(value);
	}
	if (typeof value === "boolean") return value ? "1" : "0";
	if (typeof value === "object") return sqlValue(JSON.stringify(value));
	return `'${String(value).replaceAll("'", "''")}'`;
}

/** One VALUES tuple. */
export const sqlTuple = (values) => `(${values.map(sqlValue).join(",")})`;

/**
 * `INSERT … VALUES … ON CONFLICT(id) DO UPDATE` statements over the given tuples, as few as fit
 * under MAX_STATEMENT_BYTES each (not INSERT OR REPLACE: its implicit delete would bypass FTS
 * triggers and foreign keys).
 */
export function upsertStatements(table, columns, updateColumns, tuples) {
	const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
	const tail = `\nON CONFLICT(id) DO UPDATE SET ${updateColumns.map((column) => `${column} = excluded.${column}`).join(", ")};\n`;
	const empty = Buffer.byteLength(head) + Buffer.byteLength(tail);
	const statements = [];
	let values = [];
	let size = empty;
	const flush = () => {
		if (values.length) statements.push(head + values.join(",\n") + tail);
		values = [];
		size = empty;
	};
	for (const tuple of tuples) {
		const bytes = Buffer.byteLength(tuple) + 2;
		if (size + bytes > MAX_STATEMENT_BYTES) flush();
		values.push(tuple);
		size += bytes;
	}
	flush();
	return statements;
}
