import { and, between, desc, eq, inArray, sql } from "drizzle-orm";
import type { FieldNote, SaveIntentCategory } from "../../domain/place/place";
import type { AddressSource } from "../../domain/place/stay-address";
import { createDb, type Db } from "./index";
import { type PlaceRow, places, type SavedPlaceRow, savedPlaces } from "./schema";

/** What a provider knows of a place for a card (search results). */
export interface PlaceCardInput {
	id: string;
	name: string;
	latitude: number;
	longitude: number;
	address: string | null;
	rating: number | null;
	userRatingCount: number | null;
	priceLevel: number | null;
	/** Primary type first. */
	types: string[];
	photoUrls: string[];
}

/** What a provider's details add (the place panel). */
export interface PlaceDetailsInput extends PlaceCardInput {
	website: string | null;
	phone: string | null;
	openingHours: string[];
	editorialSummary: string | null;
	businessStatus: string | null;
}

/** A candidate of a catalog search: the row and its FTS5 bm25 (negative; lower is better). */
export type PlaceCandidate = PlaceRow & { bm25: number };

/** A latitude/longitude box (an index range scan before the exact distance). */
export interface LatLngBox {
	minLat: number;
	maxLat: number;
	minLng: number;
	maxLng: number;
}

/** Columns D1 returns for `SELECT p.*` (snake_case, JSON as text). */
interface SqlPlaceRow {
	id: string;
	name: string;
	latitude: number;
	longitude: number;
	address: string | null;
	rating: number | null;
	user_rating_count: number | null;
	price_level: number | null;
	types: string;
	photo_urls: string;
	website: string | null;
	phone: string | null;
	opening_hours: string;
	family_summary: string | null;
	pithy_summary: string | null;
	why_kids_love_it: string | null;
	summary_generated: number;
	editorial_summary: string | null;
	business_status: string | null;
	field_notes: string;
	ages: string | null;
	tags: string;
	source: "catalog" | "google";
	destination: string | null;
	details_fetched_at: number | null;
	created_at: number;
	updated_at: number;
	bm25: number;
}

function parseJson<T>(text: string | null, fallback: T): T {
	if (text == null) return fallback;
	try {
		return JSON.parse(text) as T;
	} catch {
		return fallback;
	}
}

function fromSql(row: SqlPlaceRow): PlaceCandidate {
	return {
		id: row.id,
		name: row.name,
		latitude: row.latitude,
		longitude: row.longitude,
		address: row.address,
		rating: row.rating,
		userRatingCount: row.user_rating_count,
		priceLevel: row.price_level,
		types: parseJson<string[]>(row.types, []),
		photoUrls: parseJson<string[]>(row.photo_urls, []),
		website: row.website,
		phone: row.phone,
		openingHours: parseJson<string[]>(row.opening_hours, []),
		familySummary: row.family_summary,
		pithySummary: row.pithy_summary,
		whyKidsLoveIt: row.why_kids_love_it,
		summaryGenerated: !!row.summary_generated,
		editorialSummary: row.editorial_summary,
		businessStatus: row.business_status,
		fieldNotes: parseJson<FieldNote[]>(row.field_notes, []),
		ages: parseJson<[number, number] | null>(row.ages, null),
		tags: parseJson<string[]>(row.tags, []),
		source: row.source,
		destination: row.destination,
		detailsFetchedAt: row.details_fetched_at == null ? null : new Date(row.details_fetched_at),
		createdAt: new Date(row.created_at),
		updatedAt: new Date(row.updated_at),
		bm25: row.bm25,
	};
}

/** Candidates per catalog search before ranking (a city's catalog holds dozens, not thousands). */
const CANDIDATE_LIMIT = 400;
/** Rows per multi-row upsert: ~13 bound values each, under D1's 100 parameters. */
const UPSERT_CHUNK = 6;

