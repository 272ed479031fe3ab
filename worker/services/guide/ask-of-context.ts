import type { Ask } from "../../../domain/guide/ask";
import type { GuideContext } from "./types";
import { type Conversation, type TripFacts, understand } from "./understand/index";

/** The earlier messages a follow-up is read against (the ask they carried, the last cards). */
const CARRIED_MESSAGES = 4;

/** What the reader knows of the trip, from the guide's context (as the turn tells it: ./turn.ts). */
function tripFactsOf(context: GuideContext): TripFacts {
	return {
		location: context.location,
		kidAges: [...context.kidAges],
		dates: context.tripDates ?? null,
		today: new Date().toISOString().slice(0, 10),
		saved: (context.savedPlaces ?? []).map((place) => ({ id: place.googlePlaceId, name: place.name })),
		stay: context.stay ? { label: context.stay.label } : null,
		places: context.placeNames ?? [],
	};
}

/** The asks read for contexts that came without one: each context's message is read once. */
const readOnce = new WeakMap<GuideContext, Ask>();

/**
 * The turn's typed ask: the context's own (the turn read it once), or for a context built without
 * one (older callers, tests) the message read here, once per context, with the last few messages
 * read before it so a follow-up ("anything cheaper?") changes the ask they carried.
 */
export function askOfContext(context: GuideContext): Ask {
	if (context.ask) return context.ask;
	const known = readOnce.get(context);
	if (known) return known;
	const trip = tripFactsOf(context);
	let conversation: Conversation = { ask: null, offer: null, shown: [] };
	for (const message of context.history.slice(-2 * CARRIED_MESSAGES)) {
		if (message.role === "user") {
			conversation = { ...conversation, ask: understand(message.content, conversation, trip) };
		} else if (message.suggestions?.length) {
			const shown = message.suggestions.map((place) => ({ id: place.googlePlaceId, name: place.name }));
			conversation = { ...conversation, shown: [...shown.reverse(), ...conversation.shown] };
		}
	}
	const ask = understand(context.message, conversation, trip);
	readOnce.set(context, ask);
	return ask;
}
