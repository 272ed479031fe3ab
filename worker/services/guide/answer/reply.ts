import type { Place } from "../../../../domain/place/place";
import type { PlaceCategoryName } from "../../../../domain/place/vocabulary";
import { placeFacts } from "../facts/place-facts";
import { render } from "../render";
import type { Constraint, FoundPlace, Reason } from "../search/found";
import type { Plan } from "../search/plan";
import type { ScoredPlace } from "../search/rank";
import { type Draft, draftOf } from "./draft";
import { askOfRequest } from "./from-request";

/**
 * The words above the cards. They lead with the answer to the question (what kind of places, kept
 * to what the family said), then name each pick once with why it fits this ask (the card already
 * shows its summary and distance), then one line on what to do next. Saved places that answer
 * the question are named first; a loud place to skip is named when the family asked what to
 * avoid. Phrasing is chosen by a hash of the place and the turn, and never repeats a sentence of
 * the same answer or of the answer before. Only facts the place's data carries are said.
 */
export interface ReplyInput {
	message: string;
	/** How many messages came before: the same place reads differently from one answer to the next. */
	turn: number;
	/** The conversation's earlier answers, whose sentences are not repeated. */
	previous: string | null;
	/** Places shown before (saved or suggested) that are also within the distance asked: named, not carded again. */
	alsoNear?: readonly NearPlace[];
	/** Places shown before that have the interest asked ("dinosaurs"): named again briefly. */
	earlier?: readonly Place[];
	/** How far a place is from where the search looked (for honest "near" words). */
	metersOf?: (place: Place) => number;
	/** The destination's short name ("London"): far picks are "across London". */
	destination?: string;
	request: Plan;
	label: string;
	/** Where the search looked from: "where you're staying", "London", "ZSL London Zoo". */
	where: string;
	fromStay?: boolean;
	kidAges: readonly number[];
	suggestions: readonly ScoredPlace[];
	/** Saved places that answer the question. */
	saved: readonly ScoredPlace[];
	/** Places to steer clear of (loud, for a noise-scared child), when asked. */
	skip: readonly Place[];
	/** Showing the last answer's places again. */
	again?: boolean;
	/**
	 * The kinds or things asked for that are not within reach ("playgrounds"): said first, other
	 * ideas follow. A callers' label ("playgrounds") is said as it is.
	 */
	missing?: { kinds: PlaceCategoryName[]; words: string[] } | string | null;
}

/** A place shown before that is within the distance asked, and how far it is. */
interface NearPlace {
	place: Place;
	saved: boolean;
	meters: number;
}

/** Why a pick fits, from the ranker's words to the engine's codes. */
function reasonOf(reason: ScoredPlace["reasons"][number]): Reason | null {
	switch (reason) {
		case "indoor":
		case "outdoor":
		case "cool":
		case "free":
		case "toddler":
		case "teen":
			return { code: reason };
		case "stroller":
		case "picnic":
		case "quiet":
		case "nap":
		case "toilets":
		case "rest":
			return { code: "need", need: reason };
		case "accessible":
			return { code: "need", need: "step-free" };
		case "changing":
			return { code: "need", need: "baby-changing" };
		case "keyword":
			return null;
	}
}

/** A ranked place as the renderer takes it: its facts, its reasons as codes, how far. */
function foundOf(entry: ScoredPlace, meters = 0): FoundPlace {
	return {
		place: entry.place,
		facts: placeFacts(entry.place),
		reasons: entry.reasons.map(reasonOf).filter((r): r is Reason => r !== null),
		meters,
		ageFit: entry.ageFit,
	};
}

/** The draft of a places answer: what the reply says, as data (the renderer writes it). */
export function replyDraft(input: ReplyInput): Draft {
	const meters = (place: Place) => input.metersOf?.(place) ?? 0;
	const ask = askOfRequest(input.request);
	const missing = typeof input.missing === "string" ? { kinds: [], words: [input.missing] } : input.missing;
	const unmet: Constraint[] = missing?.kinds.length
		? [{ code: "kind", kinds: missing.kinds }]
		: missing?.words.length
			? [{ code: "word", words: missing.words }]
			: [];
	return draftOf(
		{
			code: "places",
			again: Boolean(input.again),
			unmet,
			relaxation: unmet.length > 0 ? { code: "other-kinds", kinds: [] } : null,
		},
		ask,
		{
			where: {
				kind: input.fromStay ? "stay" : "destination",
				label: input.where,
				destination: input.destination ?? "",
			},
			kidAges: [...input.kidAges],
			picks: input.suggestions.map((entry) => foundOf(entry, meters(entry.place))),
			saved: input.saved.map((entry) => foundOf(entry, meters(entry.place))),
			earlier: [...(input.earlier ?? [])],
			alsoNear: [...(input.alsoNear ?? [])],
			skip: [...input.skip],
			seed: input.message,
			turn: input.turn,
		},
	);
}

/** The reply of a responding answer. */
export function composeReply(input: ReplyInput): string {
	return render(replyDraft(input), input.previous ?? "");
}