const CANDIDATES_SQL = `
	SELECT p.*, bm25(places_fts, 10.0, 6.0, 4.0, 1.0, 1.0, 1.0, 1.0) AS bm25
	FROM places_fts JOIN places p ON p.rowid = places_fts.rowid
	WHERE places_fts MATCH ?1
		AND p.latitude BETWEEN ?2 AND ?3 AND p.longitude BETWEEN ?4 AND ?5
	ORDER BY bm25
	LIMIT ?6`;

/** The ids, names and types of a catalog destination's places (its seed file's slug: "london"). */
export function placeNamesIn(db: Db, destination: string): Promise<{ id: string; name: string; types: string[] }[]> {
	return db
		.select({ id: places.id, name: places.name, types: places.types })
		.from(places)
		.where(eq(places.destination, destination));
}

export async function findPlaceRow(db: Db, id: string): Promise<PlaceRow | null> {
	return (await db.query.places.findFirst({ where: eq(places.id, id) })) ?? null;
}

/** The `places` table: catalog places and the cache of provider places. */
export class PlaceStore {
	private readonly db: Db;

	constructor(private readonly d1: D1Database) {
		this.db = createDb({ DB: d1 });
	}

	get(id: string): Promise<PlaceRow | null> {
		return findPlaceRow(this.db, id);
	}

	async getMany(ids: readonly string[]): Promise<Map<string, PlaceRow>> {
		if (ids.length === 0) return new Map();
		const rows = await this.db
			.select()
			.from(places)
			.where(inArray(places.id, [...new Set(ids)]));
		return new Map(rows.map((row) => [row.id, row]));
	}

	/** Names and addresses of the places within a box (the stay's address suggestions), nearest the box's middle first. */
	async addressesIn(box: LatLngBox, limit: number): Promise<AddressSource[]> {
		const midLat = (box.minLat + box.maxLat) / 2;
		const midLng = (box.minLng + box.maxLng) / 2;
		return this.db
			.select({ name: places.name, address: places.address, latitude: places.latitude, longitude: places.longitude })
			.from(places)
			.where(and(between(places.latitude, box.minLat, box.maxLat), between(places.longitude, box.minLng, box.maxLng)))
			.orderBy(sql`abs(${places.latitude} - ${midLat}) + abs(${places.longitude} - ${midLng})`)
			.limit(limit);
	}

	/** Places matching an FTS5 expression within a box (distance is checked by the caller). */
	async candidates(match: string, box: LatLngBox, limit = CANDIDATE_LIMIT): Promise<PlaceCandidate[]> {
		const { results } = await this.d1
			.prepare(CANDIDATES_SQL)
			.bind(match, box.minLat, box.maxLat, box.minLng, box.maxLng, limit)
			.all<SqlPlaceRow>();
		return results.map(fromSql);
	}

	/** Writes provider places seen in a search; keeps what details and summaries added. */
	async upsertCards(inputs: readonly PlaceCardInput[]): Promise<void> {
		if (inputs.length === 0) return;
		const now = new Date();
		const statements = [];
		for (let i = 0; i < inputs.length; i += UPSERT_CHUNK) {
			const chunk = inputs.slice(i, i + UPSERT_CHUNK).map((input) => ({ ...input, source: "google" as const }));
			statements.push(
				this.db
					.insert(places)
					.values(chunk.map((input) => ({ ...input, updatedAt: now })))
					.onConflictDoUpdate({
						target: places.id,
						set: {
							name: sql`excluded.name`,
							latitude: sql`excluded.latitude`,
							longitude: sql`excluded.longitude`,
							address: sql`excluded.address`,
							rating: sql`excluded.rating`,
							userRatingCount: sql`excluded.user_rating_count`,
							priceLevel: sql`excluded.price_level`,
							types: sql`excluded.types`,
							// A search answer carries fewer photos than details: keep the longer list.
							photoUrls: sql`CASE WHEN json_array_length(excluded.photo_urls) >= json_array_length(${places.photoUrls}) THEN excluded.photo_urls ELSE ${places.photoUrls} END`,
							updatedAt: now,
						},
						// Never let a provider answer overwrite a catalog place.
						setWhere: sql`${places.source} = 'google'`,
					}),
			);
		}
		const [first, ...rest] = statements;
		if (first) await this.db.batch([first, ...rest]);
	}

