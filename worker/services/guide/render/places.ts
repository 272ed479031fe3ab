import { capitalize as capital, listPhrase as list, sentence } from "../../../../domain/english";
import { type Pace, paceForAges, paceWho, walkingMinutesAtPace } from "../../../../domain/path/pace-rules";
import type { Place } from "../../../../domain/place/place";
import { stableHash } from "../../../../domain/text";
import { theName } from "../answer/compose";
import type { Draft } from "../answer/draft";
import type { FoundNear, FoundPlace } from "../search/found";
import { claimHolds, claimsOf, claimWords } from "./claims";
import { lowerFirst, type Phrasing } from "./phrasing";
import { allTeens, askedLabel, descriptors, promises, relaxedWords, unkeptWords, yourKids } from "./words";

/**
 * The words of an answer with places: they lead with the answer to the question (what kind of
 * places, kept to what the family said), then name each pick once with why it fits (the card
 * already shows its summary and distance), then one line on what to do next. Saved places that
 * answer are named first; a loud place to skip is named when the family asked what to avoid.
 */

/** "Near" only means near: a stay's neighbourhood reaches about this far. */
const NEAR_STAY_METERS = 3000;
const COUNT_WORDS = ["", "one", "two", "three"];

type PlacesDraft = Draft & { lead: { code: "places" } };

function where(draft: Draft): string {
	const { ask } = draft;
	const at = draft.where.label;
	if (ask.where.mode === "walk" && (ask.where.close || ask.where.withinMinutes))
		return `within walking distance of ${at}`;
	if (ask.where.withinMinutes) return `within about ${ask.where.withinMinutes} minutes of ${at}`;
	if (draft.where.kind !== "stay") return `near ${at}`;
	// From the stay: "near where you're staying" only when they all are; far ones are "across London".
	const across = `across ${draft.where.destination || "town"}`;
	const far = draft.picks.filter((entry) => entry.meters > NEAR_STAY_METERS).length;
	if (far === 0) return `near ${at}`;
	return far === draft.picks.length ? across : `near ${at} and ${across}`;
}

function lead(draft: Draft, phrasing: Phrasing, seed: number): string {
	const count = draft.picks.length;
	const kids = yourKids(draft.kidAges);
	const forWhom = draft.ask.who.ages.length > 0 ? `for ${kids}` : `that ${count === 1 ? "suits" : "suit"} ${kids}`;
	const at = where(draft);
	const label = askedLabel(draft.ask, draft.picks, draft.kidAges);
	const adjectives = descriptors(draft.ask, draft.picks).filter((word) => !label.includes(word));
	const what = [...(adjectives.length ? [adjectives.join(", ")] : []), label].join(" ");
	const kept = promises(draft.ask, draft.picks);
	const keeps = kept.length > 0 ? ` (${list(kept)})` : "";
	const n = COUNT_WORDS[count] ?? String(count);
	const number = count >= 3 ? "three" : n;
	const options =
		count === 1
			? [
					`For ${kids}, one good pick ${at}${keeps}:`,
					`Just one place ${at} fits${keeps}, and it suits ${kids}:`,
					`One idea ${at} ${forWhom}${keeps}:`,
				]
			: [
					`Here are ${number} ${what} ${at} ${forWhom}${keeps}:`,
					`For ${kids}, ${number} ${what} ${at}${keeps}:`,
					`My picks ${at}, ${forWhom}: ${number} ${what}${keeps}.`,
					`${capital(number)} ${what} ${at} that fit ${kids}${keeps}:`,
				];
	return phrasing.pick(options, seed);
}

/** "5 minutes' walk" at the family's pace, "12 km away". */
function howFar(meters: number, pace: Pace): string {
	if (meters > 2000) return `${Math.round(meters / 1000)} km away`;
	const minutes = Math.max(1, walkingMinutesAtPace(meters, pace));
	return `${minutes} ${minutes === 1 ? "minute's" : "minutes'"} walk`;
}

/** "Already on your list: … You've seen: the Science Museum (4 minutes' walk)." At the youngest's pace, said. */
function nearLine(near: readonly FoundNear[], kidAges: readonly number[], phrasing: Phrasing, seed: number): string {
	const pace = paceForAges(kidAges);
	const named = (group: readonly FoundNear[]) =>
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
	if (pace.age != null && pace.age <= 12 && parts.length > 0) parts.push(`Walking times are at ${paceWho(pace)}.`);
	return parts.join(" ");
}

/** "Crystal Palace Park, from earlier: there are life-size dinosaur sculptures…": the words that have the interest. */
function earlierLine(place: Place, words: readonly string[]): string {
	const texts = [place.whyKidsLoveIt, place.familySummary, place.pithySummary, place.editorialSummary]
		.filter((text): text is string => Boolean(text))
		.flatMap((text) => text.split(/(?<=[.!?])\s+/));
	const stems = words.map((word) => word.toLowerCase().replace(/s$/, ""));
	const about = texts.find((text) => stems.some((stem) => text.toLowerCase().includes(stem))) ?? texts[0];
	const name = capital(theName(place.name));
	return about ? `${name}, from earlier: ${lowerFirst(sentence(about))}` : `${name}, from earlier.`;
}

