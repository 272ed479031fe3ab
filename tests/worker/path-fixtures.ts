import { asc, eq } from "drizzle-orm";
import { pathStops, paths, places } from "../../worker/db/schema";
import { db } from "./helpers";

/** Kilometres per degree of latitude on the spec's sphere (6371 km). */
export const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** A point `km` north of a base point in central London. */
export const northOfLondon = (km: number) => ({ latitude: 51.5 + km / KM_PER_DEGREE, longitude: -0.12 });

/** A place row written straight to D1 (the places table is the stops' catalog). */
export async function insertPlace(
	fields: {
		id?: string;
		name?: string;
		latitude?: number;
		longitude?: number;
		address?: string;
		types?: string[];
	} = {},
): Promise<string> {
	const id = fields.id ?? `cat:test-${crypto.randomUUID()}`;
	await db()
		.insert(places)
		.values({
			id,
			name: fields.name ?? "Test place",
			latitude: fields.latitude ?? 51.5,
			longitude: fields.longitude ?? -0.12,
			address: fields.address ?? "1 Test Street, London",
			types: fields.types ?? ["museum"],
			source: "catalog",
		});
	return id;
}

/** A path with `stopCount` stops (fresh places a kilometre apart) written straight to D1. */
export async function insertPathWithStops(
	adventureId: string,
	stopCount = 3,
	fields: { name?: string; transportMode?: "driving" | "walking" | "cycling" | "transit" } = {},
): Promise<{ pathId: string; stopIds: string[]; placeIds: string[] }> {
	const pathId = crypto.randomUUID();
	await db()
		.insert(paths)
		.values({
			id: pathId,
			adventureId,
			name: fields.name ?? "Test path",
			transportMode: fields.transportMode ?? "driving",
		});
	const stopIds: string[] = [];
	const placeIds: string[] = [];
	for (let i = 0; i < stopCount; i++) {
		const placeId = await insertPlace({ name: `Stop ${i + 1}`, ...northOfLondon(i) });
		const stopId = crypto.randomUUID();
		await db()
			.insert(pathStops)
			.values({ id: stopId, pathId, placeId, position: i + 1 });
		stopIds.push(stopId);
		placeIds.push(placeId);
	}
	return { pathId, stopIds, placeIds };
}

/** The stored stops of a path, by position: [stop id, position] pairs. */
export async function storedPositions(pathId: string): Promise<[string, number][]> {
	const rows = await db()
		.select({ id: pathStops.id, position: pathStops.position })
		.from(pathStops)
		.where(eq(pathStops.pathId, pathId))
		.orderBy(asc(pathStops.position), asc(pathStops.id));
	return rows.map((r) => [r.id, r.position]);
}
