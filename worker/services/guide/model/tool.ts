import { askJsonSchema } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import type { ModelTool } from "../../../providers/llm/chat-model";
import { placeFacts } from "../facts/place-facts";

/**
 * The model guide's one tool, `search_places`: its parameters are the ask's JSON schema (the same
 * typed ask the offline reader fills), so what the model understood reaches the search as typed
 * filters; and what the model is told of each place found. Its arguments are read by ./model-ask.ts.
 */

export const SEARCH_PLACES_TOOL: ModelTool = {
	name: "search_places",
	description:
		"Search real places for the family, around where they stay (else the destination's centre). Fill in what they ask as typed filters: intent \"find\", the kinds of place (kinds), what to avoid, indoors or outdoors (setting), price, needs, who it is for, where, meal and food. The family's own filters are always kept. Returns places with their id, name, types, distance, suitable ages, tags, facts (indoor, free, booking) and a short family summary, and which of them the family already sees as cards. Only places returned here may be suggested.",
	parameters: askJsonSchema(),
};

/** What the model is told about a place: enough to choose and explain, no more. */
export function toolPlace(place: Place) {
	const facts = placeFacts(place);
	return {
		id: place.googlePlaceId,
		name: place.name,
		types: place.types.slice(0, 3),
		address: place.address,
		distanceMeters: place.distanceMeters ?? null,
		ages: place.ages,
		tags: place.tags.slice(0, 8),
		rating: place.rating,
		summary: place.pithySummary ?? place.editorialSummary ?? place.familySummary?.slice(0, 200) ?? null,
		whyKidsLoveIt: place.whyKidsLoveIt,
		indoor: facts.indoor,
		free: facts.free,
		booking: facts.booking,
		seasonal: facts.seasonal,
	};
}
