import { formatDistance, type Place } from "../../../domain/place/place";
import { stableHash } from "../../../domain/text";
import { localityOf, placeTypeLabel } from "../../providers/llm/offline/place-insights";
import { GUIDE_CATEGORIES, type GuideCategoryName, type GuideModifier } from "./intents";
import type { ScoredPlace } from "./rank";

/**
 * The offline guide's words: status lines, the reply that names each suggestion and why it suits
 * these kids, the clarifying question and the opening greeting. Sentences are picked among several
 * templates by a hash of the message and the places, so the same question gets the same answer and
 * different questions read differently.
 */

const pick = <T>(options: readonly T[], seed: number, salt = 0): T =>
	options[(seed + salt * 7919) % options.length] as T;

const list = (items: readonly string[]) =>
	items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const sentence = (text: string) => {
	const trimmed = text.trim();
	return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** The first sentence of a text. */
const firstSentence = (text: string) => {
	const match = text.match(/^.*?[.!?](?:\s|$)/);
	return (match ? match[0] : text).trim();
};

const unique = (ages: readonly number[]) => [...new Set(ages)].sort((a, b) => a - b);

/** "your 4-year-old", "your 4- and 9-year-olds", "your 3-, 6- and 11-year-olds", "your family". */
export function yourKids(kidAges: readonly number[]): string {
	const ages = unique(kidAges);
	if (ages.length === 0) return "your family";
	if (ages.length === 1) return `your ${ages[0]}-year-old`;
	if (ages.length > 4) return `your crew (ages ${ages[0]}–${ages.at(-1)})`;
	return `your ${list(ages.map((age, i) => (i === ages.length - 1 ? `${age}-year-olds` : `${age}-`)))}`;
}

/** "a 4- and a 9-year-old", for status lines. */
export function kidsForStatus(kidAges: readonly number[]): string {
	const ages = unique(kidAges);
	if (ages.length === 0) return "your family";
	if (ages.length > 4) return `kids aged ${ages[0]} to ${ages.at(-1)}`;
	const article = (age: number) => (age === 8 || age === 11 || age === 18 ? "an" : "a");
	return list(ages.map((age, i) => `${article(age)} ${age}${i === ages.length - 1 ? "-year-old" : "-"}`));
}

/** The destination's short name: "London, UK" → "London". */
export function destinationName(location: string | null | undefined): string {
	const first = (location ?? "").split(",")[0]?.trim();
	return first || "your destination";
}

/** What a reply calls the places asked for: "museums", "museums and parks", "indoor picks". */
export function askedLabel(categories: readonly GuideCategoryName[], modifiers: readonly GuideModifier[]): string {
	if (categories.length > 0) return list(categories.slice(0, 2).map((name) => GUIDE_CATEGORIES[name].label));
	if (modifiers.includes("indoor")) return "indoor picks";
	if (modifiers.includes("outdoor")) return "outdoor picks";
	if (modifiers.includes("picnic")) return "picnic spots";
	if (modifiers.includes("free")) return "free things to do";
	if (modifiers.includes("toddler")) return "toddler-friendly spots";
	if (modifiers.includes("teen")) return "picks for teens";
	if (modifiers.includes("quiet")) return "calmer spots";
	if (modifiers.includes("stroller")) return "stroller-friendly spots";
	if (modifiers.includes("accessible")) return "step-free spots";
	return "family favourites";
}

// ---------------------------------------------------------------------------------------------
// Status lines (the typing indicator)

export const statusLines = {
	looking: (label: string, where: string) => `Looking for ${label} near ${where}…`,
	widening: (where: string) => `Widening the search around ${where}…`,
	checking: (kidAges: readonly number[]) => `Checking what suits ${kidsForStatus(kidAges)}…`,
	picking: (count: number) => (count >= 3 ? "Picking the best three…" : "Picking the best of them…"),
	path: "Connecting your saved places…",
	addToPath: "Adding those to your path…",
	another: (label: string) => `Finding another ${label}…`,
};

// ---------------------------------------------------------------------------------------------
// The reply

const REASON_TEXT: Record<string, readonly string[]> = {
	indoor: ["It's all under cover, so the weather won't matter", "Fully indoors, so no one gets soaked"],
	outdoor: ["Plenty of fresh air and room to roam", "Lots of space outside to burn off energy"],
	free: ["Entry is free", "It won't cost a penny to get in", "Free to visit"],
	toddler: ["Little ones are well catered for", "Toddler-friendly, with space for small legs"],
	stroller: ["Easy going with a stroller", "Stroller-friendly paths throughout"],
	accessible: ["Step-free access throughout", "Accessible, with step-free routes"],
	picnic: ["There's room to spread out a picnic", "Bring a blanket: it's a great picnic spot"],
	quiet: ["Usually calmer than the big-ticket sights", "A calmer pace than the busy attractions"],
	teen: ["Enough to keep a teenager interested", "Big enough on thrills for older kids"],
};

/** How the place's ages fit these kids, in words; null when either is unknown. */
function ageLine(entry: ScoredPlace, kidAges: readonly number[], seed: number): string | null {
	const ages = unique(kidAges);
	const range = entry.place.ages;
	if (!range || ages.length === 0) return null;
	const [min, max] = range;
	const span = min <= 0 && max >= 18 ? "all ages" : `ages ${min}–${max}`;
	const youngest = ages[0] ?? 0;
	const oldest = ages.at(-1) ?? 0;
	if (entry.ageFit === "all") {
		if (ages.length === 1) {
			return pick(
				[
					`At ${youngest}, your child is right in its sweet spot (${span})`,
					`It suits ${span}, perfect for ${yourKids(ages)}`,
				],
				seed,
			);
		}
		return pick(
			[
				`It suits ${span}, so ${ages.length === 2 ? "both" : "all"} of yours are right in range`,
				`Pitched at ${span}: there's something for ${yourKids(ages)} alike`,
				`Works for everyone in your crew (it suits ${span})`,
			],
			seed,
		);
	}
	if (entry.ageFit === "some") {
		if (youngest < min)
			return `Best from age ${min}, so your ${oldest}-year-old will get the most out of it and your ${youngest}-year-old may need a hand`;
		return `It's aimed at kids up to ${max}, so your ${youngest}-year-old will love it and your ${oldest}-year-old can lead the way`;
	}
	if (entry.ageFit === "none") {
		return youngest > max
			? `It's aimed at younger kids (up to ${max}), so keep the visit short`
			: `It's best from age ${min}, so it may be a stretch for ${yourKids(ages)}`;
	}
	return null;
}

/** What the place is, in one line: its own pithy summary when it has one. */
function leadOf(place: Place): string {
	if (place.pithySummary?.trim()) return sentence(place.pithySummary);
	if (place.editorialSummary?.trim()) return sentence(firstSentence(place.editorialSummary));
	if (place.familySummary?.trim()) return sentence(firstSentence(place.familySummary));
	const locality = localityOf(place.address);
	const label = placeTypeLabel(place.types);
	return `A ${label}${locality ? ` in ${locality}` : ""}.`;
}

/** Why kids love it, when the place says. */
function delightOf(place: Place, seed: number): string | null {
	const why = place.whyKidsLoveIt?.trim();
	if (!why) return null;
	return pick(
		[`Why kids love it: ${lowerFirst(sentence(why))}`, sentence(why), `The best bit: ${lowerFirst(sentence(why))}`],
		seed,
	);
}

/** One suggestion's lines: what it is, why these kids will like it, and how it fits what was asked. */
function describeSuggestion(entry: ScoredPlace, index: number, kidAges: readonly number[], seed: number): string {
	const place = entry.place;
	const distance =
		place.distanceMeters != null && place.distanceMeters > 0 ? ` (${formatDistance(place.distanceMeters)})` : "";
	const parts = [leadOf(place)];
	const delight = delightOf(place, seed + index);
	if (delight) parts.push(delight);
	const age = ageLine(entry, kidAges, seed + index);
	if (age) parts.push(sentence(age));
	const reason = entry.reasons.find((key) => REASON_TEXT[key]);
	if (reason) parts.push(sentence(pick(REASON_TEXT[reason] ?? [], seed, index)));
	return `${index + 1}. ${place.name}${distance} – ${parts.join(" ")}`;
}

/** The line of a card that 'Try another suggestion' brought in, without its number (no age fit is known for it). */
export function replacementReplyLine(place: Place): string {
	const seed = stableHash(place.googlePlaceId);
	const distance =
		place.distanceMeters != null && place.distanceMeters > 0 ? ` (${formatDistance(place.distanceMeters)})` : "";
	const delight = delightOf(place, seed);
	return `${place.name}${distance} – ${[leadOf(place), delight].filter(Boolean).join(" ")}`;
}

const INTROS: Record<string, readonly ((label: string, where: string, kids: string) => string)[]> = {
	indoor: [
		(_l, where, kids) => `Rainy day sorted! Here are three indoor picks near ${where} for ${kids}:`,
		(_l, where, kids) => `No need to get soaked: these stay dry and fun near ${where}, and suit ${kids}:`,
		(_l, where, kids) => `Here's how to keep ${kids} busy and dry around ${where}:`,
	],
	outdoor: [
		(_l, where, kids) => `Time for some fresh air! Three outdoor picks near ${where} for ${kids}:`,
		(_l, where, kids) => `Let's get ${kids} outside: here are my top spots near ${where}:`,
	],
	default: [
		(label, where, kids) => `Here are three ${label} near ${where} that should suit ${kids}:`,
		(label, where, kids) => `I found some great ${label} near ${where} for ${kids}:`,
		(label, where, kids) => `Good news: there are lovely ${label} near ${where} for ${kids}. My top three:`,
		(label, where, kids) => `These ${label} near ${where} are a great fit for ${kids}:`,
	],
};

const OUTROS: readonly string[] = [
	"Tap the heart to save any of these, or tell me what you'd change.",
	"Save your favourites and I can connect them into a path for the day.",
	"Want something to eat nearby afterwards? Just ask.",
	"Not quite right? Tell me more (indoors or out, how far) and I'll look again.",
];

export interface ReplyInput {
	message: string;
	label: string;
	where: string;
	kidAges: readonly number[];
	modifiers: readonly GuideModifier[];
	suggestions: readonly ScoredPlace[];
	backupCount: number;
}

/** The reply of a responding answer: an intro, one numbered line per suggestion, an outro. */
export function composeReply(input: ReplyInput): string {
	const seed = stableHash(`${input.message}|${input.suggestions.map((entry) => entry.place.googlePlaceId).join(",")}`);
	const kids = yourKids(input.kidAges);
	const mood = input.modifiers.includes("indoor") ? "indoor" : input.modifiers.includes("outdoor") ? "outdoor" : "";
	const intros = (mood && input.suggestions.length >= 3 ? INTROS[mood] : undefined) ?? INTROS.default ?? [];
	let intro = pick(intros, seed)(input.label, input.where, kids);
	if (input.suggestions.length < 3) {
		intro = `I found ${input.suggestions.length === 1 ? "one spot" : "a couple of spots"} near ${input.where} that should suit ${kids}:`;
	}
	const lines = input.suggestions.map((entry, index) => describeSuggestion(entry, index, input.kidAges, seed));
	let outro = pick(OUTROS, seed, 3);
	if (input.backupCount > 0) {
		outro += ` I've also added ${input.backupCount} more ${input.backupCount === 1 ? "option" : "options"} below if none of these click.`;
	}
	return [intro, ...lines, outro].join("\n\n");
}

/** The clarifying question for a message too vague to act on. */
export function composeClarification(message: string, where: string, kidAges: readonly number[]): string {
	const seed = stableHash(message);
	const kids = yourKids(kidAges);
	const opener = pick(
		[
			`I'd love to help you find something near ${where} for ${kids}!`,
			`Happy to help plan something fun near ${where} for ${kids}!`,
			`Let's find the right spot near ${where} for ${kids}!`,
		],
		seed,
	);
	return `${opener} Tell me a little more: what kind of outing are you in the mood for (museums, parks and playgrounds, animals, or somewhere to eat)? Would you rather be indoors or outdoors? And how far are you happy to go: walking distance or a short drive?`;
}

/** The question back when a clear ask finds nothing within reach. */
export function composeNothingFound(label: string, where: string): string {
	return `I couldn't find ${label} within reach of ${where}. Could you tell me a bit more: indoors or outdoors, and how far are you happy to travel? Or try another kind of place, like parks, museums or animals.`;
}

// ---------------------------------------------------------------------------------------------
// Opening

const NATURE_WORDS =
	/\b(national park|park|mountains?|forest|lake|coast|island|canyon|valley|beach|smoky|yellowstone|acadia|olympic|rocky)\b/i;

/** Two or three example asks that fit the destination and the kids' ages. */
export function exampleAsks(location: string, kidAges: readonly number[]): string[] {
	const ages = unique(kidAges);
	const youngest = ages[0];
	const oldest = ages.at(-1);
	const asks: string[] = [];
	if (ages.length > 0) {
		asks.push(
			ages.length === 1
				? `Rainy day ideas for my ${youngest}-year-old`
				: `Rainy day ideas for my ${list(ages.map(String))} year olds`,
		);
	} else asks.push("Rainy day ideas for the kids");
	if (NATURE_WORDS.test(location)) {
		asks.push(
			youngest !== undefined && youngest <= 5
				? "Easy, stroller-friendly walks with views"
				: "A family hike with a great view",
		);
	} else if (youngest !== undefined && youngest <= 3) {
		asks.push("Playgrounds near the map centre for a toddler");
	} else if (oldest !== undefined && oldest >= 13) {
		asks.push("Something thrilling for a teenager");
	} else {
		asks.push("Free museums with hands-on exhibits");
	}
	asks.push("Where can we get pizza nearby?");
	return asks;
}

/** Wunder's opening message: a greeting that names the destination and the kids, and a few asks to try. */
export function composeOpening(location: string, kidAges: readonly number[]): string {
	const where = destinationName(location);
	const ages = unique(kidAges);
	const who =
		ages.length === 0
			? "your family"
			: ages.length === 1
				? `your ${ages[0]}-year-old`
				: `your crew (${list(ages.map(String))})`;
	const asks = exampleAsks(location, ages)
		.map((ask) => `“${ask}”`)
		.join(", ");
	const seed = stableHash(`${location}|${ages.join(",")}`);
	const hello = pick(
		[
			`Hi! I'm Wunder, your family guide for ${where}.`,
			`Hello! I'm Wunder, and I'll be your guide to ${where}.`,
			`Welcome to ${where}! I'm Wunder, your family adventure guide.`,
		],
		seed,
	);
	return `${hello} Tell me what you're in the mood for and I'll find real places that suit ${who}, close to wherever your map is. You could ask: ${asks}.`;
}
