import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PathStop, TransportMode } from "../../domain/path/path";
import type { SaveIntentCategory } from "../../domain/place/place";
import type { Db } from "./index";
import { type AdventureRow, adventures, type PathRow, pathStops, paths, places, savedPlaces } from "./schema";

/** A path with its adventure (for the access check). */
export async function findPathWithAdventure(
	db: Db,
	pathId: string,
): Promise<{ path: PathRow; adventure: AdventureRow } | null> {
	const [row] = await db
		.select({ path: paths, adventure: adventures })
		.from(paths)
		.innerJoin(adventures, eq(adventures.id, paths.adventureId))
		.where(eq(paths.id, pathId))
		.limit(1);
	return row ?? null;
}

/** The path and adventure a stop belongs to. */
export async function findStopWithPath(
	db: Db,
	stopId: string,
): Promise<{ path: PathRow; adventure: AdventureRow } | null> {
	const [row] = await db
		.select({ path: paths, adventure: adventures })
		.from(pathStops)
		.innerJoin(paths, eq(paths.id, pathStops.pathId))
		.innerJoin(adventures, eq(adventures.id, paths.adventureId))
		.where(eq(pathStops.id, stopId))
		.limit(1);
	return row ?? null;
}

const stopColumns = {
	id: pathStops.id,
	pathId: pathStops.pathId,
	position: pathStops.position,
	createdAt: pathStops.createdAt,
	placeId: places.id,
	name: places.name,
	address: places.address,
	latitude: places.latitude,
	longitude: places.longitude,
	types: places.types,
	photoUrls: places.photoUrls,
};

type StopJoinRow = {
	id: string;
	pathId: string;
	position: number;
	createdAt: Date;
	placeId: string;
	name: string;
	address: string | null;
	latitude: number;
	longitude: number;
	types: string[];
	photoUrls: string[];
};

function toStop(row: StopJoinRow): PathStop {
	return {
		id: row.id,
		pathId: row.pathId,
		order: row.position,
		placeId: row.placeId,
		place: {
			googlePlaceId: row.placeId,
			name: row.name,
			address: row.address,
			latitude: row.latitude,
			longitude: row.longitude,
			types: row.types,
			photoUrl: row.photoUrls[0] ?? null,
		},
		createdAt: row.createdAt.toISOString(),
	};
}

/** A path's stops in order (1-based `order`). */
export async function listStops(db: Db, pathId: string): Promise<PathStop[]> {
	const rows = await db
		.select(stopColumns)
		.from(pathStops)
		.innerJoin(places, eq(places.id, pathStops.placeId))
		.where(eq(pathStops.pathId, pathId))
		.orderBy(asc(pathStops.position), asc(pathStops.createdAt), asc(pathStops.id));
	return rows.map(toStop);
}

/** An adventure's paths, oldest first, each with its stops in order. */
export async function listPathsWithStops(db: Db, adventureId: string): Promise<{ row: PathRow; stops: PathStop[] }[]> {
	const [pathRows, stopRows] = await Promise.all([
		db.select().from(paths).where(eq(paths.adventureId, adventureId)).orderBy(asc(paths.createdAt), asc(paths.id)),
		db
			.select(stopColumns)
			.from(pathStops)
			.innerJoin(places, eq(places.id, pathStops.placeId))
			.innerJoin(paths, eq(paths.id, pathStops.pathId))
			.where(eq(paths.adventureId, adventureId))
			.orderBy(asc(pathStops.pathId), asc(pathStops.position), asc(pathStops.createdAt), asc(pathStops.id)),
	]);
	const byPath = new Map<string, PathStop[]>();
	for (const row of stopRows) {
		const list = byPath.get(row.pathId) ?? [];
		list.push(toStop(row));
		byPath.set(row.pathId, list);
	}
	return pathRows.map((row) => ({ row, stops: byPath.get(row.id) ?? [] }));
}