/** The place's own words for this family: what kids love, or for teens its one-liner first. */
function ownWords(place: Place, teens: boolean): (string | null)[] {
	const why = place.whyKidsLoveIt?.trim() ? sentence(place.whyKidsLoveIt.trim()) : null;
	const pithy = place.pithySummary ? sentence(place.pithySummary) : null;
	return teens ? [pithy, why] : [why, pithy];
}

/** A word on ages only when it matters: the place suits only some of the kids. */
function ageWords(entry: FoundPlace, kidAges: readonly number[]): string | null {
	const range = entry.place.ages;
	if (!range || kidAges.length === 0 || entry.ageFit !== "some") return null;
	const [min, max] = range;
	const youngest = [...kidAges].sort((a, b) => a - b)[0] ?? 0;
	return youngest < min
		? `best from age ${min}, so your ${youngest}-year-old may need a hand`
		: `aimed at kids up to ${max}`;
}

/** The kinds of food a place serves, when asked for food and its facts say ("pizza"). */
function foodWords(entry: FoundPlace): string | null {
	const food = entry.reasons.find((reason) => reason.code === "food");
	if (food?.code !== "food") return null;
	if (food.food.length > 0) return `serves ${list(food.food.slice(0, 2))}`;
	return claimHolds("food", entry) ? "food on site" : null;
}

/** One pick's line: its name once, then why it fits this ask, only as far as its facts hold. */
function pickLine(entry: FoundPlace, index: number | null, draft: Draft, phrasing: Phrasing): string {
	const seed = stableHash(`${entry.place.googlePlaceId}|${draft.turn}`);
	const facts = claimsOf(entry)
		.slice(0, 2)
		.map((claim, k) => phrasing.pick(claimWords(claim), seed + k));
	const food = foodWords(entry);
	if (food) facts.unshift(food);
	const ages = ageWords(entry, draft.kidAges);
	if (ages) facts.push(ages);
	const own = ownWords(entry.place, allTeens(draft.ask, draft.kidAges)).find(
		(text): text is string => Boolean(text) && !phrasing.saidBefore(text as string),
	);
	const why = facts.length > 0 ? capital(list(facts)) : "";
	const text = own ? (why ? `${own.replace(/[.!?…]$/, "")} (${lowerFirst(why)}).` : own) : `${why || "Worth a look"}.`;
	return `${index === null ? "" : `${index + 1}. `}${entry.place.name} – ${text}`;
}

/** "You've already saved the Natural History Museum, and it answers this. There is a moving T. rex…" */
function savedLine(draft: Draft, phrasing: Phrasing, seed: number): string | null {
	const first = draft.saved[0]?.place;
	if (!first) return null;
	const one = draft.saved.length === 1;
	const names = list(draft.saved.map((entry) => theName(entry.place.name)));
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
	const fun = one && first.whyKidsLoveIt?.trim() ? sentence(first.whyKidsLoveIt.trim()) : null;
	return fun ? `${opener} ${fun}` : opener;
}

const OUTROS: readonly string[] = [
	"Tap the heart to save any of these, or tell me what you'd change.",
	"Save your favourites and I can join them into a path for the day.",
	"Want somewhere to eat nearby afterwards? Just ask.",
	"Not quite right? Tell me more and I'll look again.",
	"Say the word if you'd like something closer or cheaper.",
];

/** The words of a places answer. */
export function renderPlaces(draft: PlacesDraft, phrasing: Phrasing): string {
	const seed = stableHash(`${draft.seed}|${draft.turn}`);
	const parts: string[] = [];
	const at = draft.where.label;
	if (draft.skip.length > 0) {
		const names = list(draft.skip.map((place) => theName(place.name)));
		parts.push(`Yes: with a noise-sensitive child I'd skip ${names}, which can be loud.`);
	}
	const saved = savedLine(draft, phrasing, seed);
	const near = draft.alsoNear.length > 0 ? nearLine(draft.alsoNear, draft.kidAges, phrasing, seed + 7) : null;
	if (draft.lead.again) {
		parts.push(phrasing.pick(["Here they are again:", "Sure, here are those again:"], seed));
	} else if (draft.picks.length > 0) {
		const { relaxation, unmet } = draft.lead;
		if (relaxation) parts.push(relaxedWords(relaxation, unmet, at));
		if (saved) parts.push(saved);
		if (near) parts.push(near);
		const first = lead(draft, phrasing, seed);
		parts.push(saved || near ? first.replace(/^Here are /, "And here are ") : first);
	} else {
		// Nothing new: what could not be kept when the ask was relaxed (else "nothing new" reads as if
		// the playgrounds asked for had been shown), what was shown before that answers, then says so.
		const { relaxation, unmet } = draft.lead;
		const unkept = relaxation ? unkeptWords(relaxation, unmet, at) : null;
		if (unkept) parts.push(unkept);
		if (saved) parts.push(saved);
		if (near) parts.push(near);
		parts.push(...draft.earlier.map((place) => earlierLine(place, draft.ask.words)));
		parts.push(
			near
				? "Nothing new within that distance that I haven't shown you already."
				: "I couldn't find anything new that fits as well nearby.",
		);
	}
	parts.push(...draft.picks.map((entry, index) => pickLine(entry, index, draft, phrasing)));
	if (draft.picks.length > 0) parts.push(...draft.earlier.map((place) => earlierLine(place, draft.ask.words)));
	parts.push(phrasing.pick(OUTROS, seed + 3));
	return parts.join("\n\n");
}
