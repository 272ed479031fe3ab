import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import type { Found } from "../search/found";
import { type Draft, draftOf } from "./draft";

/** What a draft of places needs besides what the engine found. */
export interface FoundDraftInput {
	/** The family's ask (Found.ask is the ask as kept: relaxed, when it could not be kept whole). */
	ask: Ask;
	/** The kids' ages the answer is for, youngest first. */
	kidAges: readonly number[];
	/** The trip's destination in short ("London"). */
	destination: string;
	/** The family's message or another stable seed for the phrasing. */
	seed: string;
	/** How many messages came before. */
	turn: number;
	/** Loud places to skip, when the family asked what to avoid. */
	skip?: readonly Place[];
}

/**
 * The draft of what the engine found (../search/found.ts): the places with their facts and reasons,
 * and either every constraint kept, or the constraints it could not keep with the relaxation the
 * picks were found with (applied) or the one offered (nothing found). The renderer writes it.
 */
export function draftOfFound(found: Found, input: FoundDraftInput): Draft {
	const shown = found.picks.length + found.saved.length + found.earlier.length + found.alsoNear.length;
	const lead: Draft["lead"] =
		shown === 0
			? { code: "nothing", unmet: found.unmet, offer: found.relaxation }
			: {
					code: "places",
					again: false,
					unmet: found.relaxationApplied ? found.unmet : [],
					relaxation: found.relaxationApplied ? found.relaxation : null,
				};
	// The words name what the picks are: the ask as kept when it was relaxed to find them.
	const kept = lead.code === "places" && lead.relaxation ? found.ask : input.ask;
	const ask = lead.code === "places" && lead.relaxation?.code === "without-words" ? withoutWords(kept, found) : kept;
	return draftOf(lead, ask, {
		where: { kind: found.origin.kind, label: found.origin.label, destination: input.destination },
		kidAges: [...input.kidAges],
		picks: found.picks,
		backups: found.backups.map((entry) => entry.place),
		saved: found.saved,
		earlier: found.earlier.map((entry) => entry.place),
		alsoNear: found.alsoNear,
		skip: [...(input.skip ?? [])],
		seed: input.seed,
		turn: input.turn,
		notes: nearNotFound(input.ask, found, input.destination),
	});
}

/**
 * "what about in the Marais?" with no place known there: the search looked from the trip's
 * destination (or the stay) instead, and the answer says so rather than calling them near it.
 */
function nearNotFound(ask: Ask, found: Found, destination: string): Draft["notes"] {
	const near = ask.where.near;
	const name = near && (near.kind === "area" || near.kind === "place") ? (near.name ?? "") : "";
	if (!name || found.origin.kind === "place" || found.origin.kind === "area") return [];
	const inDestination = destination.toLowerCase().includes(name.toLowerCase());
	return inDestination ? [] : [{ code: "near-not-found", name }];
}

/**
 * The ask without the specific thing no place had ("pizza"): the picks are places to eat, and are
 * named so, not "places for pizza".
 */
function withoutWords(ask: Ask, found: Found): Ask {
	const missing = new Set(
		[
			...(found.relaxation?.code === "without-words" ? found.relaxation.words : []),
			...found.unmet.flatMap((constraint) =>
				constraint.code === "food" ? constraint.food : constraint.code === "word" ? constraint.words : [],
			),
		].map((word) => word.toLowerCase()),
	);
	const kept = (word: string) => !missing.has(word.toLowerCase());
	return { ...ask, food: ask.food.filter(kept), words: ask.words.filter(kept) };
}
