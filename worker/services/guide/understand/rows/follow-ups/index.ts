import type { FollowUpRow } from "../../types";
import { CHANGE_ROWS } from "./changes";
import { ELSEWHERE_ROWS } from "./elsewhere";
import { PLACE_QUESTION_ROWS } from "./place-questions";
import { SAME_ASK_ROWS } from "./same-ask";

/**
 * How an ask is carried through the conversation, as rows. The message is first read on its own
 * (`fresh`); a follow-up row that claims it changes the last turn's ask instead ("anything
 * cheaper?", "outdoors now", "not museums", "closer", "just for the little one", "more like that",
 * "what about for the teens"). A message that names a kind of place of its own, a place, a question
 * or a command is a new ask, and keeps nothing of the last one; so is one asking for someone else in
 * words of its own ("something wild for the 15 year old"): the new-ask row, whose examples and
 * counterexamples say where carrying stops. Of the rows that claim a message the one of highest
 * priority wins, and of equal priority the first in this order; the rows live by kind in this
 * folder (`same-ask.ts`, `elsewhere.ts`, `changes.ts`, `place-questions.ts`), what they share in
 * `carry.ts`, and reading "near there" back to the last answer's cards in `point-back.ts`.
 */
export const FOLLOW_UP_ROWS: readonly FollowUpRow[] = [
	...SAME_ASK_ROWS,
	...ELSEWHERE_ROWS,
	...CHANGE_ROWS,
	...PLACE_QUESTION_ROWS,
];
