import type { Ask } from "../../../../../../domain/guide/ask";
import type { Reading } from "../../types";
import { bare } from "./carry";

/**
 * A message pointing back at the last answer ("near there", "around it", "near the second one",
 * "anything to eat around there"): where to look is one of the last answer's cards. Applied before
 * any row, in a fresh chat too, and by the rows that carry where the family looks.
 */

/** Words pointing at the last answer's first place as where to look ("near there", "around it"). */
const THERE = /^(?:there|it|that|that place|this place|them|those|that one|this one)$/;

/** The last answer's first place, as where to look from; null when the last answer showed none. */
export const firstShown = (reading: Reading): NonNullable<Ask["where"]["near"]> | null => {
	const first = reading.conversation.shown[0];
	return first ? { kind: "place", name: first.name, id: first.id } : null;
};

/**
 * A message pointing back at the last answer ("somewhere near there for lunch", "what's near it?"):
 * the place it points at is the last answer's first card. Applied before any row, in a fresh chat too.
 */
export function pointBack(fresh: Ask, reading: Reading): Ask {
	const near = fresh.where.near;
	const shown = reading.conversation.shown;
	if (near?.kind === "place") {
		// "near the second one": the last answer's cards by position.
		const ordinal = ORDINAL.exec(near.name ?? "");
		const at = ordinal ? shownAt(shown, ordinal[1] ?? "") : null;
		if (at) return { ...fresh, where: { ...fresh.where, near: { kind: "place", name: at.name, id: at.id } } };
		if (!THERE.test(near.name ?? "")) return fresh;
		const first = firstShown(reading);
		return { ...fresh, where: { ...fresh.where, near: first } };
	}
	// "what about food there?", "anything to eat around there": where the last answer was; "somewhere
	// to eat nearby?" after an answer about one place: near that place.
	const pointing = THERE_AT_END.test(bare(reading.text)) || (shown.length === 1 && NEARBY.test(bare(reading.text)));
	if (near === null && fresh.intent === "find" && pointing) {
		const first = firstShown(reading);
		if (first) return { ...fresh, where: { ...fresh.where, near: first, close: false } };
	}
	return fresh;
}

/** "nearby", "close by": near the one place the last answer was about. */
const NEARBY = /\b(?:nearby|near by|close by|around there|near there)\b/;

/** "the first one", "the second place", "the last one". */
const ORDINAL = /^(?:the )?(first|second|third|last|1st|2nd|3rd) (?:one|place|pick|card|suggestion)$/;

/** "there" ending a find ("food there", "anything around there"), not "is there …". */
const THERE_AT_END = /(?<!\b(?:is|are|was|were|get|getting|go|going|stay|staying) )\bthere$/;

/** A card of the last answer by its position, when it has one there. */
function shownAt(shown: Reading["conversation"]["shown"], word: string) {
	const index = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2 }[word];
	return word === "last" ? (shown.at(-1) ?? null) : (shown[index ?? -1] ?? null);
}
