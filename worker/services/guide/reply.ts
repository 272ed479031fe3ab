import { capitalize as capital, listPhrase as list, sentence } from "../../../domain/english";
import { type Pace, paceForAges, paceWho, walkingMinutesAtPace } from "../../../domain/path/pace-rules";
import type { Place } from "../../../domain/place/place";
import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../../domain/place/vocabulary";
import { stableHash } from "../../../domain/text";
import { theName, yourKids } from "./compose";
import type { ScoredPlace } from "./rank";
import type { GuideRequest } from "./request";

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
	request: GuideRequest;
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
	/** The kind asked for that is not within reach ("playgrounds"): said first, other ideas follow. */
	missing?: string | null;
}

/** A place shown before that is within the distance asked, and how far it is. */
export interface NearPlace {
	place: Place;
	saved: boolean;
	meters: number;
}

/** "Near" only means near: a stay's neighbourhood reaches about this far. */
const NEAR_STAY_METERS = 3000;

/** Picks among options, starting at the seed, the first not already used (here or in the previous answer). */
class Phrasing {
	private readonly used = new Set<string>();

	constructor(private readonly previous: string) {}

	pick(options: readonly string[], seed: number): string {
		const n = options.length;
		for (let k = 0; k < n; k++) {
			const option = options[(seed + k) % n] ?? "";
			const stem = option.slice(0, 24);
			if (this.used.has(option) || (stem.length >= 12 && this.previous.includes(stem))) continue;
			this.used.add(option);
			return option;
		}
		const fallback = options[seed % n] ?? "";
		this.used.add(fallback);
		return fallback;
	}
}

const COUNT_WORDS = ["", "one", "two", "three"];

/** The answer's descriptors ("indoor", "free", "quiet"), from what was asked. */
function descriptors(request: GuideRequest): string[] {
	const has = (modifier: GuideRequest["modifiers"][number]) => request.modifiers.includes(modifier);
	const words: string[] = [];
	if (has("nap")) words.push("quiet, green");
	else if (has("quiet") || has("noise")) words.push("calm");
	if (has("free")) words.push("free");
	else if (has("cheap")) words.push("low-cost");
	if (has("indoor") && !request.categories.length) words.push("indoor");
	if (has("stroller") && !has("nap")) words.push("buggy-friendly");
	return words;
}

/** An avoided kind in words: "animal encounters", or "zoos" when only the kind itself is ruled out. */
const avoidedLabel = (name: PlaceCategoryName, request: GuideRequest) =>
	request.avoidByType?.includes(name) ? `${PLACE_CATEGORIES[name].query}s` : PLACE_CATEGORIES[name].label;

/** What the picks keep to, said plainly: "all indoors", "none of them loud", "no museums". */
function promises(request: GuideRequest): string[] {
	const has = (modifier: GuideRequest["modifiers"][number]) => request.modifiers.includes(modifier);
	const kept: string[] = [];
	if (has("indoor") && request.categories.length > 0 && request.categories[0] !== "playground")
		kept.push("all indoors");
	if (has("outdoor")) kept.push("all outdoors");
	if (has("cool")) kept.push("indoors or in the water");
	if (has("noise")) kept.push("none of them loud");
	for (const name of request.avoid.slice(0, 2)) kept.push(`no ${avoidedLabel(name, request)}`);
	return kept;
}

function lead(input: ReplyInput, phrasing: Phrasing, seed: number): string {
	const count = input.suggestions.length;
	const kids = yourKids(input.kidAges);
	const forWhom = input.request.ages.length > 0 ? `for ${kids}` : `that ${count === 1 ? "suits" : "suit"} ${kids}`;
	const walking = input.request.modifiers.includes("walking") || input.request.within?.onFoot;
	const where = walking
		? `within walking distance of ${input.where}`
		: input.request.within
			? `within about ${input.request.within.minutes} minutes of ${input.where}`
			: nearWords(input);
	const adjectives = descriptors(input.request).filter((word) => !input.label.includes(word));
	const what = [...(adjectives.length ? [adjectives.join(", ")] : []), input.label].join(" ");
	const kept = promises(input.request);
	const keeps = kept.length > 0 ? ` (${list(kept)})` : "";
	const n = COUNT_WORDS[count] ?? String(count);
	const number = count >= 3 ? "three" : n;
	const options =
		count === 1
			? [
					`For ${kids}, one good pick ${where}${keeps}:`,
					`Just one place ${where} fits${keeps}, and it suits ${kids}:`,
					`One idea ${where} ${forWhom}${keeps}:`,
				]
			: [
					`Here are ${number} ${what} ${where} ${forWhom}${keeps}:`,
					`For ${kids}, ${number} ${what} ${where}${keeps}:`,
					`My picks ${where}, ${forWhom}: ${number} ${what}${keeps}.`,
					`${capital(number)} ${what} ${where} that fit ${kids}${keeps}:`,
				];
	return phrasing.pick(options, seed);
}

