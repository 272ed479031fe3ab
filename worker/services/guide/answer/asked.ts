import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import { openDuring, placeFacts } from "../facts/place-facts";
import { render } from "../render";
import type { FoundPlace } from "../search/found";
import { ageFitOf } from "../search/rank";
import type { GuideAnswer, GuideContext, GuideDeps } from "../types";
import { destinationName } from "./compose";
import { type Draft, type DraftPlace, draftOf, type Fact, type Lead } from "./draft";
import { describedPlace, findPlace } from "./place-lookup";
import { looksLikeAName } from "./place-named";
import { answerPlaceQuestion } from "./place-questions";
import { agesAsked } from "./who";

/**
 * The question that was asked, answered as such from the typed ask (`context.ask`): outside what
 * the guide knows is said plainly with what it can do, small talk gets a brief word, "worth it with
 * a toddler?" gets a yes or a no from the place's facts, "X or Y?" which and why, and a question
 * about named places their facts. Null when the ask is for places (the engine answers it).
 * A context without an ask (older callers) is answered as before, from the place questions alone.
 */
export async function answerAsked(context: GuideContext, deps: GuideDeps): Promise<GuideAnswer | null> {
	const ask = context.ask;
	if (!ask) return answerPlaceQuestion(context, deps);
	switch (ask.intent) {
		case "outside":
			return drafted(context, ask, { code: "unknown", outside: ask.outside });
		case "small-talk":
			// A hello before any answer is a chance to ask what they'd like; thanks later, a brief word.
			return context.history.some((message) => message.role === "assistant" && message.suggestions?.length)
				? drafted(context, ask, { code: "small-talk" })
				: clarifying(context, ask);
		case "compare":
		case "about": {
			// "X or Y?": which, and why. One place: its facts, as the place questions answer them
			// ("Just about — … It gets busy: …"); when they cannot, a yes or a no from its facts.
			const which = ask.intent === "compare" && ask.places.length >= 2;
			const judged = ask.intent === "compare" || ask.question?.topic === "fit" || ask.question?.topic === "crowds";
			const answered =
				(which ? await compared(context, deps, ask) : null) ??
				(await answerPlaceQuestion(context, deps)) ??
				(judged ? await compared(context, deps, ask) : null);
			if (answered) return answered;
			// A question about a place the guide cannot find: said so, never an unrelated list.
			const [first] = ask.places;
			if (first && looksLikeAName(first.name) && (await namedPlaces(context, deps, ask)).length === 0)
				return drafted(context, ask, { code: "not-found", name: first.name });
			return null;
		}
		default:
			return null;
	}
}

const seedOf = (context: GuideContext) => context.message;

function baseOf(context: GuideContext, ask: Ask) {
	const destination = destinationName(context.location);
	return {
		where: { kind: "destination" as const, label: destination, destination },
		kidAges: agesAsked(ask, context.kidAges),
		seed: seedOf(context),
		turn: context.history.length,
	};
}

const earlierAnswers = (context: GuideContext) =>
	context.history
		.filter((message) => message.role === "assistant")
		.map((message) => message.content)
		.join("\n");

function answerOf(context: GuideContext, draft: Draft): GuideAnswer {
	return {
		response: {
			content: render(draft, earlierAnswers(context)),
			state: "responding",
			suggestions: draft.picks.map((entry) => entry.place),
			backupSuggestions: draft.backups,
			isClarification: false,
		},
		search: null,
		draft,
	};
}

const drafted = (context: GuideContext, ask: Ask, lead: Lead): GuideAnswer =>
	answerOf(context, draftOf(lead, ask, baseOf(context, ask)));

/** The question back with choices ('Need More Info'). */
function clarifying(context: GuideContext, ask: Ask): GuideAnswer {
	const answer = drafted(context, ask, { code: "clarify", choices: ["kind", "setting", "distance"] });
	return { ...answer, response: { ...answer.response, state: "clarifying", isClarification: true } };
}

/** The places the ask names: by id when the reader or the model resolved them, else by name. */
async function namedPlaces(context: GuideContext, deps: GuideDeps, ask: Ask): Promise<Place[]> {
	const places: Place[] = [];
	for (const named of ask.places.slice(0, 3)) {
		const byId = named.id ? await deps.places.placeDetails(named.id).catch(() => null) : null;
		// A name, else a thing the places' own words describe ("changing of the guard").
		const place =
			byId ?? (await findPlace(named.name, context, deps)) ?? (await describedPlace(named.name, context, deps, 1));
		if (place && !places.some((known) => known.googlePlaceId === place.googlePlaceId)) places.push(place);
	}
	return places;
}

const refOf = (place: Place): DraftPlace => ({ id: place.googlePlaceId, name: place.name });

