/**
 * Typo tolerance for the words of a request (pure): "musuem", "playgroud", "resturant" and
 * "aquarim" are one slip from a word of the vocabulary. Only words of six letters or more are
 * corrected, and only to a vocabulary word of six letters or more with the same first letter one
 * slip away (a letter added or dropped, or two neighbours swapped), so short words are never
 * guessed at and real words one letter apart ("nearly", "diving", "fountain") stay themselves.
 */

const MIN_LENGTH = 6;

/** Real words one slip from the vocabulary: never "corrected" ("Mount Desert Island" is no dessert). */
const REAL_WORDS = new Set(["desert", "breathe", "cruiser", "discover", "galley", "sitting", "parking", "hiker"]);

/** Whether `a` becomes `b` by one insertion, deletion or swap of neighbours. */
function oneEditApart(a: string, b: string): boolean {
	if (a === b || Math.abs(a.length - b.length) > 1) return false;
	let start = 0;
	while (start < a.length && a[start] === b[start]) start++;
	let endA = a.length - 1;
	let endB = b.length - 1;
	while (endA >= start && endB >= start && a[endA] === b[endB]) {
		endA--;
		endB--;
	}
	const left = endA - start + 1;
	const right = endB - start + 1;
	// One letter added or dropped (a changed letter too often makes another word: "nearly", "diving").
	if (left + right === 1) return true;
	// Two neighbours swapped ("musuem").
	return left === 2 && right === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** A corrector over the vocabulary's one-word phrases: the word meant, or null when none is one slip away. */
export function typoCorrector(words: Iterable<string>): (token: string) => string | null {
	const long = [...new Set(words)].filter((word) => word.length >= MIN_LENGTH && /^[a-z]+$/.test(word));
	const known = new Set(long);
	return (token) => {
		if (token.length < MIN_LENGTH || known.has(token) || REAL_WORDS.has(token) || !/^[a-z]+$/.test(token)) return null;
		const near = long.filter((word) => word[0] === token[0] && oneEditApart(token, word));
		// Two vocabulary words one slip away: not a guess worth making.
		return near.length === 1 ? (near[0] ?? null) : null;
	};
}