	/**
	 * Writes OpenStreetMap places (an Overpass answer carries every field a card and the panel show);
	 * generated summaries stay as they are, and rows of another source are never overwritten.
	 */
	async upsertOsmPlaces(inputs: readonly PlaceDetailsInput[]): Promise<void> {
		if (inputs.length === 0) return;
		const now = new Date();
		const statements = [];
		for (let i = 0; i < inputs.length; i += UPSERT_CHUNK) {
			const chunk = inputs.slice(i, i + UPSERT_CHUNK);
			statements.push(
				this.db
					.insert(places)
					.values(chunk.map((input) => ({ ...input, source: "osm" as const, detailsFetchedAt: now, updatedAt: now })))
					.onConflictDoUpdate({
						target: places.id,
						set: {
							name: sql`excluded.name`,
							latitude: sql`excluded.latitude`,
							longitude: sql`excluded.longitude`,
							address: sql`excluded.address`,
							types: sql`excluded.types`,
							website: sql`excluded.website`,
							phone: sql`excluded.phone`,
							openingHours: sql`excluded.opening_hours`,
							editorialSummary: sql`excluded.editorial_summary`,
							detailsFetchedAt: now,
							updatedAt: now,
						},
						setWhere: sql`${places.source} = 'osm'`,
					}),
			);
		}
		const [first, ...rest] = statements;
		if (first) await this.db.batch([first, ...rest]);
	}

	/** Writes a provider place's details (the panel's fields); summaries stay as they are. */
	async upsertDetails(input: PlaceDetailsInput): Promise<void> {
		const now = new Date();
		const { id: _id, ...fields } = input;
		await this.db
			.insert(places)
			.values({ ...input, source: "google", detailsFetchedAt: now, updatedAt: now })
			.onConflictDoUpdate({
				target: places.id,
				set: { ...fields, detailsFetchedAt: now, updatedAt: now },
				setWhere: sql`${places.source} = 'google'`,
			});
	}

	setSummary(id: string, summary: { familySummary: string; pithySummary: string }): Promise<void> {
		return setPlaceSummary(this.db, id, summary);
	}
}

/** Stores a generated Family Lens summary on a place. */
export async function setPlaceSummary(
	db: Db,
	id: string,
	summary: { familySummary: string; pithySummary: string },
): Promise<void> {
	await db
		.update(places)
		.set({ ...summary, summaryGenerated: true, updatedAt: new Date() })
		.where(eq(places.id, id));
}

// --- Saved places ---

/** An adventure's saved places with their place rows, newest first (rowid breaks ties within a millisecond). */
export function listSavedPlaceRows(db: Db, adventureId: string): Promise<{ saved: SavedPlaceRow; place: PlaceRow }[]> {
	return db
		.select({ saved: savedPlaces, place: places })
		.from(savedPlaces)
		.innerJoin(places, eq(places.id, savedPlaces.placeId))
		.where(eq(savedPlaces.adventureId, adventureId))
		.orderBy(...newestSavedFirst());
}

const newestSavedFirst = () => [desc(savedPlaces.createdAt), desc(sql`${savedPlaces}.rowid`)];

/**
 * The place rows alone of an adventure's saved places, in `listSavedPlaceRows`' order, as a query of a
 * batch (in a D1 batch a row's columns are read by name: the two tables' `id` would collide).
 */
export const savedPlaceRowsQuery = (db: Db, adventureId: string) =>
	db
		.select({ place: places })
		.from(savedPlaces)
		.innerJoin(places, eq(places.id, savedPlaces.placeId))
		.where(eq(savedPlaces.adventureId, adventureId))
		.orderBy(...newestSavedFirst());

/** The ids of an adventure's saved places. */
export async function savedPlaceIds(db: Db, adventureId: string): Promise<Set<string>> {
	const rows = await db
		.select({ placeId: savedPlaces.placeId })
		.from(savedPlaces)
		.where(eq(savedPlaces.adventureId, adventureId));
	return new Set(rows.map((row) => row.placeId));
}

