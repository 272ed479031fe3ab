import {
	type ExportFormat,
	isDayOfTrip,
	legsKmOf,
	MAX_PATH_STOPS,
	MAX_PATHS_PER_ADVENTURE,
	type OptimizeResult,
	optimiseOrder,
	PATH_COLOURS,
	type Pace,
	type Path,
	type PathRoute,
	type PathStop,
	type PathWithStops,
	paceForAges,
	paceLegLabel,
	pathColour,
	pathMessages,
	suggestTransportMode,
	type TransportMode,
	validateReorder,
	walkingMinutesAtPace,
} from "../../domain/path/path";
import { saveIntentCategory } from "../../domain/place/place";
import type { Db } from "../db";
import { findAdventure } from "../db/adventures";
import * as pathsDb from "../db/paths";
import { findPlaceRow, placeIdOf } from "../db/places";
import type { AdventureRow, PathRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { BadRequestError, ConflictError, NotFoundError, UpstreamError } from "../lib/errors";
import { type RoutesProvider, RoutesUpstreamError } from "../providers/routes";
import { transitAvailable } from "./locations";
import { EXPORT_CONTENT_TYPES, exportFileName, pathToFile } from "./path-export";

type WriteDeps = Pick<Deps, "db" | "rooms">;

function toPath(row: PathRow, stopCount: number): Path {
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
		date: row.date,
		modeAuto: row.modeAuto,
		stopCount,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

/** An adventure's paths, dated ones first by day then age, then the undated ones oldest first; each with its stops in order. */
export async function listPaths(db: Db, adventureId: string): Promise<PathWithStops[]> {
	const rows = await pathsDb.listPathsWithStops(db, adventureId);
	return rows.map(({ row, stops }) => ({ ...toPath(row, stops.length), stops }));
}

/** A path's stops in order (1-based `order`). */
export const listStops = pathsDb.listStops;

/**
 * Creates a path in the first colour no other path of the adventure uses (`nextColourIndex`); 400
 * past the per-adventure limit. Limit, colour and insert are one statement, so parallel creates
 * neither pass the limit nor share a colour.
 */
export async function createPath(db: Db, adventureId: string, input: pathsDb.NewPath): Promise<PathRow> {
	const row = await pathsDb.insertPathWithinLimit(db, adventureId, input, {
		maxPaths: MAX_PATHS_PER_ADVENTURE,
		colourSlots: PATH_COLOURS.length,
	});
	if (!row) throw new BadRequestError(pathMessages.tooManyPaths);
	return row;
}

/** The trip's dates a path's day must lie in. */
type TripDates = Pick<AdventureRow, "startDate" | "endDate">;

/** 400 unless the day (when there is one) is one of the trip's days. */
function checkDay(date: string | null | undefined, trip: TripDates): void {
	if (date != null && !isDayOfTrip(date, trip.startDate, trip.endDate)) {
		throw new BadRequestError(pathMessages.dateOutsideTrip(trip.startDate, trip.endDate));
	}
}

/** The adventure things a path's automatic mode is chosen from. */
type ModeTrip = Pick<AdventureRow, "kidAges" | "location" | "latitude" | "longitude">;

/**
 * The mode a path with these stops takes while it follows its distances: `suggestTransportMode`
 * over the straight-line legs, at the pace of the trip's youngest child, with transit where the
 * trip is in a city (`transitAvailable`).
 */
async function followedMode(db: Db, trip: ModeTrip, stops: readonly PathStop[]): Promise<TransportMode> {
	const point =
		trip.latitude != null && trip.longitude != null ? { latitude: trip.latitude, longitude: trip.longitude } : null;
	return suggestTransportMode(legsKmOf(stops.map((stop) => stop.place)), paceForAges(trip.kidAges), {
		transitAvailable: await transitAvailable(db, trip.location, point),
	});
}

/**
 * After its stops changed, a path whose mode follows its distances (`modeAuto`) takes the mode
 * they suggest now; a mode someone chose stays.
 */
async function followDistances(db: Db, path: PathRow, stops: readonly PathStop[]): Promise<void> {
	if (!path.modeAuto) return;
	const trip = await findAdventure(db, path.adventureId);
	if (!trip) return;
	// Written even when it seems unchanged: `path` was read before the stops changed, and another
	// change may have set the mode since.
	await pathsDb.updateAutoMode(db, path.id, await followedMode(db, trip, stops));
}

/** A new path as the API takes it: without a transport mode, the mode follows the path's distances. */
export type PathInput = Omit<pathsDb.NewPath, "transportMode" | "modeAuto"> & { transportMode?: TransportMode };

/**
 * `createPath` for the API: a day outside the trip is a 400; without a transport mode the path
 * starts with the one its (still empty) stops suggest and follows its distances. Answers the new
 * path and tells the adventure's open tabs.
 */
export async function createAdventurePath(
	deps: WriteDeps,
	adventure: AdventureRow,
	{ transportMode, ...input }: PathInput,
): Promise<Path> {
	checkDay(input.date, adventure);
	const chosen = transportMode !== undefined;
	const mode = transportMode ?? (await followedMode(deps.db, adventure, []));
	const row = await createPath(deps.db, adventure.id, { ...input, transportMode: mode, modeAuto: !chosen });
	deps.rooms.announce(row.adventureId, "paths");
	return toPath(row, 0);
}

/** A path's changes as the API takes them; choosing a mode stops it following the distances. */
type PathChanges = Partial<Pick<PathRow, "name" | "transportMode" | "description" | "estimatedDuration" | "date">>;

export async function updatePath(
	deps: WriteDeps,
	path: PathRow,
	adventure: AdventureRow,
	changes: PathChanges,
): Promise<Path> {
	checkDay(changes.date, adventure);
	const row = await pathsDb.updatePath(deps.db, path.id, {
		...changes,
		...(changes.transportMode !== undefined ? { modeAuto: false } : {}),
	});
	if (!row) throw new NotFoundError(pathMessages.pathNotFound);
	deps.rooms.announce(row.adventureId, "paths");
	return toPath(row, await pathsDb.countStops(deps.db, row.id));
}

export async function deletePath(deps: WriteDeps, path: PathRow) {
	await pathsDb.deletePath(deps.db, path.id);
	deps.rooms.announce(path.adventureId, "paths");
	return { deleted: true, id: path.id };
}

function isUniqueViolation(error: unknown): boolean {
	const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : "";
	return /UNIQUE constraint failed/i.test(text);
}

/**
 * Adds a place to a path at a 1-based position (clamped to 1..n+1; null appends), saving it to the
 * adventure on the way when it is not saved yet. A place already on the path is a 409 (with the
 * stop's id when known); an unknown place a 404; a full path a 400. `savedNow`: it was saved now.
 */
export async function addStop(
	db: Db,
	path: PathRow,
	placeId: string,
	position: number | null,
): Promise<{ stop: PathStop; savedNow: boolean }> {
	const place = await findPlaceRow(db, placeId);
	if (!place) throw new NotFoundError(pathMessages.placeNotFound);
	const [existing, saved] = await Promise.all([
		pathsDb.findStopOfPlace(db, path.id, placeId),
		pathsDb.isPlaceSaved(db, path.adventureId, placeId),
	]);
	if (existing) throw new ConflictError(pathMessages.alreadyOnPath(place.name), { stopId: existing });
	let id: string | null;
	try {
		// The limit is checked in the insert itself, so parallel adds cannot pass it.
		const intent = { id: placeId, intentCategory: saveIntentCategory(place) };
		id = await pathsDb.insertStopWithinLimit(db, path, intent, position, MAX_PATH_STOPS);
	} catch (error) {
		if (isUniqueViolation(error)) throw new ConflictError(pathMessages.alreadyOnPath(place.name));
		throw error;
	}
	if (!id) throw new BadRequestError(pathMessages.tooManyStops);
	const stops = await pathsDb.listStops(db, path.id);
	const stop = stops.find((s) => s.id === id);
	if (!stop) throw new Error("inserted stop not found");
	await followDistances(db, path, stops);
	return { stop, savedNow: !saved };
}

/** `addStop` for the API: appends a place; the open tabs hear about the path, and the saved places when it was saved now. */
export async function addPathStop(deps: WriteDeps, path: PathRow, placeId: string, position: number | null = null) {
	const { stop, savedNow } = await addStop(deps.db, path, placeId, position);
	deps.rooms.announce(path.adventureId, ...(savedNow ? (["paths", "saved-places"] as const) : (["paths"] as const)));
	return stop;
}

/**
 * Appends several places to a path in the order given, all in one batch: all of them or none. An
 * unknown place is a 404; places already on the path are a 409 that names them; more stops than the
 * path may hold a 400. Places not saved yet are saved on the way; the path's automatic mode follows
 * its new distances, and the open tabs hear about the path (and the saved places when some were
 * saved now). Answers the new stops in order.
 */
export async function addPathStops(deps: WriteDeps, path: PathRow, placeIds: readonly string[]) {
	const { db } = deps;
	const rows = await Promise.all(placeIds.map((placeId) => findPlaceRow(db, placeId)));
	const found = rows.filter((row) => row !== null);
	if (found.length !== placeIds.length) throw new NotFoundError(pathMessages.placeNotFound);
	/** 409 naming the places already on the path, when there are any. */
	const refuseAlreadyOnPath = async () => {
		const onPath = await pathsDb.placesOnPath(db, path.id, placeIds);
		const already = found.filter((place) => onPath.has(place.id)).map((place) => place.name);
		if (already.length > 0) throw new ConflictError(pathMessages.allAlreadyOnPath(already));
	};
	const [saved] = await Promise.all([
		Promise.all(placeIds.map((placeId) => pathsDb.isPlaceSaved(db, path.adventureId, placeId))),
		refuseAlreadyOnPath(),
	]);
	let ids: string[] | null;
	try {
		const intents = found.map((place) => ({ id: place.id, intentCategory: saveIntentCategory(place) }));
		ids = await pathsDb.insertStopsWithinLimit(db, path, intents, MAX_PATH_STOPS);
	} catch (error) {
		// Another call added one of them meanwhile: the batch wrote nothing; say which.
		if (isUniqueViolation(error)) await refuseAlreadyOnPath();
		throw error;
	}
	if (!ids) throw new BadRequestError(pathMessages.tooManyStops);
	const stops = await pathsDb.listStops(db, path.id);
	await followDistances(db, path, stops);
	const savedNow = saved.some((isSaved) => !isSaved);
	deps.rooms.announce(path.adventureId, ...(savedNow ? (["paths", "saved-places"] as const) : (["paths"] as const)));
	const added = new Set(ids);
	return { stops: stops.filter((stop) => added.has(stop.id)) };
}

/**
 * The Guide AI's stop call: the place is a place id or one of the adventure's saved places' ids,
 * inserted at a 0-based `order` (null appends).
 */
export async function addGuideStop(
	deps: WriteDeps,
	path: PathRow,
	placeOrSavedPlaceId: string,
	order: number | null | undefined,
): Promise<PathStop> {
	const placeId = await placeIdOf(deps.db, path.adventureId, placeOrSavedPlaceId);
	if (!placeId) throw new NotFoundError(pathMessages.placeNotFound);
	return addPathStop(deps, path, placeId, order == null ? null : order + 1);
}

/** Removes a stop and closes the gap. */
export async function deleteStop(deps: WriteDeps, path: PathRow, stopId: string) {
	await pathsDb.deleteStop(deps.db, path.id, stopId);
	if (path.modeAuto) await followDistances(deps.db, path, await pathsDb.listStops(deps.db, path.id));
	deps.rooms.announce(path.adventureId, "paths");
	return { deleted: true, id: stopId };
}

/**
 * Applies a complete new order (1-based) after checking it names exactly the path's stops with the
 * orders 1..n; a bad order is a 400 and changes nothing.
 */
export async function reorderStops(
	deps: WriteDeps,
	path: PathRow,
	stopOrders: readonly { id: string; order: number }[],
): Promise<{ stops: PathStop[] }> {
	const check = validateReorder(await pathsDb.stopIdsInOrder(deps.db, path.id), stopOrders);
	if (!check.ok) throw new BadRequestError(check.error);
	if (stopOrders.length > 0) await pathsDb.applyStopOrder(deps.db, path.id, stopOrders);
	const stops = await pathsDb.listStops(deps.db, path.id);
	await followDistances(deps.db, path, stops);
	deps.rooms.announce(path.adventureId, "paths");
	return { stops };
}

/**
 * The route through stops for a mode: never throws for the provider; too few stops or a failure
 * say so. With a pace, each walking leg also says its minutes and label at that pace.
 */
async function computeRoute(
	routes: RoutesProvider,
	pathId: string,
	stops: PathStop[],
	mode: TransportMode,
	pace: Pace | null = null,
): Promise<PathRoute> {
	const empty = {
		pathId,
		transportMode: mode,
		provider: routes.kind,
		legs: [],
		totalDistanceMeters: 0,
		totalDurationSeconds: 0,
		polyline: null,
	};
	if (stops.length < 2) return { ...empty, status: "too-few-stops", error: pathMessages.tooFewStops };
	try {
		const result = await routes.legs(
			stops.map((s) => s.place),
			mode,
		);
		const legs = result.legs.map((leg, i) => ({
			fromStopId: (stops[i] as PathStop).id,
			toStopId: (stops[i + 1] as PathStop).id,
			distanceMeters: leg.distanceMeters,
			durationSeconds: leg.durationSeconds,
			...(pace && mode === "walking"
				? {
						paceMinutes: walkingMinutesAtPace(leg.distanceMeters, pace),
						paceLabel: paceLegLabel(leg.distanceMeters, pace),
					}
				: {}),
		}));
		return {
			...empty,
			status: "ok",
			legs,
			totalDistanceMeters: legs.reduce((sum, leg) => sum + leg.distanceMeters, 0),
			totalDurationSeconds: legs.reduce((sum, leg) => sum + leg.durationSeconds, 0),
			polyline: result.polyline,
		};
	} catch (error) {
		if (!(error instanceof RoutesUpstreamError)) throw error;
		return { ...empty, status: "failed", error: error.message };
	}
}

/**
 * The route through a path's stops (its own mode unless one is asked for), walking legs also at
 * the pace of the trip's youngest child. A failure is a 200 that says so.
 */
export async function pathRoute(
	deps: Pick<Deps, "db" | "routes">,
	path: PathRow,
	adventure: Pick<AdventureRow, "kidAges">,
	mode: TransportMode = path.transportMode,
): Promise<PathRoute> {
	const stops = await pathsDb.listStops(deps.db, path.id);
	return computeRoute(deps.routes, path.id, stops, mode, paceForAges(adventure.kidAges));
}

/** The route of a listed path in its own mode, walking legs at the pace of a family with these kids. */
export function listedPathRoute(
	routes: RoutesProvider,
	path: PathWithStops,
	kidAges: readonly number[],
): Promise<PathRoute> {
	return computeRoute(routes, path.id, path.stops, path.transportMode, paceForAges(kidAges));
}

/** A path as a GPX or KML file, with the road geometry when the provider has one (straight lines otherwise). */
export async function exportPath(
	deps: Pick<Deps, "db" | "routes">,
	path: PathRow,
	format: ExportFormat,
): Promise<{ file: string; contentType: string; fileName: string }> {
	const stops = await pathsDb.listStops(deps.db, path.id);
	const route = await computeRoute(deps.routes, path.id, stops, path.transportMode);
	const file = pathToFile(
		format,
		{
			name: path.name,
			description: path.description,
			transportMode: path.transportMode,
			colour: pathColour(path.colourIndex),
		},
		stops.map((s) => s.place),
		{ polyline: route.polyline },
	);
	return { file, contentType: EXPORT_CONTENT_TYPES[format], fileName: exportFileName(path.name, format) };
}

/**
 * The fastest order of a path's stops (the first stays first) from the provider's travel-time
 * matrix, with the time it saves; 502 when the travel times cannot be had.
 */
export async function optimizePath(deps: Pick<Deps, "db" | "routes">, path: PathRow): Promise<OptimizeResult> {
	const stops = await pathsDb.listStops(deps.db, path.id);
	if (stops.length < 3) {
		// Nothing to reorder: the first stop is fixed and a single other stop has one place to go.
		const route = await computeRoute(deps.routes, path.id, stops, path.transportMode);
		return {
			order: stops.map((s) => s.id),
			currentSeconds: route.totalDurationSeconds,
			optimizedSeconds: route.totalDurationSeconds,
			savedSeconds: 0,
			provider: route.provider,
		};
	}
	try {
		const matrix = await deps.routes.matrix(
			stops.map((s) => s.place),
			path.transportMode,
		);
		const { order, currentCost, optimisedCost } = optimiseOrder(matrix.durations);
		return {
			order: order.map((i) => (stops[i] as PathStop).id),
			currentSeconds: Math.round(currentCost),
			optimizedSeconds: Math.round(optimisedCost),
			savedSeconds: Math.max(0, Math.round(currentCost - optimisedCost)),
			provider: matrix.provider,
		};
	} catch (error) {
		if (error instanceof RoutesUpstreamError) {
			throw new UpstreamError(`Could not compute travel times: ${error.message}`);
		}
		throw error;
	}
}
