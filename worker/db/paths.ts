import { and, asc, desc, eq, exists, inArray, or, sql } from "drizzle-orm";
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

/**
 * An adventure's paths, each with its stops in order: the dated ones first, by day and then age,
 * then the undated ones, oldest first.
 */
export async function listPathsWithStops(db: Db, adventureId: string): Promise<{ row: PathRow; stops: PathStop[] }[]> {
	const [pathRows, stopRows] = await Promise.all([
		db
			.select()
			.from(paths)
			.where(eq(paths.adventureId, adventureId))
			.orderBy(sql`${paths.date} IS NULL`, asc(paths.date), asc(paths.createdAt), asc(paths.id)),
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

export async function countStops(db: Db, pathId: string): Promise<number> {
	const [row] = await db.select({ n: sql<number>`count(*)` }).from(pathStops).where(eq(pathStops.pathId, pathId));
	return Number(row?.n ?? 0);
}

export interface NewPath {
	name: string;
	transportMode: TransportMode;
	description: string | null;
	estimatedDuration: number | null;
	/** The trip day (`YYYY-MM-DD`); absent or null: undated. */
	date?: string | null;
	/** True: the mode follows the path's distances until someone chooses one. */
	modeAuto?: boolean;
}

/**
 * Inserts a path in one statement that also checks the limit and picks the colour, so parallel
 * creates can neither run past `limit` nor share a colour: the row is written only while the
 * adventure holds fewer than `limit` paths, with the first palette slot (0..slots-1) no other path of
 * the adventure uses, or, with every slot taken, the count of paths modulo `slots` (the rule of
 * `nextColourIndex` in domain/path). D1 runs each statement atomically. Null when the adventure is full.
 */
export async function insertPathWithinLimit(
	db: Db,
	adventureId: string,
	input: NewPath,
	limits: { maxPaths: number; colourSlots: number },
): Promise<PathRow | null> {
	const id = crypto.randomUUID();
	const slots = JSON.stringify(Array.from({ length: limits.colourSlots }, (_, i) => i));
	const inserted = await db.$client
		.prepare(
			`INSERT INTO paths (id, adventure_id, name, description, transport_mode, estimated_duration, date, mode_auto, colour_index, created_at, updated_at)
			SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?11, ?12,
				COALESCE(
					(SELECT MIN(slot.value) FROM json_each(?7) AS slot
						WHERE slot.value NOT IN (SELECT ((colour_index % ?8) + ?8) % ?8 FROM paths WHERE adventure_id = ?2)),
					(SELECT count(*) FROM paths WHERE adventure_id = ?2) % ?8
				),
				?9, ?9
			WHERE (SELECT count(*) FROM paths WHERE adventure_id = ?2) < ?10
			RETURNING id`,
		)
		.bind(
			id,
			adventureId,
			input.name,
			input.description,
			input.transportMode,
			input.estimatedDuration,
			slots,
			limits.colourSlots,
			Date.now(),
			limits.maxPaths,
			input.date ?? null,
			input.modeAuto ? 1 : 0,
		)
		.first<{ id: string }>();
	if (!inserted) return null;
	const [row] = await db.select().from(paths).where(eq(paths.id, id)).limit(1);
	if (!row) throw new Error("inserted path not found");
	return row;
}

/** Updates a path; null when it is gone. */
export async function updatePath(
	db: Db,
	pathId: string,
	changes: Partial<Pick<PathRow, "name" | "transportMode" | "description" | "estimatedDuration" | "date" | "modeAuto">>,
): Promise<PathRow | null> {
	const [row] = await db
		.update(paths)
		.set({ ...changes, updatedAt: new Date() })
		.where(eq(paths.id, pathId))
		.returning();
	return row ?? null;
}

/** Sets the mode of a path that still follows its distances (nobody chose one in the meantime). */
export async function updateAutoMode(db: Db, pathId: string, mode: TransportMode): Promise<void> {
	await db
		.update(paths)
		.set({ transportMode: mode, updatedAt: new Date() })
		.where(and(eq(paths.id, pathId), eq(paths.modeAuto, true)));
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

/** Which of these places are already stops of the path. */
export async function placesOnPath(db: Db, pathId: string, placeIds: readonly string[]): Promise<Set<string>> {
	if (placeIds.length === 0) return new Set();
	const rows = await db
		.select({ placeId: pathStops.placeId })
		.from(pathStops)
		.where(and(eq(pathStops.pathId, pathId), inArray(pathStops.placeId, [...placeIds])));
	return new Set(rows.map((row) => row.placeId));
}

/** On how many of the adventure's paths the place is a stop. */
export async function countPathsWithPlace(db: Db, adventureId: string, placeId: string): Promise<number> {
	const [row] = await db
		.select({ n: sql<number>`count(*)` })
		.from(pathStops)
		.innerJoin(paths, eq(paths.id, pathStops.pathId))
		.where(and(eq(paths.adventureId, adventureId), eq(pathStops.placeId, placeId)));
	return Number(row?.n ?? 0);
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

/** Whether the place belongs to the adventure: saved in it, or a stop of one of its paths. */
export async function isPlaceOfAdventure(db: Db, adventureId: string, placeId: string): Promise<boolean> {
	const saved = db
		.select({ one: sql`1` })
		.from(savedPlaces)
		.where(and(eq(savedPlaces.adventureId, adventureId), eq(savedPlaces.placeId, placeId)));
	const stop = db
		.select({ one: sql`1` })
		.from(pathStops)
		.innerJoin(paths, eq(paths.id, pathStops.pathId))
		.where(and(eq(paths.adventureId, adventureId), eq(pathStops.placeId, placeId)));
	const [row] = await db
		.select({ id: places.id })
		.from(places)
		.where(and(eq(places.id, placeId), or(exists(saved), exists(stop))))
		.limit(1);
	return !!row;
}

/**
 * Inserts a stop at a 1-based position (clamped to 1..n+1; null appends) in one batch (one
 * transaction). Its first statement decides: it writes the stop only while the path holds fewer
 * than `maxStops`, so parallel adds cannot run past the limit. The rest follows from that row: the
 * later stops move down, the place is saved to the adventure if it is not yet, the path is renumbered
 * 1..n and touched. Null when the path is full (nothing changed); throws D1's UNIQUE constraint error
 * when the place is already on the path (the batch rolls back).
 */
export async function insertStopWithinLimit(
	db: Db,
	path: Pick<PathRow, "id" | "adventureId">,
	place: { id: string; intentCategory: SaveIntentCategory },
	position: number | null,
	maxStops: number,
): Promise<string | null> {
	const id = crypto.randomUUID();
	const at = position == null ? 2_147_483_647 : Math.max(1, Math.floor(position));
	const now = Date.now();
	const client = db.$client;
	const [inserted] = await client.batch([
		client
			.prepare(
				`INSERT INTO path_stops (id, path_id, place_id, position, created_at)
				SELECT ?1, ?2, ?3, MIN(?4, (SELECT COALESCE(MAX(position), 0) + 1 FROM path_stops WHERE path_id = ?2)), ?5
				WHERE (SELECT count(*) FROM path_stops WHERE path_id = ?2) < ?6`,
			)
			.bind(id, path.id, place.id, at, now, maxStops),
		client
			.prepare(
				`UPDATE path_stops SET position = position + 1
				WHERE path_id = ?1 AND id <> ?2 AND position >= (SELECT position FROM path_stops WHERE id = ?2)`,
			)
			.bind(path.id, id),
		client
			.prepare(
				`INSERT INTO saved_places (id, adventure_id, place_id, intent_category, created_at)
				SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM path_stops WHERE id = ?6)
				ON CONFLICT (adventure_id, place_id) DO NOTHING`,
			)
			.bind(crypto.randomUUID(), path.adventureId, place.id, place.intentCategory, now, id),
		client.prepare(renumber(path.id).sql).bind(...renumber(path.id).params),
		client
			.prepare("UPDATE paths SET updated_at = ?1 WHERE id = ?2 AND EXISTS (SELECT 1 FROM path_stops WHERE id = ?3)")
			.bind(now, path.id, id),
	]);
	return inserted?.meta.changes ? id : null;
}

/**
 * Appends several places as the path's last stops, in the given order, in one batch: all of them or
 * none. The first insert carries the limit (the path's stops plus all the new ones must fit), and
 * every later row is written only when the first one was, so a path that filled up meanwhile takes
 * none of them. Each place is saved to the adventure on the way when it was not. A place already on
 * the path fails the whole batch on the unique index. Answers the new stops' ids in order, or null
 * when the limit refused them.
 */
export async function insertStopsWithinLimit(
	db: Db,
	path: Pick<PathRow, "id" | "adventureId">,
	places: readonly { id: string; intentCategory: SaveIntentCategory }[],
	maxStops: number,
): Promise<string[] | null> {
	const ids = places.map(() => crypto.randomUUID());
	const [firstId] = ids;
	if (!firstId) return [];
	const now = Date.now();
	const client = db.$client;
	const append = (id: string, placeId: string, index: number) =>
		client
			.prepare(
				`INSERT INTO path_stops (id, path_id, place_id, position, created_at)
				SELECT ?1, ?2, ?3, (SELECT COALESCE(MAX(position), 0) + 1 FROM path_stops WHERE path_id = ?2), ?4
				WHERE ${
					index === 0
						? "(SELECT count(*) FROM path_stops WHERE path_id = ?2) + ?5 <= ?6"
						: "EXISTS (SELECT 1 FROM path_stops WHERE id = ?5)"
				}`,
			)
			.bind(id, path.id, placeId, now + index, ...(index === 0 ? [places.length, maxStops] : [firstId]));
	const save = (placeId: string, intentCategory: SaveIntentCategory) =>
		client
			.prepare(
				`INSERT INTO saved_places (id, adventure_id, place_id, intent_category, created_at)
				SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM path_stops WHERE id = ?6)
				ON CONFLICT (adventure_id, place_id) DO NOTHING`,
			)
			.bind(crypto.randomUUID(), path.adventureId, placeId, intentCategory, now, firstId);
	const [inserted] = await client.batch([
		...places.map((place, index) => append(ids[index] ?? firstId, place.id, index)),
		...places.map((place) => save(place.id, place.intentCategory)),
		client.prepare(renumber(path.id).sql).bind(...renumber(path.id).params),
		client
			.prepare("UPDATE paths SET updated_at = ?1 WHERE id = ?2 AND EXISTS (SELECT 1 FROM path_stops WHERE id = ?3)")
			.bind(now, path.id, firstId),
	]);
	return inserted?.meta.changes ? ids : null;
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
