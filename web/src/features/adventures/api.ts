import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Adventure, CreateAdventureInput, UpdateAdventureInput } from "../../../../domain/adventure/adventure";
import { apiJson } from "../../lib/api-client";

export type AdventureWithAccess = Adventure & { access: "owner" | "viewer" };

export const adventuresQuery = queryOptions({
	queryKey: ["/api/adventures"] as const,
	queryFn: () => apiJson<Adventure[]>("GET", "/api/adventures"),
});

export const adventureQuery = (id: string) =>
	queryOptions({
		queryKey: ["/api/adventures", id] as const,
		queryFn: () => apiJson<AdventureWithAccess>("GET", `/api/adventures/${encodeURIComponent(id)}`),
	});

export function createAdventure(body: CreateAdventureInput) {
	return apiJson<Adventure>("POST", "/api/adventures", body);
}

export function updateAdventure(id: string, body: UpdateAdventureInput) {
	return apiJson<Adventure>("PATCH", `/api/adventures/${encodeURIComponent(id)}`, body);
}

export function deleteAdventure(id: string) {
	return apiJson<{ deleted: true }>("DELETE", `/api/adventures/${encodeURIComponent(id)}`);
}

export interface SuggestionBody {
	location: string;
	startDate?: string | null;
	endDate?: string | null;
	numberOfTravelers?: number | null;
	kidAges?: number[];
	tags?: string[];
	title?: string | null;
}

export function generateTitle(body: SuggestionBody) {
	return apiJson<{ title: string }>("POST", "/api/adventures/generate-title", body);
}

export function generateDescription(body: SuggestionBody) {
	return apiJson<{ description: string }>("POST", "/api/adventures/generate-description", body);
}

/** After a create or edit: the lists (and, on edit, the single adventure) are refetched (spec §4). */
export async function invalidateAdventures(client: QueryClient, id?: string) {
	await client.invalidateQueries({ queryKey: adventuresQuery.queryKey, exact: true });
	await client.invalidateQueries({ queryKey: ["/api/adventures/stats"] });
	if (id) await client.invalidateQueries({ queryKey: adventureQuery(id).queryKey });
}