/** An adventure's paths, newest first. */
export function listPathRowsNewestFirst(db: Db, adventureId: string): Promise<PathRow[]> {
	return db
		.select()
		.from(paths)
		.where(eq(paths.adventureId, adventureId))
		.orderBy(desc(paths.createdAt), desc(paths.id));
}

/** The colour slots the adventure's paths use. */
export async function pathColourIndexes(db: Db, adventureId: string): Promise<number[]> {
	const rows = await db
		.select({ colourIndex: paths.colourIndex })
		.from(paths)
		.where(eq(paths.adventureId, adventureId));
	return rows.map((row) => row.colourIndex);
}

export async function countStops(db: Db, pathId: string): Promise<number> {
	const [row] = await db.select({ n: sql<number>`count(*)` }).from(pathStops).where(eq(pathStops.pathId, pathId));
	return Number(row?.n ?? 0);
}

export interface NewPath {
	name: string;
	transportMode: TransportMode;
	description: string | null;
	estimatedDuration: number | null;
}

export async function insertPath(db: Db, adventureId: string, input: NewPath, colourIndex: number): Promise<PathRow> {
	const now = new Date();
	const [row] = await db
		.insert(paths)
		.values({ id: crypto.randomUUID(), adventureId, ...input, colourIndex, createdAt: now, updatedAt: now })
		.returning();
	if (!row) throw new Error("insert returned nothing");
	return row;
}

/** Updates a path; null when it is gone. */
export async function updatePath(
	db: Db,
	pathId: string,
	changes: Partial<Pick<PathRow, "name" | "transportMode" | "description" | "estimatedDuration">>,
): Promise<PathRow | null> {
	const [row] = await db
		.update(paths)
		.set({ ...changes, updatedAt: new Date() })
		.where(eq(paths.id, pathId))
		.returning();
	return row ?? null;
}

export async function deletePath(db: Db, pathId: string): Promise<void> {
	await db.delete(paths).where(eq(paths.id, pathId));
}

// --- Stops: every write that moves stops is one batch ending in a renumber ---

/** One statement of a batch: SQL with `?` placeholders and its values. */
interface Statement {
	sql: string;
	params: unknown[];
}

/**
 * Runs statements as one D1 batch (a single transaction: all or nothing). Drizzle's own batch
 * cannot carry raw SQL with parameters, so builder queries go in through `toSQL()`.
 */
async function runBatch(db: Db, statements: Statement[]): Promise<void> {
	const client = db.$client;
	await client.batch(statements.map((s) => client.prepare(s.sql).bind(...s.params)));
}

/**
 * Renumbers a path's stops 1..n in their current order (position, then age). The window runs over
 * the FROM subquery, which SQLite computes in full (it must sort the partition) before any row is
 * updated, so no row sees a half-renumbered table. Every batch that moves stops ends with it, which
 * keeps positions dense even when writes to one path interleave.
 */
const renumber = (pathId: string): Statement => ({
	sql: `UPDATE path_stops SET position = ranked.rn
		FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY position, created_at, id) AS rn FROM path_stops WHERE path_id = ?) AS ranked
		WHERE path_stops.id = ranked.id AND path_stops.position <> ranked.rn`,
	params: [pathId],
});

const touch = (db: Db, pathId: string): Statement =>
	db.update(paths).set({ updatedAt: new Date() }).where(eq(paths.id, pathId)).toSQL();

/** The stop of this place on the path, when it is on it. */
export async function findStopOfPlace(db: Db, pathId: string, placeId: string): Promise<string | null> {
	const [row] = await db
		.select({ id: pathStops.id })
		.from(pathStops)
		.where(and(eq(pathStops.pathId, pathId), eq(pathStops.placeId, placeId)))
		.limit(1);
	return row?.id ?? null;
}

