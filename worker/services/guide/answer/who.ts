import type { Ask } from "../../../../domain/guide/ask";

/** The kids' ages an answer is for: the ask's own ages, else the trip's, narrowed to whom it is for. */
export function agesAsked(ask: Ask, tripAges: readonly number[]): number[] {
	if (ask.who.ages.length > 0) return [...ask.who.ages].sort((a, b) => a - b);
	const ages = [...tripAges].sort((a, b) => a - b);
	switch (ask.who.group) {
		case "youngest":
			return ages.slice(0, 1);
		case "oldest":
			return ages.slice(-1);
		case "teens":
			return ages.filter((age) => age >= 12);
		default:
			return ages;
	}
}