/**
 * Where the picks are, said honestly: "near where you're staying" only when they all are; far
 * ones are "across London".
 */
function nearWords(input: ReplyInput): string {
	if (!input.fromStay || !input.metersOf) return `near ${input.where}`;
	const meters = input.suggestions.map((entry) => input.metersOf?.(entry.place) ?? 0);
	const across = `across ${input.destination ?? "town"}`;
	const far = meters.filter((m) => m > NEAR_STAY_METERS).length;
	if (far === 0) return `near ${input.where}`;
	return far === meters.length ? across : `near ${input.where} and ${across}`;
}

/** "5 minutes' walk" at the family's pace, "12 km away". */
function howFar(meters: number, pace: Pace): string {
	if (meters > 2000) return `${Math.round(meters / 1000)} km away`;
	const minutes = Math.max(1, walkingMinutesAtPace(meters, pace));
	return `${minutes} ${minutes === 1 ? "minute's" : "minutes'"} walk`;
}

/**
 * "Already on your list: … You've seen: the Science Museum (4 minutes' walk) and the V&A (6 minutes'
 * walk)." The minutes are at the youngest's pace, and say so.
 */
function nearLine(near: readonly NearPlace[], kidAges: readonly number[], phrasing: Phrasing, seed: number): string {
	const pace = paceForAges(kidAges);
	const named = (group: readonly NearPlace[]) =>
		list(group.map((entry) => `${theName(entry.place.name)} (${howFar(entry.meters, pace)})`));
	const saved = near.filter((entry) => entry.saved);
	const seen = near.filter((entry) => !entry.saved);
	const parts: string[] = [];
	if (saved.length > 0) parts.push(`Already on your list: ${named(saved)}.`);
	if (seen.length > 0)
		parts.push(
			phrasing.pick(
				[
					seen.length === 1
						? `You've seen this one already, and it's close: ${named(seen)}.`
						: `You've seen these already, and they're close: ${named(seen)}.`,
					`From earlier, also close: ${named(seen)}.`,
				],
				seed,
			),
		);
	// An adult's minutes are plain; a child's say whose pace they are at.
	if (pace.age != null && pace.age <= 12 && parts.length > 0) parts.push(`Walking times are at ${paceWho(pace)}.`);
	return parts.join(" ");
}

/** "Crystal Palace Park, from earlier: there are life-size dinosaur sculptures…" — the words that have the interest. */
function earlierLine(place: Place, keywords: readonly string[]): string {
	const texts = [place.whyKidsLoveIt, place.familySummary, place.pithySummary, place.editorialSummary]
		.filter((text): text is string => Boolean(text))
		.flatMap((text) => text.split(/(?<=[.!?])\s+/));
	const stems = keywords.map((keyword) => keyword.toLowerCase().replace(/s$/, ""));
	const about = texts.find((text) => stems.some((stem) => text.toLowerCase().includes(stem))) ?? texts[0];
	const name = capital(theName(place.name));
	return about ? `${name}, from earlier: ${lowerFirst(sentence(about))}` : `${name}, from earlier.`;
}

/** Why a pick fits this ask, in a few words per fact the place carries. */
const REASON_WORDS: Record<string, readonly string[]> = {
	indoor: ["all under a roof", "indoors, whatever the weather", "dry inside"],
	outdoor: ["lots of space outside", "open air and room to run", "plenty of outdoor space"],
	cool: ["a way to cool off", "out of the heat"],
	free: ["free to get in", "no entry fee", "costs nothing to enter"],
	toddler: ["good with toddlers", "toddler-friendly", "easy for the smallest"],
	stroller: ["easy with a buggy", "buggy-friendly", "fine for a pushchair"],
	accessible: ["step-free", "step-free access", "accessible throughout"],
	picnic: ["room for a picnic", "good for a picnic"],
	quiet: ["green and open", "room to breathe away from the sights", "a calmer kind of place"],
	nap: ["green and calm for a buggy nap", "a peaceful spot to push the buggy", "quiet paths for a nap"],
	toilets: ["toilets on site", "with toilets to hand"],
	changing: ["baby changing on site", "somewhere to change a nappy"],
	rest: ["somewhere to sit down", "a place to catch your breath"],
	teen: ["enough to hold a teenager", "big enough for older kids"],
};

/** The place's own delight, when its data has one. */
function delight(place: Place): string | null {
	const why = place.whyKidsLoveIt?.trim();
	return why ? sentence(why) : null;
}