/** Whether the adventure has saved this place. */
export async function isPlaceSaved(db: Db, adventureId: string, placeId: string): Promise<boolean> {
	const [row] = await db
		.select({ id: savedPlaces.id })
		.from(savedPlaces)
		.where(and(eq(savedPlaces.adventureId, adventureId), eq(savedPlaces.placeId, placeId)))
		.limit(1);
	return !!row;
}

/**
 * Inserts a stop at a 1-based position (clamped to 1..n+1; null appends), in one batch: save the
 * place to the adventure if it is not saved yet, shift the later stops, insert, renumber. Throws
 * D1's UNIQUE constraint error when the place is already on the path.
 */
export async function insertStop(
	db: Db,
	path: Pick<PathRow, "id" | "adventureId">,
	place: { id: string; intentCategory: SaveIntentCategory },
	position: number | null,
): Promise<string> {
	const id = crypto.randomUUID();
	const at = position == null ? 2_147_483_647 : Math.max(1, Math.floor(position));
	await runBatch(db, [
		db
			.insert(savedPlaces)
			.values({
				id: crypto.randomUUID(),
				adventureId: path.adventureId,
				placeId: place.id,
				intentCategory: place.intentCategory,
			})
			.onConflictDoNothing()
			.toSQL(),
		{
			sql: "UPDATE path_stops SET position = position + 1 WHERE path_id = ? AND position >= ?",
			params: [path.id, at],
		},
		{
			sql: `INSERT INTO path_stops (id, path_id, place_id, position, created_at)
				SELECT ?, ?, ?, MIN(?, COALESCE(MAX(position), 0) + 1), ? FROM path_stops WHERE path_id = ?`,
			params: [id, path.id, place.id, at, Date.now(), path.id],
		},
		renumber(path.id),
		touch(db, path.id),
	]);
	return id;
}

/** Appends stops to a new path in the given order (the guide's "create path"). */
export async function insertStops(db: Db, pathId: string, placeIds: readonly string[]): Promise<void> {
	const now = Date.now();
	const rows = placeIds.map((placeId, index) => ({
		id: crypto.randomUUID(),
		pathId,
		placeId,
		position: index + 1,
		createdAt: new Date(now + index),
	}));
	// 5 columns a row: 15 rows stay under D1's 100 bound parameters per statement.
	const statements = [];
	for (let i = 0; i < rows.length; i += 15) statements.push(db.insert(pathStops).values(rows.slice(i, i + 15)));
	const [first, ...rest] = statements;
	if (first) await db.batch([first, ...rest]);
}

/** Removes a stop and closes the gap, in one batch. */
export async function deleteStop(db: Db, pathId: string, stopId: string): Promise<void> {
	await runBatch(db, [
		db
			.delete(pathStops)
			.where(and(eq(pathStops.id, stopId), eq(pathStops.pathId, pathId)))
			.toSQL(),
		renumber(pathId),
		touch(db, pathId),
	]);
}

/** The ids of a path's stops by position. */
export async function stopIdsInOrder(db: Db, pathId: string): Promise<string[]> {
	const rows = await db
		.select({ id: pathStops.id })
		.from(pathStops)
		.where(eq(pathStops.pathId, pathId))
		.orderBy(asc(pathStops.position));
	return rows.map((row) => row.id);
}

/**
 * Applies a complete new order (1-based) in one batch. The new positions are read from the bound
 * JSON, not from the table, and the batch ends with a renumber for safety.
 */
export async function applyStopOrder(
	db: Db,
	pathId: string,
	stopOrders: readonly { id: string; order: number }[],
): Promise<void> {
	const orders = JSON.stringify(stopOrders.map(({ id, order }) => ({ id, order })));
	await runBatch(db, [
		{
			sql: `UPDATE path_stops SET position = CAST(json_extract(o.value, '$.order') AS INTEGER)
				FROM json_each(?) AS o
				WHERE path_stops.path_id = ? AND path_stops.id = json_extract(o.value, '$.id')`,
			params: [orders, pathId],
		},
		renumber(pathId),
		touch(db, pathId),
	]);
}
