import { and, asc, eq, sql } from "drizzle-orm";
import {
	MAX_PATH_STOPS,
	MAX_PATHS_PER_ADVENTURE,
	nextColourIndex,
	type Path,
	type PathStop,
	type PathWithStops,
	pathColour,
	pathMessages,
	type TransportMode,
	validateReorder,
} from "../../domain/path/path";
import { saveIntentCategory } from "../../domain/place/place";
import type { Db } from "../db";
import { type AdventureRow, adventures, type PathRow, pathStops, paths, places, savedPlaces } from "../db/schema";
import { type Access, accessOf } from "./adventure-access";

/** A refused path write with the status and message to answer (400, 404 or 409). */
export class PathWriteError extends Error {
	constructor(
		readonly status: 400 | 404 | 409,
		message: string,
		readonly details: Record<string, unknown> = {},
	) {
		super(message);
	}
}

export interface PathAccess {
	path: PathRow;
	adventure: AdventureRow;
	access: Exclude<Access, null>;
}

export function toPath(row: PathRow, stopCount: number): Path {
	return {
		id: row.id,
		adventureId: row.adventureId,
		name: row.name,
		title: row.name,
		description: row.description,
		transportMode: row.transportMode,
		transportType: row.transportMode,
		estimatedDuration: row.estimatedDuration,
		colourIndex: row.colourIndex,
		colour: pathColour(row.colourIndex),
		stopCount,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

/** A path and its adventure, with the caller's access; null when missing or not the caller's to see. */
export async function findPathAccess(db: Db, pathId: string, userId: string | null): Promise<PathAccess | null> {
	const [row] = await db
		.select({ path: paths, adventure: adventures })
		.from(paths)
		.innerJoin(adventures, eq(adventures.id, paths.adventureId))
		.where(eq(paths.id, pathId))
		.limit(1);
	if (!row) return null;
	const access = accessOf(row.adventure, userId);
	return access ? { ...row, access } : null;
}

/** A stop with its path and adventure, and the caller's access; null when missing or hidden. */
export async function findStopAccess(
	db: Db,
	stopId: string,
	userId: string | null,
): Promise<(PathAccess & { stopId: string }) | null> {
	const [row] = await db
		.select({ path: paths, adventure: adventures })
		.from(pathStops)
		.innerJoin(paths, eq(paths.id, pathStops.pathId))
		.innerJoin(adventures, eq(adventures.id, paths.adventureId))
		.where(eq(pathStops.id, stopId))
		.limit(1);
	if (!row) return null;
	const access = accessOf(row.adventure, userId);
	return access ? { ...row, access, stopId } : null;
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
export async function listPaths(db: Db, adventureId: string): Promise<PathWithStops[]> {
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
	return pathRows.map((row) => {
		const stops = byPath.get(row.id) ?? [];
		return { ...toPath(row, stops.length), stops };
	});
}

export async function stopCount(db: Db, pathId: string): Promise<number> {
	const [row] = await db.select({ n: sql<number>`count(*)` }).from(pathStops).where(eq(pathStops.pathId, pathId));
	return Number(row?.n ?? 0);
}

export interface NewPath {
	name: string;
	transportMode: TransportMode;
	description: string | null;
	estimatedDuration: number | null;
}

export async function createPath(db: Db, adventureId: string, input: NewPath): Promise<PathRow> {
	const existing = await db
		.select({ colourIndex: paths.colourIndex })
		.from(paths)
		.where(eq(paths.adventureId, adventureId));
	if (existing.length >= MAX_PATHS_PER_ADVENTURE) throw new PathWriteError(400, pathMessages.tooManyPaths);
	const now = new Date();
	const [row] = await db
		.insert(paths)
		.values({
			id: crypto.randomUUID(),
			adventureId,
			...input,
			colourIndex: nextColourIndex(existing.map((p) => p.colourIndex)),
			createdAt: now,
			updatedAt: now,
		})
		.returning();
	if (!row) throw new Error("insert returned nothing");
	return row;
}

export async function updatePath(
	db: Db,
	path: PathRow,
	changes: Partial<Pick<PathRow, "name" | "transportMode" | "description" | "estimatedDuration">>,
): Promise<PathRow> {
	const [row] = await db
		.update(paths)
		.set({ ...changes, updatedAt: new Date() })
		.where(eq(paths.id, path.id))
		.returning();
	if (!row) throw new PathWriteError(404, pathMessages.pathNotFound);
	return row;
}

export async function deletePath(db: Db, path: PathRow): Promise<void> {
	await db.delete(paths).where(eq(paths.id, path.id));
}

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

function isUniqueViolation(error: unknown): boolean {
	const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : "";
	return /UNIQUE constraint failed/i.test(text);
}

/**
 * Resolves a stop's place: a place id (the spec's googlePlaceId), or, for the guide's calls, the
 * id of one of the adventure's saved places.
 */
export async function resolvePlaceId(db: Db, adventureId: string, id: string): Promise<string | null> {
	const place = await db.select({ id: places.id }).from(places).where(eq(places.id, id)).limit(1);
	if (place[0]) return place[0].id;
	const saved = await db
		.select({ placeId: savedPlaces.placeId })
		.from(savedPlaces)
		.where(and(eq(savedPlaces.id, id), eq(savedPlaces.adventureId, adventureId)))
		.limit(1);
	return saved[0]?.placeId ?? null;
}

/**
 * Adds a place to a path at a 1-based position (clamped to 1..n+1; null appends), in one batch:
 * save the place to the adventure if it is not saved yet, shift the later stops, insert, renumber.
 * A place already on the path is a 409; an unknown place a 404.
 */
export async function addStop(
	db: Db,
	path: PathRow,
	placeId: string,
	position: number | null,
): Promise<{ stop: PathStop; savedNow: boolean }> {
	const [place] = await db.select().from(places).where(eq(places.id, placeId)).limit(1);
	if (!place) throw new PathWriteError(404, pathMessages.placeNotFound);
	const [existing, count, saved] = await Promise.all([
		db
			.select({ id: pathStops.id })
			.from(pathStops)
			.where(and(eq(pathStops.pathId, path.id), eq(pathStops.placeId, placeId)))
			.limit(1),
		db.select({ n: sql<number>`count(*)` }).from(pathStops).where(eq(pathStops.pathId, path.id)),
		db
			.select({ id: savedPlaces.id })
			.from(savedPlaces)
			.where(and(eq(savedPlaces.adventureId, path.adventureId), eq(savedPlaces.placeId, placeId)))
			.limit(1),
	]);
	if (existing[0]) {
		throw new PathWriteError(409, `${place.name} is already on this path`, { stopId: existing[0].id });
	}
	if (Number(count[0]?.n ?? 0) >= MAX_PATH_STOPS) throw new PathWriteError(400, pathMessages.tooManyStops);

	const id = crypto.randomUUID();
	const at = position == null ? 2_147_483_647 : Math.max(1, Math.floor(position));
	const now = Date.now();
	try {
		await runBatch(db, [
			db
				.insert(savedPlaces)
				.values({
					id: crypto.randomUUID(),
					adventureId: path.adventureId,
					placeId,
					intentCategory: saveIntentCategory(place),
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
				params: [id, path.id, placeId, at, now, path.id],
			},
			renumber(path.id),
			touch(db, path.id),
		]);
	} catch (error) {
		if (isUniqueViolation(error)) throw new PathWriteError(409, `${place.name} is already on this path`);
		throw error;
	}
	const stop = (await listStops(db, path.id)).find((s) => s.id === id);
	if (!stop) throw new Error("inserted stop not found");
	return { stop, savedNow: !saved[0] };
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

/**
 * Applies a complete new order (1-based) in one batch, after checking it names exactly the path's
 * stops with the orders 1..n; a bad order is a 400 and changes nothing. The new positions are read
 * from the bound JSON, not from the table, and the batch ends with a renumber for safety.
 */
export async function reorderStops(
	db: Db,
	path: PathRow,
	stopOrders: readonly { id: string; order: number }[],
): Promise<PathStop[]> {
	const current = await db
		.select({ id: pathStops.id })
		.from(pathStops)
		.where(eq(pathStops.pathId, path.id))
		.orderBy(asc(pathStops.position));
	const check = validateReorder(
		current.map((s) => s.id),
		stopOrders,
	);
	if (!check.ok) throw new PathWriteError(400, check.error);
	if (stopOrders.length > 0) {
		const orders = JSON.stringify(stopOrders.map(({ id, order }) => ({ id, order })));
		await runBatch(db, [
			{
				sql: `UPDATE path_stops SET position = CAST(json_extract(o.value, '$.order') AS INTEGER)
					FROM json_each(?) AS o
					WHERE path_stops.path_id = ? AND path_stops.id = json_extract(o.value, '$.id')`,
				params: [orders, path.id],
			},
			renumber(path.id),
			touch(db, path.id),
		]);
	}
	return listStops(db, path.id);
}
