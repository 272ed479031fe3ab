import {
	coverFor,
	coverUrl,
	DESTINATION_SUGGESTION_LIMIT,
	destinationSecondaryText,
	ftsPrefixQuery,
	type PlaceDetails,
	type PlaceSuggestion,
	rankDestinations,
} from "../../../domain/places";
import type { PlacesProvider } from "./types";

interface MatchRow {
	id: string;
	name: string;
	kind: string;
	region: string | null;
	countryName: string;
	importance: number;
	bm25: number;
}

interface DestinationRecord {
	id: string;
	name: string;
	kind: string;
	region: string | null;
	countryName: string;
	latitude: number;
	longitude: number;
	photoKind: string | null;
}

/** Candidates per query before ranking: matches on the name, and matches anywhere (region, country). */
const NAME_CANDIDATES = 60;
const ANY_CANDIDATES = 30;

const MATCH_SQL = `
	SELECT d.id, d.name, d.kind, d.region, d.country_name AS countryName, d.importance,
		bm25(destinations_fts, 10.0, 2.0, 1.0) AS bm25
	FROM destinations_fts JOIN destinations d ON d.rowid = destinations_fts.rowid
	WHERE destinations_fts MATCH ?1
	ORDER BY d.importance DESC
	LIMIT ?2`;

/** "Yellowstone National Park, Wyoming, United States". */
function fullText(row: { name: string; region: string | null; countryName: string }): string {
	return [row.name, destinationSecondaryText(row)].filter(Boolean).join(", ");
}

/**
 * The embedded catalog: destinations in D1 searched with FTS5 prefix matching (`"san"* "d"*`),
 * ranked by name match, importance (population for cities) and bm25 (domain/places.ts).
 */
export class CatalogPlacesProvider implements PlacesProvider {
	readonly kind = "catalog";

	constructor(private readonly db: D1Database) {}

	async autocomplete(query: string): Promise<PlaceSuggestion[]> {
		const match = ftsPrefixQuery(query);
		if (!match) return [];
		const [byName, anywhere] = await this.db.batch<MatchRow>([
			this.db.prepare(MATCH_SQL).bind(`{name} : (${match})`, NAME_CANDIDATES),
			this.db.prepare(MATCH_SQL).bind(match, ANY_CANDIDATES),
		]);
		const seen = new Set<string>();
		const candidates: MatchRow[] = [];
		for (const row of [...(byName?.results ?? []), ...(anywhere?.results ?? [])]) {
			if (seen.has(row.id)) continue;
			seen.add(row.id);
			candidates.push(row);
		}
		return rankDestinations(query, candidates)
			.slice(0, DESTINATION_SUGGESTION_LIMIT)
			.map((row) => ({
				place_id: row.id,
				description: fullText(row),
				structured_formatting: { main_text: row.name, secondary_text: destinationSecondaryText(row) },
			}));
	}

	async details(placeId: string): Promise<PlaceDetails | null> {
		const row = await this.db
			.prepare(
				`SELECT id, name, kind, region, country_name AS countryName, latitude, longitude, photo_kind AS photoKind
				FROM destinations WHERE id = ?1`,
			)
			.bind(placeId)
			.first<DestinationRecord>();
		if (!row) return null;
		return {
			latitude: row.latitude,
			longitude: row.longitude,
			address: fullText(row),
			name: row.name,
			photoUrl: coverUrl(coverFor(row)),
		};
	}
}