/** One pick's line: its name once, then why it fits this ask. */
function pickLine(entry: ScoredPlace, index: number, input: ReplyInput, phrasing: Phrasing): string {
	const seed = stableHash(`${entry.place.googlePlaceId}|${input.turn}`);
	// A nap spot is calm already: one of the two is enough.
	const reasons = entry.reasons.includes("nap") ? entry.reasons.filter((reason) => reason !== "quiet") : entry.reasons;
	const facts = reasons
		.filter((reason) => REASON_WORDS[reason])
		.slice(0, 2)
		.map((reason, k) => phrasing.pick(REASON_WORDS[reason] ?? [], seed + k));
	const ages = ageWords(entry, input);
	if (ages) facts.push(ages);
	// Its own words, once in the conversation: what kids love first, then its one-liner.
	const earlier = input.previous ?? "";
	const own = [delight(entry.place), entry.place.pithySummary ? sentence(entry.place.pithySummary) : null].find(
		(text): text is string => Boolean(text) && !earlier.includes(text as string),
	);
	const why = facts.length > 0 ? capital(list(facts)) : "";
	const text = own ? (why ? `${own.replace(/[.!?…]$/, "")} (${lowerFirst(why)}).` : own) : `${why || "Worth a look"}.`;
	return `${index + 1}. ${entry.place.name} – ${text}`;
}

const lowerFirst = (text: string) =>
	/^[A-Z](?:[a-z]|\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** A word on ages only when it matters: the ask named an age, or the place suits only some of the kids. */
function ageWords(entry: ScoredPlace, input: ReplyInput): string | null {
	const range = entry.place.ages;
	if (!range || input.kidAges.length === 0) return null;
	const [min, max] = range;
	const ages = [...input.kidAges].sort((a, b) => a - b);
	const youngest = ages[0] ?? 0;
	if (entry.ageFit === "some") {
		return youngest < min
			? `best from age ${min}, so your ${youngest}-year-old may need a hand`
			: `aimed at kids up to ${max}`;
	}
	return null;
}

/** "You've already saved the Natural History Museum, and it answers this. There is a moving T. rex…" */
function savedLine(input: ReplyInput, phrasing: Phrasing, seed: number): string | null {
	const first = input.saved[0]?.place;
	if (!first) return null;
	const one = input.saved.length === 1;
	const names = list(input.saved.map((entry) => theName(entry.place.name)));
	const opener = phrasing.pick(
		one
			? [
					`You've already saved ${names}, and it answers this well.`,
					`${capital(names)} is already on your list, and it fits this.`,
				]
			: [
					`You've already saved ${names}, and they answer this well.`,
					`${capital(names)} are already on your list, and they fit this.`,
				],
		seed,
	);
	const fun = one ? delight(first) : null;
	return fun ? `${opener} ${fun}` : opener;
}

const OUTROS: readonly string[] = [
	"Tap the heart to save any of these, or tell me what you'd change.",
	"Save your favourites and I can join them into a path for the day.",
	"Want somewhere to eat nearby afterwards? Just ask.",
	"Not quite right? Tell me more and I'll look again.",
	"Say the word if you'd like something closer or cheaper.",
];

/** The reply of a responding answer. */
export function composeReply(input: ReplyInput): string {
	const phrasing = new Phrasing(input.previous ?? "");
	const seed = stableHash(`${input.message}|${input.turn}`);
	const parts: string[] = [];
	// Asked what to avoid: that is the answer, first.
	if (input.skip.length > 0) {
		const names = list(input.skip.map((place) => theName(place.name)));
		parts.push(`Yes: with a noise-sensitive child I'd skip ${names}, which can be loud.`);
	}
	const saved = savedLine(input, phrasing, seed);
	if (input.again) {
		parts.push(phrasing.pick(["Here they are again:", "Sure, here are those again:"], seed));
	} else if (input.suggestions.length > 0) {
		if (input.missing) parts.push(`I couldn't find ${input.missing} near ${input.where}, so here are other ideas.`);
		if (saved) parts.push(saved);
		// Within a distance asked: what they already know is there comes first.
		if (input.alsoNear?.length) parts.push(nearLine(input.alsoNear, input.kidAges, phrasing, seed + 7));
		const shown = Boolean(saved) || Boolean(input.alsoNear?.length);
		parts.push(
			shown ? lead(input, phrasing, seed).replace(/^Here are /, "And here are ") : lead(input, phrasing, seed),
		);
	} else {
		// Nothing new: what was shown before that answers, then says so.
		if (saved) parts.push(saved);
		if (input.alsoNear?.length) parts.push(nearLine(input.alsoNear, input.kidAges, phrasing, seed + 7));
		parts.push(...(input.earlier ?? []).map((place) => earlierLine(place, input.request.keywords)));
		parts.push(
			input.alsoNear?.length
				? "Nothing new within that distance that I haven't shown you already."
				: "I couldn't find anything new that fits as well nearby.",
		);
	}
	parts.push(...input.suggestions.map((entry, index) => pickLine(entry, index, input, phrasing)));
	if (input.suggestions.length > 0) {
		parts.push(...(input.earlier ?? []).map((place) => earlierLine(place, input.request.keywords)));
	}
	const outro = phrasing.pick(OUTROS, seed + 3);
	parts.push(outro);
	return parts.join("\n\n");
}

/** The line of a card that 'Try another suggestion' brought in, without its number. */
export function replacementReplyLine(place: Place): string {
	const text = delight(place) ?? (place.pithySummary ? sentence(place.pithySummary) : null);
	return text ? `${place.name} – ${text}` : place.name;
}
