import { readdirSync, readFileSync } from "node:fs";
import { categoryGroup, type Place } from "../../domain/place/place";

/** A row of migrations/seed/family-places/<destination>.json. */
type SeedPlace = Pick<Place, "name" | "types" | "latitude" | "longitude"> &
	Partial<Record<"address" | "website" | "phone" | "familySummary" | "pithySummary" | "whyKidsLoveIt", string>> & {
		id: string;
		ages?: [number, number];
		tags?: string[];
		priceLevel?: number;
	};

const SEED_DIR = new URL("../../migrations/seed/family-places/", import.meta.url);

/** Every catalog row, keyed by its slug ("london-natural-history-museum"). */
function seedRows(): Map<string, SeedPlace> {
	const rows = new Map<string, SeedPlace>();
	for (const file of readdirSync(SEED_DIR)) {
		if (!file.endsWith(".json") || file.startsWith("destinations")) continue;
		for (const row of JSON.parse(readFileSync(new URL(file, SEED_DIR), "utf8")) as SeedPlace[]) rows.set(row.id, row);
	}
	return rows;
}

let cache: Map<string, SeedPlace> | null = null;

/** A catalog row as the catalog provider returns it (a Place with the catalog's id, no rating). */
export function catalogPlace(slug: string): Place {
	cache ??= seedRows();
	const row = cache.get(slug);
	if (!row) throw new Error(`No catalog place ${slug}`);
	return {
		googlePlaceId: `cat:${row.id}`,
		name: row.name,
		latitude: row.latitude,
		longitude: row.longitude,
		address: row.address ?? null,
		rating: null,
		userRatingCount: null,
		priceLevel: row.priceLevel ?? null,
		types: row.types,
		category: categoryGroup(row.types),
		photoUrl: null,
		photoUrls: [],
		website: row.website ?? null,
		phoneNumber: row.phone ?? null,
		openingHours: [],
		familySummary: row.familySummary ?? null,
		pithySummary: row.pithySummary ?? null,
		whyKidsLoveIt: row.whyKidsLoveIt ?? null,
		summaryGenerated: false,
		editorialSummary: null,
		businessStatus: null,
		fieldNotes: [],
		ages: row.ages ?? null,
		tags: row.tags ?? [],
		source: "catalog",
		isValidated: true,
	};
}
