import type { Ask } from "../../../domain/guide/ask";
import type { GuideResponse } from "../../../domain/guide/guide";
import type { Place } from "../../../domain/place/place";
import { foldText } from "../../../domain/text";
import { answerAsked } from "./answer/asked";
import { askedLabel, composeClarification, destinationName } from "./answer/compose";
import { draftOfFound } from "./answer/from-found";
import { replyDraft } from "./answer/reply";
import { askOfContext } from "./ask-of-context";
import { render } from "./render";
import { brokenConstraint, constraintsOf } from "./search/constraints";
import { agesFor, findPlaces, fitOf, moreOf } from "./search/find";
import type { Found } from "./search/found";
import { type Plan, planOf } from "./search/plan";
import { searchQueries } from "./search/queries";
import { type FitRequest, type ScoredPlace, scorePlace } from "./search/rank";
import type { Guide, GuideAnswer, GuideContext, GuideDeps, HardFilters, SearchContext } from "./types";

export { agesFor, fitOf };

/**
 * The embedded guide: no model, no network beyond the places provider. It takes the turn's typed
 * ask (read once from the message), lets the engine find places that keep every constraint
 * (./search/find.ts) and answers with three suggestions and up to five backups, drafted from what
 * it found (./answer/from-found.ts) and written by the one renderer (./render/).
 * Too vague a message gets a question back with choices.
 */
export const offlineGuide: Guide = {
	name: "offline",
	respond: (context, deps) => respondOffline(context, deps),
};

/** Words loud places are described with, to find the ones to skip. */
const LOUD_WORDS = "loud noisy thunder roar";

const clarifying = (content: string): GuideResponse => ({
	content,
	state: "clarifying",
	suggestions: [],
	backupSuggestions: [],
	isClarification: true,
});

/** The ask's hard filters, kept with the answer for 'Try another suggestion' (rows stored before the ask was). */
export const hardFiltersOf = (
	request: Pick<Plan, "avoid" | "avoidWords" | "ages">,
	context: Pick<GuideContext, "tripDates">,
): HardFilters => ({
	avoid: [...request.avoid],
	avoidWords: [...request.avoidWords],
	messageAges: [...request.ages],
	tripDates: context.tripDates ?? null,
});

/** The last assistant message of the conversation, when there is one. */
const previousAnswer = (context: GuideContext) => [...context.history].reverse().find((m) => m.role === "assistant");
/** Every earlier answer's words: none of their sentences is said again. */
const earlierAnswers = (context: GuideContext) =>
	context.history
		.filter((message) => message.role === "assistant")
		.map((message) => message.content)
		.join("\n");

/**
 * A place answer that is not what the ask is: a place it leaves out ("swimming but not a water
 * park", "animals but not the big zoo"), or one it only names as where to look from ("near the
 * Tower, free"), or places of a kind it avoids.
 */
function rulesOut(ask: Ask, answer: GuideAnswer): boolean {
	const named = (place: { name: string }, name: string) => {
		const folded = foldText(name).replace(/^the /, "");
		return folded.length > 2 && foldText(place.name).includes(folded);
	};
	const cards = answer.response.suggestions;
	if (cards.some((place) => ask.exclude.some((left) => left.id === place.googlePlaceId || named(place, left.name)))) {
		return true;
	}
	// "within a 10 min walk of the Tower of London, free": the named place is where to look from.
	const from = ask.where.near?.kind === "place" ? ask.where.near : null;
	if (
		from?.name &&
		ask.intent === "find" &&
		cards.length > 0 &&
		cards.every((place) => place.googlePlaceId === from.id || named(place, from.name ?? ""))
	) {
		return true;
	}
	const plan = planOf(ask);
	const ruledOut = constraintsOf({
		avoid: plan.avoid,
		avoidByType: plan.avoidByType,
		avoidWords: plan.avoidWords,
		modifiers: [],
		kidAges: [],
	});
	return cards.some((place) => brokenConstraint(place, ruledOut) === "avoided");
}

/**
 * "What is X?" of a place no place answered ("ice cream"?): the names it gave are what to look
 * for, as a find.
 */
const asFind = (ask: Ask): Ask =>
	ask.intent !== "about" || (ask.question?.topic ?? "what-is-it") !== "what-is-it"
		? ask
		: {
				...ask,
				intent: "find",
				words: [...ask.words, ...ask.places.filter((place) => !place.id).map((place) => place.name)].slice(0, 8),
			};