export async function findSavedPlace(db: Db, adventureId: string, placeId: string): Promise<SavedPlaceRow | null> {
	const row = await db.query.savedPlaces.findFirst({
		where: and(eq(savedPlaces.adventureId, adventureId), eq(savedPlaces.placeId, placeId)),
	});
	return row ?? null;
}

/** Inserts a saved place unless the adventure has it already; null when it had. */
export async function insertSavedPlace(
	db: Db,
	adventureId: string,
	placeId: string,
	intentCategory: SaveIntentCategory,
): Promise<SavedPlaceRow | null> {
	const [inserted] = await db
		.insert(savedPlaces)
		.values({ id: crypto.randomUUID(), adventureId, placeId, intentCategory, createdAt: new Date() })
		.onConflictDoNothing({ target: [savedPlaces.adventureId, savedPlaces.placeId] })
		.returning();
	return inserted ?? null;
}

/**
 * Unsaves a place and takes it off every path of the adventure, in one batch (one transaction): the
 * paths it was on are touched, its stops deleted, every path of the adventure renumbered 1..n (one
 * statement, partitioned by path, so a stop added meanwhile cannot leave a gap), and the saved row
 * deleted; the adventure's stay is cleared when it was this place. Each statement runs only while the
 * place is saved, so an unsaved place changes nothing. Null when it was not saved; otherwise how many
 * paths it was taken off and whether the stay went.
 */
export async function deleteSavedPlaceAndStops(
	db: Db,
	adventureId: string,
	placeId: string,
): Promise<{ removedFromPaths: number; clearedStay: boolean } | null> {
	const client = db.$client;
	const isSaved = "EXISTS (SELECT 1 FROM saved_places WHERE adventure_id = ?1 AND place_id = ?2)";
	const onAdventurePaths = "path_id IN (SELECT id FROM paths WHERE adventure_id = ?1)";
	const results = await client.batch([
		client
			.prepare(
				`UPDATE paths SET updated_at = ?3
				WHERE adventure_id = ?1 AND id IN (SELECT path_id FROM path_stops WHERE place_id = ?2) AND ${isSaved}`,
			)
			.bind(adventureId, placeId, Date.now()),
		client
			.prepare(`DELETE FROM path_stops WHERE place_id = ?2 AND ${onAdventurePaths} AND ${isSaved}`)
			.bind(adventureId, placeId),
		client
			.prepare(
				`UPDATE path_stops SET position = ranked.rn
				FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY path_id ORDER BY position, created_at, id) AS rn
					FROM path_stops WHERE ${onAdventurePaths}) AS ranked
				WHERE path_stops.id = ranked.id AND path_stops.position <> ranked.rn`,
			)
			.bind(adventureId),
		// 'Where we're staying' pointed at it: the stay goes with it.
		client
			.prepare(
				`UPDATE adventures SET stay_place_id = NULL, stay_label = NULL, stay_latitude = NULL, stay_longitude = NULL
				WHERE id = ?1 AND stay_place_id = ?2 AND ${isSaved}`,
			)
			.bind(adventureId, placeId),
		client.prepare("DELETE FROM saved_places WHERE adventure_id = ?1 AND place_id = ?2").bind(adventureId, placeId),
	]);
	if (!results[4]?.meta.changes) return null;
	return { removedFromPaths: results[0]?.meta.changes ?? 0, clearedStay: (results[3]?.meta.changes ?? 0) > 0 };
}

/**
 * A place id from either a place id or the id of one of the adventure's saved places (the guide's
 * stop calls send either); null when it is neither.
 */
export async function placeIdOf(db: Db, adventureId: string, id: string): Promise<string | null> {
	const place = await db.select({ id: places.id }).from(places).where(eq(places.id, id)).limit(1);
	if (place[0]) return place[0].id;
	const saved = await db
		.select({ placeId: savedPlaces.placeId })
		.from(savedPlaces)
		.where(and(eq(savedPlaces.id, id), eq(savedPlaces.adventureId, adventureId)))
		.limit(1);
	return saved[0]?.placeId ?? null;
}
