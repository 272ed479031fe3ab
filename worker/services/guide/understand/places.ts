import { singular } from "../../../../domain/english";
import { GUIDE_ADD_TO_PATH_MAX } from "../../../../domain/guide/guide";
import { searchTokens } from "../../../../domain/place/destination";

/**
 * Places a message names: matched against the places the family already has (saved, on the last
 * cards) by their names' words, and resolved by the trip's own lookup when there is one.
 */

/** Name words that do not tell places apart. */
const NAME_NOISE = new Set(["the", "a", "an", "of", "and", "at", "in", "on", "de", "la", "le", "du", "st", "&"]);

const nameTokens = (name: string) =>
	searchTokens(name)
		.map(singular)
		.filter((token) => !NAME_NOISE.has(token));

/**
 * Which of these places the text names, in the order the text names them: a place matches when at
 * least 60% of its name's words (ignoring "the", "of"…) are in the text and one of them has 4+
 * letters, so "science museum" finds the Science Museum but "museum" alone names nothing. At most
 * `limit` places (add-to-path names at most 3).
 */
export function matchPlaceNames<T extends { name: string }>(
	text: string,
	candidates: readonly T[],
	limit = GUIDE_ADD_TO_PATH_MAX,
): T[] {
	const words = nameTokens(text);
	if (words.length === 0) return [];
	const found: { candidate: T; score: number; at: number; positions: number[] }[] = [];
	for (const candidate of candidates) {
		const tokens = nameTokens(candidate.name);
		if (tokens.length === 0) continue;
		const positions = tokens.map((token) =>
			words.findIndex((word) => word === token || (token.length >= 5 && word.length >= 4 && token.startsWith(word))),
		);
		const matched = positions.filter((position) => position >= 0);
		const strong = tokens.some((token, k) => token.length >= 4 && (positions[k] ?? -1) >= 0);
		const score = matched.length / tokens.length;
		if (score >= 0.6 && strong) found.push({ candidate, score, at: Math.min(...matched), positions: matched });
	}
	// Words already claimed by a fuller match name nothing else: "science museum" is the Science
	// Museum, not also the Science Museum Shop.
	found.sort((a, b) => b.score - a.score || a.at - b.at);
	const claimed = new Set<number>();
	const chosen: typeof found = [];
	for (const entry of found) {
		if (entry.positions.every((position) => claimed.has(position))) continue;
		for (const position of entry.positions) claimed.add(position);
		chosen.push(entry);
	}
	return chosen
		.sort((a, b) => a.at - b.at)
		.slice(0, limit)
		.map((entry) => entry.candidate);
}

/**
 * The initials a name goes by: of its words ("natural history museum" → nhm), and without a last
 * word that only says its kind ("Victoria and Albert Museum" → va, "Imperial War Museum" → iw).
 */
function initialsOf(name: string, isKind: (word: string) => boolean): Set<string> {
	const words = searchTokens(name).filter((word) => !NAME_NOISE.has(word));
	const initials = (list: readonly string[]) => list.map((word) => word[0]).join("");
	const found = new Set([initials(words)]);
	if (words.length > 2 && isKind(words.at(-1) ?? "")) found.add(initials(words.slice(0, -1)));
	return new Set([...found].filter((value) => value.length >= 2));
}

/**
 * Which of these places the message names by their initials, written as initials are ("V&A", "NHM",
 * "nhm": with an ampersand, in capitals, or lowercase without a vowel), with the initials as the
 * normalised text holds them ("v&a"). "va" and "museum" are no initials.
 */
export function matchInitials<T extends { name: string }>(
	message: string,
	candidates: readonly T[],
	isKind: (word: string) => boolean,
): { place: T; span: string }[] {
	// "the nhm's", "the V&A's": the initials, with the possessive as the normalised text holds it ("nhms").
	const written = message
		.split(/[\s,.;:!?()"“”]+/)
		.map((said) => ({ said, word: said.replace(/['’]s$/, "") }))
		.filter(
			({ word }) => /^\p{L}+&\p{L}+$/u.test(word) || /^[A-Z]{2,5}$/.test(word) || /^[b-df-hj-np-tv-z]{3,5}$/.test(word),
		);
	const found: { place: T; span: string }[] = [];
	for (const { said, word } of written) {
		const initials = word.toLowerCase().replace(/[^a-z]/g, "");
		const place = candidates.find((candidate) => initialsOf(candidate.name, isKind).has(initials));
		const span = said.toLowerCase().replace(/['’]/g, "");
		if (place && !found.some((entry) => entry.place === place)) found.push({ place, span });
	}
	return found;
}

/** Words of a name that make it no place of its own ("the kids", "the weather"). */
const NOT_A_NAME =
	/^(?:kids?|children|boys?|girls?|family|baby|toddler|little ones?|teens?|weather|rain|sun|morning|afternoon|evening|day|days|trip|way|time|hotel|airbnb|apartment|flat|house|map|area|city|town|centre|center|middle|first one|second one|third one|last one|same|others?|rest|path|paths|route|routes|itinerary|list|plan|one|ones|it|them|us|me|here|there|moment|end|top|bottom|parks|museums|playgrounds|restaurants|shops|places?|things?|stuff|ideas?|options?|something|anything|somewhere|anywhere|best|cheapest|closest|nearest|biggest|most|least|whole|\d+.*)$/;

/** A name worth looking up: not a frame word, a kind on its own ("the park") or a number. */
export const isNameLike = (name: string): boolean => name.length >= 3 && !NOT_A_NAME.test(name);

/** The runs of Capitalised words in the message as typed ("Tower of London", "NHM"), skipping a lone first word. */
export function capitalisedRuns(message: string): string[] {
	const runs: string[] = [];
	for (const sentence of message.split(/[.!?;:,()\n"“”]+|\s[-–—]\s/)) {
		const words = sentence.trim().split(/\s+/);
		let run: string[] = [];
		const flush = (first: boolean) => {
			while (run.length > 0 && /^(?:of|and|&|the|de|la|le)$/i.test(run.at(-1) ?? "")) run.pop();
			if (run.length > 1 || (run.length === 1 && !first)) runs.push(run.join(" "));
			run = [];
		};
		let startIndex = 0;
		for (const [index, word] of words.entries()) {
			const clean = word.replace(/^['’]+|['’]+s?$|[^\p{L}\p{N}&'’-]/gu, "");
			const capital = /^\p{Lu}/u.test(clean) && clean !== "I" && !/^(?:I['’]m|I['’]d|I['’]ve|I['’]ll)$/.test(clean);
			const joiner = run.length > 0 && /^(?:of|and|&|the|de|la|le|du|on|upon)$/i.test(clean);
			if (capital || joiner) {
				if (run.length === 0) startIndex = index;
				run.push(clean);
			} else flush(startIndex === 0);
		}
		flush(startIndex === 0);
	}
	return runs;
}