async function respondOffline(given: GuideContext, deps: GuideDeps): Promise<GuideAnswer> {
	// Read once, as the turn does: everything after this works from the ask, never the words.
	const asked = askOfContext(given);
	const context = given.ask ? given : { ...given, ask: asked };
	// A question about places is answered about them; a find that names what it wants is never
	// answered by "no place by that name".
	const aboutAPlace = await answerAsked(context, deps);
	const notAnAnswer =
		aboutAPlace && asked.intent === "find" && !planOf(asked).vague && aboutAPlace.response.suggestions.length === 0;
	if (aboutAPlace && !notAnAnswer && !rulesOut(asked, aboutAPlace)) return aboutAPlace;
	const ask = asFind(asked);
	const plan = planOf(ask, context.kidAges);
	const kidAges = agesFor(plan, context);

	// "Show me those again": the last answer's places, as they were.
	const last = previousAnswer(context);
	if (plan.modifiers.includes("again") && plan.categories.length === 0 && last?.suggestions?.length) {
		const draft = replyDraft({
			...replyBase(context, plan, kidAges),
			again: true,
			suggestions: last.suggestions.map(asShown),
		});
		return {
			response: {
				content: render(draft, earlierAnswers(context)),
				state: "responding",
				suggestions: last.suggestions,
				backupSuggestions: last.backupSuggestions ?? [],
				isClarification: false,
			},
			search: null,
			draft: { ...draft, backups: last.backupSuggestions ?? [] },
		};
	}

	const found = await findPlaces(ask, context, deps);
	const origin = found.origin;
	const shown = [...found.picks, ...found.saved, ...found.earlier];
	if (shown.length === 0 && found.alsoNear.length === 0 && plan.vague) {
		return { response: clarifying(composeClarification(context.message, origin.label, kidAges)), search: null };
	}
	const fit = fitOf(
		context,
		plan,
		kidAges,
		{ ...origin, kind: origin.kind === "here" ? "map" : origin.kind === "area" ? "town" : origin.kind },
		found.radiusMeters,
		moreOf(found.ask, plan, kidAges),
	);
	const draft = draftOfFound(found, {
		ask,
		kidAges,
		destination: destinationName(context.location),
		seed: context.message,
		turn: context.history.length,
		skip: await loudToSkip(context, deps, plan, fit),
	});
	const content = render(draft, earlierAnswers(context));
	// Nothing keeps the ask: the answer says which constraint and offers the nearest relaxation.
	if (shown.length === 0 && found.alsoNear.length === 0) return { response: clarifying(content), search: null, draft };
	const kept = planOf(found.ask, context.kidAges);
	const bounded =
		found.picks.some((entry) => entry.reasons.some((reason) => reason.code === "near")) || found.alsoNear.length > 0;
	return {
		response: {
			content,
			state: "responding",
			// Nothing new has the interest: the earlier places that do are the answer, their cards to save.
			suggestions:
				found.picks.length > 0 ? found.picks.map((entry) => entry.place) : found.earlier.map((entry) => entry.place),
			backupSuggestions: found.backups.map((entry) => entry.place),
			isClarification: false,
		},
		search: searchOf(found, kept, kidAges, context, deps.places.kind, bounded),
		draft,
	};
}

/** What 'Try another suggestion' needs of the answer: the ask as kept, where and how far it looked. */
function searchOf(
	found: Found,
	plan: Plan,
	kidAges: number[],
	context: GuideContext,
	provider: GuideDeps["places"]["kind"],
	bounded: boolean,
): SearchContext {
	return {
		center: found.origin.point,
		radiusMeters: found.radiusMeters,
		queries: searchQueries(plan, provider, bounded),
		categories: plan.categories,
		modifiers: plan.modifiers,
		kidAges,
		hard: hardFiltersOf(plan, context),
		ask: found.ask,
	};
}

/** A place shown before, as a scored entry for the reply (it was fit then). */
const asShown = (place: Place): ScoredPlace => ({
	place,
	score: 0,
	reasons: [],
	ageFit: "unknown",
	category: null,
	excluded: null,
});

function replyBase(context: GuideContext, request: Plan, kidAges: readonly number[]) {
	return {
		message: context.message,
		turn: context.history.length,
		previous: earlierAnswers(context),
		request,
		label: askedLabel(request.categories, request.modifiers),
		where: "",
		kidAges,
		saved: [],
		skip: [],
	};
}

/** Loud places near the family, when they asked what to avoid for a noise-scared child. */
async function loudToSkip(context: GuideContext, deps: GuideDeps, request: Plan, fit: FitRequest): Promise<Place[]> {
	if (!request.modifiers.includes("noise") || !askOfContext(context).skipList) return [];
	const found = await deps.places.search(LOUD_WORDS, fit.center, fit.radiusMeters).catch(() => [] as Place[]);
	return found.filter((place) => scorePlace(place, fit).excluded === "loud").slice(0, 2);
}
