/**
 * The catalog's destinations (`destinations` and its FTS5 table `destinations_fts`, which drizzle
 * does not model), read with plain D1 statements.
 */

/** A destination matching a search, with its ranking inputs. */
export interface DestinationMatch {
	id: string;
	name: string;
	kind: string;
	region: string | null;
	countryName: string;
	importance: number;
	latitude: number;
	longitude: number;
	bm25: number;
}

export interface DestinationRecord {
	id: string;
	name: string;
	kind: string;
	region: string | null;
	countryName: string;
	latitude: number;
	longitude: number;
	photoKind: string | null;
}

const MATCH_SQL = `
	SELECT d.id, d.name, d.kind, d.region, d.country_name AS countryName, d.importance,
		d.latitude, d.longitude, bm25(destinations_fts, 10.0, 2.0, 1.0) AS bm25
	FROM destinations_fts JOIN destinations d ON d.rowid = destinations_fts.rowid
	WHERE destinations_fts MATCH ?1
	ORDER BY d.importance DESC
	LIMIT ?2`;

/**
 * Destinations for an FTS5 prefix expression, in one batch: up to `nameLimit` matching on the name,
 * and up to `anyLimit` matching anywhere (region, country). The lists may overlap.
 */
export async function matchDestinations(
	d1: D1Database,
	match: string,
	nameLimit: number,
	anyLimit: number,
): Promise<{ byName: DestinationMatch[]; anywhere: DestinationMatch[] }> {
	const [byName, anywhere] = await d1.batch<DestinationMatch>([
		d1.prepare(MATCH_SQL).bind(`{name} : (${match})`, nameLimit),
		d1.prepare(MATCH_SQL).bind(match, anyLimit),
	]);
	return { byName: byName?.results ?? [], anywhere: anywhere?.results ?? [] };
}

export function findDestination(d1: D1Database, id: string): Promise<DestinationRecord | null> {
	return d1
		.prepare(
			`SELECT id, name, kind, region, country_name AS countryName, latitude, longitude, photo_kind AS photoKind
			FROM destinations WHERE id = ?1`,
		)
		.bind(id)
		.first<DestinationRecord>();
}

/** A catalog destination's kind, size and point. */
export interface DestinationSize {
	name: string;
	kind: string;
	importance: number;
	latitude: number;
	longitude: number;
}

/**
 * Destinations whose name holds these words (each quoted: nothing in them is FTS syntax), through
 * the FTS index; the caller keeps the exact matches.
 */
export async function destinationsNamed(d1: D1Database, words: string[], limit: number): Promise<DestinationSize[]> {
	if (words.length === 0) return [];
	const match = `{name} : ${words.map((word) => `"${word.replaceAll('"', "")}"`).join(" ")}`;
	const { results } = await d1
		.prepare(
			`SELECT d.name, d.kind, d.importance, d.latitude, d.longitude
			FROM destinations_fts JOIN destinations d ON d.rowid = destinations_fts.rowid
			WHERE destinations_fts MATCH ?1
			LIMIT ?2`,
		)
		.bind(match, limit)
		.all<DestinationSize>();
	return results;
}