/** The facts a "worth it?" or "which?" rests on, for one place and the kids it is for. */
function factsFor(place: Place, ask: Ask, ages: readonly number[], context: GuideContext, several: boolean): Fact[] {
	const facts = placeFacts(place);
	const ref = refOf(place);
	const young = ages.some((age) => age <= 4);
	const topic = ask.question?.topic ?? null;
	const said: Fact[] = [{ code: "ages", place: ref, ages: facts.ages, fit: fitOf(place, ages) }];
	if (facts.crowded || topic === "crowds" || facts.quiet)
		said.push({
			code: "crowded",
			place: ref,
			crowded: facts.crowded,
			quiet: facts.quiet && !facts.crowded,
			sentence: (facts.crowded ? facts.sentences.crowded : facts.sentences.quiet) ?? null,
		});
	if (facts.loud && (young || topic === "noise" || ask.needs.includes("not-loud")))
		said.push({ code: "loud", place: ref, loud: true, sentence: facts.sentences.loud ?? null });
	if (topic === "price" || ask.price || (several && facts.free !== null))
		said.push({ code: "free", place: ref, free: facts.free, sentence: facts.sentences.free ?? null });
	if (ask.weather === "rain" || ask.setting || topic === "weather")
		said.push({ code: "indoor", place: ref, indoor: facts.indoor, outdoor: facts.outdoor });
	if (facts.stroller === false && (young || ask.needs.includes("stroller")))
		said.push({ code: "stroller", place: ref, stroller: false, sentence: facts.sentences.stroller ?? null });
	if (facts.visitMinutes && (young || several || topic === "visit-length"))
		said.push({ code: "visit", place: ref, minutes: facts.visitMinutes });
	const trip = context.tripDates;
	if (facts.seasonal && trip) {
		const open = openDuring(facts, trip.start, trip.end);
		if (open !== null) said.push({ code: "season", place: ref, open, sentence: facts.sentences.seasonal ?? null });
	}
	return said;
}

/** How a place's ages meet the kids': a year short of its youngest age is "some" (they'll enjoy parts of it). */
function fitOf(place: Place, ages: readonly number[]): FoundPlace["ageFit"] {
	const fit = ageFitOf(place, ages);
	if (fit !== "none" || !place.ages) return fit;
	const [min] = place.ages;
	return ages.some((age) => age === min - 1) ? "some" : "none";
}

/** How well a place answers this family's question: its ages first, then what they said matters. */
function score(place: Place, ask: Ask, ages: readonly number[]): number {
	const facts = placeFacts(place);
	const fit = fitOf(place, ages);
	let points = fit === "all" ? 3 : fit === "some" ? 1 : fit === "none" ? -3 : 0;
	const young = ages.some((age) => age <= 4);
	if (facts.crowded && (young || ask.question?.topic === "crowds" || ask.needs.includes("not-crowded"))) points -= 1;
	if (facts.quiet && (ask.question?.topic === "crowds" || ask.needs.includes("quiet"))) points += 1;
	if (facts.loud && (young || ask.needs.includes("not-loud"))) points -= 2;
	if ((ask.weather === "rain" || ask.setting === "indoor") && facts.indoor) points += 2;
	if (ask.setting === "outdoor" && facts.outdoor) points += 2;
	if ((ask.price?.free || ask.question?.topic === "price") && facts.free === true) points += 2;
	if (facts.stroller === false && ask.needs.includes("stroller")) points -= 2;
	return points;
}

/** A yes or a no on one place ("worth it with a toddler?"): from its ages, crowds and noise. */
function verdict(place: Place, ask: Ask, ages: readonly number[]): "yes" | "no" | "depends" | "unknown" {
	const facts = placeFacts(place);
	const fit = fitOf(place, ages);
	const young = ages.some((age) => age <= 4);
	if (fit === "none") return "no";
	const busy = facts.crowded && (young || ask.question?.topic === "crowds");
	const loud = facts.loud && (young || ask.needs.includes("not-loud"));
	if (fit === "some" || busy || loud) return "depends";
	return fit === "all" ? "yes" : "unknown";
}

/** "Worth it with a toddler?" about one place, or "X or Y?" about several: from their facts. */
async function compared(context: GuideContext, deps: GuideDeps, ask: Ask): Promise<GuideAnswer | null> {
	const places = await namedPlaces(context, deps, ask);
	const first = places[0];
	if (!first) return null;
	const base = baseOf(context, ask);
	const ages = base.kidAges;
	const cards: FoundPlace[] = places.map((place) => ({
		place,
		facts: placeFacts(place),
		reasons: [],
		meters: 0,
		ageFit: fitOf(place, ages),
	}));
	const because = places.flatMap((place) => factsFor(place, ask, ages, context, places.length > 1));
	if (places.length === 1) {
		const lead: Lead = {
			code: "yes-no",
			place: refOf(first),
			topic: ask.question?.topic ?? null,
			answer: verdict(first, ask, ages),
			because,
		};
		return answerOf(context, draftOf(lead, ask, { ...base, picks: cards }));
	}
	const scored = places
		.map((place) => ({ place, points: score(place, ask, ages) }))
		.sort((a, b) => b.points - a.points);
	const [best, next] = scored;
	const choice = best && next && best.points > next.points ? refOf(best.place) : null;
	const lead: Lead = {
		code: "compare",
		places: places.map(refOf),
		topic: ask.question?.topic ?? null,
		choice,
		because,
	};
	return answerOf(context, draftOf(lead, ask, { ...base, picks: cards }));
}
