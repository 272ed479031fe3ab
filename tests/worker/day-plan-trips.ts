// Trips for the day planner's measurements: an adventure at a catalog destination, created and filled
// through the API as the family would (saved catalog places, an existing path of their own), and
// what D1 holds of its paths afterwards.
import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { DayPlanDay, DayPlanProposal } from "../../domain/path/day-plan-rules";
import cities from "../../migrations/seed/family-places/destinations-cities.json";
import parks from "../../migrations/seed/family-places/destinations-parks.json";
import { pathStops, paths } from "../../worker/db/schema";
import { catalogRows } from "./guide-corpus/catalog";
import { call, db, json, type SignedIn } from "./helpers";

export type CatalogRow = (typeof catalogRows)[number];

/** Every catalog destination with its centre and its places, by slug. */
export const DESTINATIONS = [...cities, ...parks].map((d) => ({
	slug: d.slug,
	name: d.name,
	latitude: d.latitude,
	longitude: d.longitude,
	places: catalogRows.filter((row) => row.destination === d.slug),
}));

export const CATALOG_BY_ID = new Map(catalogRows.map((row) => [row.id, row]));

/** A small seeded generator (mulberry32): the same seed picks the same places on every run. */
export function seeded(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** `count` distinct items of `list`, chosen by `random`. */
export function pick<T>(list: readonly T[], count: number, random: () => number): T[] {
	const pool = [...list];
	const out: T[] = [];
	while (out.length < count && pool.length > 0) {
		const [item] = pool.splice(Math.floor(random() * pool.length), 1);
		if (item !== undefined) out.push(item);
	}
	return out;
}

/** `YYYY-MM-DD` plus n days (UTC calendar). */
function addDays(iso: string, n: number): string {
	const date = new Date(`${iso}T00:00:00Z`);
	date.setUTCDate(date.getUTCDate() + n);
	return date.toISOString().slice(0, 10);
}

/** The trip's dates, first to last. */
const tripDates = (start: string, days: number) => Array.from({ length: days }, (_, i) => addDays(start, i));

export interface Trip {
	adventureId: string;
	start: string;
	end: string;
	dates: string[];
	saved: CatalogRow[];
	/** The path the family made before asking for a plan: its id and its stops' place ids. */
	existing: { id: string; placeIds: string[] };
}

export const send = (who: SignedIn, method: string, url: string, body?: unknown) =>
	call(
		url,
		body === undefined
			? { method, headers: { Cookie: who.cookie } }
			: json(body, { method, headers: { Cookie: who.cookie } }),
	);

/**
 * A trip created through the API: the destination's centre, `days` days from `start`, the kids'
 * ages, the places saved one by one, and one walking path of the family's own holding the first
 * saved place (which the plan must keep as it is).
 */
export async function createTrip(
	who: SignedIn,
	destination: (typeof DESTINATIONS)[number],
	fields: { start: string; days: number; kidAges: number[]; saved: CatalogRow[] },
): Promise<Trip> {
	const dates = tripDates(fields.start, fields.days);
	const end = dates.at(-1) ?? fields.start;
	const created = await send(who, "POST", "/api/adventures", {
		title: `Days in ${destination.name}`,
		location: destination.name,
		latitude: destination.latitude,
		longitude: destination.longitude,
		startDate: fields.start,
		// A new trip ends after it starts; a one-day trip is an edit away (the edit rule allows it).
		endDate: fields.days > 1 ? end : addDays(end, 1),
		kidAges: fields.kidAges,
	});
	expect(created.status).toBe(201);
	const adventureId = ((await created.json()) as { id: string }).id;
	if (fields.days === 1) {
		const oneDay = await send(who, "PATCH", `/api/adventures/${adventureId}`, { endDate: end });
		expect(oneDay.status).toBe(200);
	}
	for (const place of fields.saved) {
		const res = await send(who, "POST", `/api/places/${encodeURIComponent(place.id)}/save`, {
			adventureId,
			kidAges: fields.kidAges,
		});
		expect(res.status, `saving ${place.id}`).toBe(200);
	}
	const path = await send(who, "POST", `/api/adventures/${adventureId}/paths`, {
		name: "Our own walk",
		transportMode: "walking",
	});
	expect(path.status).toBe(201);
	const pathId = ((await path.json()) as { id: string }).id;
	const first = fields.saved[0];
	if (first) {
		const stop = await send(who, "POST", `/api/paths/${pathId}/stops`, { googlePlaceId: first.id });
		expect(stop.status).toBe(201);
	}
	return {
		adventureId,
		start: fields.start,
		end,
		dates,
		saved: fields.saved,
		existing: { id: pathId, placeIds: first ? [first.id] : [] },
	};
}

/** `POST /api/adventures/{id}/day-plan`: the status and the proposal. */
export async function proposeDays(
	who: SignedIn,
	adventureId: string,
	body: unknown = {},
): Promise<{ status: number; proposal: DayPlanProposal }> {
	const res = await send(who, "POST", `/api/adventures/${adventureId}/day-plan`, body);
	return { status: res.status, proposal: (await res.json()) as DayPlanProposal };
}

/** `POST /api/adventures/{id}/day-plan/accept` with these days. */
export const acceptDays = (who: SignedIn, adventureId: string, days: DayPlanDay[]) =>
	send(who, "POST", `/api/adventures/${adventureId}/day-plan/accept`, { days });

export interface StoredPath {
	id: string;
	name: string;
	date: string | null;
	transportMode: string;
	placeIds: string[];
}

/** The adventure's paths as D1 holds them, each with its stops' place ids in order; by id. */
export async function storedPaths(adventureId: string): Promise<StoredPath[]> {
	const rows = await db()
		.select({ id: paths.id, name: paths.name, date: paths.date, transportMode: paths.transportMode })
		.from(paths)
		.where(eq(paths.adventureId, adventureId))
		.orderBy(asc(paths.id));
	const ids = rows.map((row) => row.id);
	const stops =
		ids.length === 0
			? []
			: await db()
					.select({ pathId: pathStops.pathId, placeId: pathStops.placeId, position: pathStops.position })
					.from(pathStops)
					.where(inArray(pathStops.pathId, ids))
					.orderBy(asc(pathStops.pathId), asc(pathStops.position));
	return rows.map((row) => ({
		...row,
		placeIds: stops.filter((stop) => stop.pathId === row.id).map((stop) => stop.placeId),
	}));
}
