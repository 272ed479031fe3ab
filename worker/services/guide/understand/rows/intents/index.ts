import type { IntentRow } from "../../types";
import { FINDS_ROWS } from "./finds";
import { OUTSIDE_ROWS } from "./outside";
import { QUESTIONS_ROWS } from "./questions";
import { REPLIES_AND_DAYS_ROWS } from "./replies-and-days";
import { SMALL_TALK_ROWS } from "./small-talk";

/**
 * What a message asks, as rows. Every row that claims a message (its pattern is in the normalised
 * text and its `when` holds) is a candidate; the one of highest priority wins, and a message no
 * row claims is a find. Two rows of equal priority never claim one example, of any row
 * (tests/domain/guide-understand.test.ts fails the build when they do).
 */
export const INTENT_ROWS: readonly IntentRow[] = [
	...REPLIES_AND_DAYS_ROWS,
	...OUTSIDE_ROWS,
	...QUESTIONS_ROWS,
	...FINDS_ROWS,
	...SMALL_TALK_ROWS,
];

export { FIND_WORDS, questionForm, questionOf, topicOf } from "./words";
