import { listPhrase as list, pick } from "../../../../domain/english";
import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../../../domain/place/vocabulary";
import type { PlaceModifier } from "../../../../domain/place/vocabulary-modifiers";

/**
 * The offline guide's words: the kids and the destination in words, status lines, the clarifying
 * question and the opening greeting. Sentences are picked among several by a hash, so the same
 * question gets the same words and different questions read differently.
 */

/** A place's name as a sentence says it: "the British Museum", "the Tower of London", but "Hyde Park", "The Regent's Park". */
export function theName(name: string): string {
	if (/^the\s/i.test(name) || /^[A-Z]{2,}\b/.test(name)) return name;
	return /\b(?:Museum|Gallery|Aquarium|Eye|Centre|Center|Market|Library|Theatre|Observatory|Lido|Shard|Cafe|Café)$|\sof\s/.test(
		name,
	)
		? `the ${name}`
		: name;
}

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
export function askedLabel(categories: readonly PlaceCategoryName[], modifiers: readonly PlaceModifier[]): string {
	if (modifiers.includes("nap")) return "spots for a nap";
	if (modifiers.includes("rest")) return "places to rest";
	if (modifiers.includes("indoor") && categories[0] === "playground") return "indoor play spots";
	if (categories.length > 0) return list(categories.slice(0, 2).map((name) => PLACE_CATEGORIES[name].label));
	if (modifiers.includes("indoor")) return "indoor picks";
	if (modifiers.includes("cool")) return "ways to beat the heat";
	if (modifiers.includes("outdoor")) return "outdoor picks";
	if (modifiers.includes("picnic")) return "picnic spots";
	if (modifiers.includes("free")) return "free things to do";
	if (modifiers.includes("toddler")) return "toddler-friendly spots";
	if (modifiers.includes("teen")) return "picks for teens";
	if (modifiers.includes("quiet")) return "calmer spots";
	if (modifiers.includes("stroller")) return "stroller-friendly spots";
	if (modifiers.includes("accessible")) return "step-free spots";
	if (modifiers.includes("toilets")) return "places with toilets";
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
	days: "Planning your days…",
	split: "Splitting it into days…",
	another: (label: string) => `Finding another ${label}…`,
};

// ---------------------------------------------------------------------------------------------
// Questions back (the reply itself is ./reply.ts)

/** The clarifying question for a message too vague to act on. */
export function composeClarification(message: string, where: string, kidAges: readonly number[]): string {
	const seed = message;
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

// ---------------------------------------------------------------------------------------------
// Opening

const NATURE_WORDS =
	/\b(national park|park|mountains?|forest|lake|coast|island|canyon|valley|beach|smoky|yellowstone|acadia|olympic|rocky)\b/i;

/** Two or three example asks that fit the destination and the kids' ages. */
export function exampleAsks(location: string, kidAges: readonly number[], stay: string | null = null): string[] {
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
		asks.push(stay ? "Playgrounds near where we're staying for a toddler" : "Playgrounds nearby for a toddler");
	} else if (oldest !== undefined && oldest >= 13) {
		asks.push("Something thrilling for a teenager");
	} else {
		asks.push("Free museums with hands-on exhibits");
	}
	asks.push("Where can we get pizza nearby?");
	return asks;
}

/** Wunder's opening message: a greeting that names the destination and the kids, and a few asks to try. */
export function composeOpening(location: string, kidAges: readonly number[], stay: string | null = null): string {
	const where = destinationName(location);
	const ages = unique(kidAges);
	const who =
		ages.length === 0
			? "your family"
			: ages.length === 1
				? `your ${ages[0]}-year-old`
				: `your crew (${list(ages.map(String))})`;
	const asks = exampleAsks(location, ages, stay)
		.map((ask) => `“${ask}”`)
		.join(", ");
	const seed = `${location}|${ages.join(",")}`;
	const hello = pick(
		[
			`Hi! I'm Wunder, your family guide for ${where}.`,
			`Hello! I'm Wunder, and I'll be your guide to ${where}.`,
			`Welcome to ${where}! I'm Wunder, your family adventure guide.`,
		],
		seed,
	);
	// Distances are measured from where the family stays when they said so, else from the destination.
	const near = stay ? `close to where you're staying (${stay})` : `around ${where}`;
	return `${hello} Tell me what you're in the mood for and I'll find real places that suit ${who}, ${near}. You could ask: ${asks}.`;
}
