import { queryOptions } from "@tanstack/react-query";
import type { OptimizeResult, PathRoute, PathStop, PathWithStops, TransportMode } from "../../../../domain/path/path";
import { ApiError, apiJson } from "../../lib/api-client";

export type { OptimizeResult, PathRoute, PathStop, RouteLeg, TransportMode } from "../../../../domain/path/path";
export { TRANSPORT_MODES } from "../../../../domain/path/path";

/** A path as the list call returns it: with its stops, so the map can draw every line. */
export type PathSummary = PathWithStops;

export const pathsQuery = (adventureId: string) =>
	queryOptions({
		queryKey: ["/api/adventures", adventureId, "paths"] as const,
		queryFn: () => apiJson<PathSummary[]>("GET", `/api/adventures/${encodeURIComponent(adventureId)}/paths`),
	});

export const stopsQuery = (pathId: string) =>
	queryOptions({
		queryKey: ["/api/paths", pathId, "stops"] as const,
		queryFn: () => apiJson<PathStop[]>("GET", `/api/paths/${encodeURIComponent(pathId)}/stops`),
	});

export const routeQuery = (pathId: string, mode: TransportMode, stopKey: string) =>
	queryOptions({
		queryKey: ["/api/paths", pathId, "route", mode, stopKey] as const,
		queryFn: () => apiJson<PathRoute>("GET", `/api/paths/${encodeURIComponent(pathId)}/route`),
	});

export function createPath(adventureId: string, body: { name: string; transportMode: TransportMode }) {
	return apiJson<PathSummary>("POST", `/api/adventures/${encodeURIComponent(adventureId)}/paths`, {
		...body,
		title: body.name,
		description: null,
	});
}

export function updatePathMode(pathId: string, transportMode: TransportMode) {
	return apiJson<PathSummary>("PATCH", `/api/paths/${encodeURIComponent(pathId)}`, { transportMode });
}

export function deletePath(pathId: string) {
	return apiJson<{ deleted: true }>("DELETE", `/api/paths/${encodeURIComponent(pathId)}`);
}

export function addStop(pathId: string, googlePlaceId: string) {
	return apiJson<PathStop>("POST", `/api/paths/${encodeURIComponent(pathId)}/stops`, { googlePlaceId });
}

export function removeStop(stopId: string) {
	return apiJson<{ deleted: true }>("DELETE", `/api/path-stops/${encodeURIComponent(stopId)}`);
}

/** Sends new 1-based orders for every stop (planner spec §4); a non-JSON answer counts as success. */
export async function reorderStops(pathId: string, stopIds: string[]) {
	const res = await fetch(`/api/paths/${encodeURIComponent(pathId)}/reorder`, {
		method: "PATCH",
		credentials: "include",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify({ stopOrders: stopIds.map((id, index) => ({ id, order: index + 1 })) }),
	});
	if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

export function optimizePath(pathId: string) {
	return apiJson<OptimizeResult>("POST", `/api/paths/${encodeURIComponent(pathId)}/optimize`);
}

export function saveForPath(googlePlaceId: string, adventureId: string, placeData: Record<string, unknown>) {
	return apiJson<unknown>("POST", "/api/saved-places", { googlePlaceId, adventureId, placeData });
}

export const exportUrl = (pathId: string, format: "gpx" | "kml") =>
	`/api/paths/${encodeURIComponent(pathId)}/export?format=${format}`;

/** Session storage key of the path to open once on the Paths tab (planner spec §4). */
export const AUTO_OPEN_PATH_KEY = "adventure-guide:auto-open-path";
export const USER_ACTION_EVENT = "guideai-user-action";
