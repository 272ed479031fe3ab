import { eq, inArray, sql } from "drizzle-orm";
import { coverUrl } from "../../domain/place/destination";
import { categoryGroup, type FieldNote, mergeFieldNotes, type Place } from "../../domain/place/place";
import { createDb, type Db } from "../db";
import { type PlaceRow, places } from "../db/schema";
import { guideFieldNotes, placeCover } from "../providers/llm/offline/place-insights";
import { boundingBox } from "../providers/places/search";

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

/** Catalog ids are "cat:<id>"; Google place ids never contain ':'. */
export const CATALOG_PLACE_PREFIX = "cat:";
export const isCatalogPlace = (id: string) => id.startsWith(CATALOG_PLACE_PREFIX);

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

/** The `places` table: catalog places and the cache of provider places. */
export class PlaceStore {
	private readonly db: Db;

	constructor(private readonly d1: D1Database) {
		this.db = createDb({ DB: d1 });
	}

	async get(id: string): Promise<PlaceRow | null> {
		return (await this.db.query.places.findFirst({ where: eq(places.id, id) })) ?? null;
	}

	async getMany(ids: readonly string[]): Promise<Map<string, PlaceRow>> {
		if (ids.length === 0) return new Map();
		const rows = await this.db
			.select()
			.from(places)
			.where(inArray(places.id, [...new Set(ids)]));
		return new Map(rows.map((row) => [row.id, row]));
	}

	/** Places matching an FTS5 expression within the box around a circle (distance is checked by the caller). */
	async candidates(
		match: string,
		center: { latitude: number; longitude: number },
		radiusMeters: number,
		limit = CANDIDATE_LIMIT,
	): Promise<PlaceCandidate[]> {
		const box = boundingBox(center, radiusMeters);
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

	async setSummary(id: string, summary: { familySummary: string; pithySummary: string }): Promise<void> {
		await this.db
			.update(places)
			.set({ ...summary, summaryGenerated: true, updatedAt: new Date() })
			.where(eq(places.id, id));
	}
}

/**
 * A stored place as the API returns it: its category group from the first known type, photos (a
 * catalog place, which has none, gets its illustrated cover), and field notes — the stored ones
 * (User, Reviewer) merged with the Guide AI's own, at most 3, one per type.
 */
export function toPlace(row: PlaceRow, distanceMeters?: number): Place {
	const photoUrls =
		row.photoUrls.length > 0 ? row.photoUrls : row.source === "catalog" ? [coverUrl(placeCover(row))] : [];
	const place: Place = {
		googlePlaceId: row.id,
		name: row.name,
		latitude: row.latitude,
		longitude: row.longitude,
		address: row.address,
		rating: row.rating,
		userRatingCount: row.userRatingCount,
		priceLevel: row.priceLevel,
		types: row.types,
		category: categoryGroup(row.types),
		photoUrl: photoUrls[0] ?? null,
		photoUrls,
		website: row.website,
		phoneNumber: row.phone,
		openingHours: row.openingHours,
		familySummary: row.familySummary,
		pithySummary: row.pithySummary,
		whyKidsLoveIt: row.whyKidsLoveIt,
		summaryGenerated: row.summaryGenerated,
		editorialSummary: row.editorialSummary,
		businessStatus: row.businessStatus,
		fieldNotes: mergeFieldNotes([...row.fieldNotes, ...guideFieldNotes(row)]),
		ages: row.ages ?? null,
		tags: row.tags,
		source: row.source,
		// Every place the API returns was resolved through a provider: never a model's invention.
		isValidated: true,
	};
	if (distanceMeters !== undefined) place.distanceMeters = distanceMeters;
	return place;
}
