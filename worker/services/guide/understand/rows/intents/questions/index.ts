import type { IntentRow } from "../../../types";
import { FACTS_ROWS } from "./facts";
import { NAMED_ROWS } from "./named";
import { WHETHER_ROWS } from "./whether";

/**
 * Questions: whether places suit them (compared, judged, with a buggy, a thing to do) in
 * `whether.ts`; a fact asked about a named place (a facility, hours, price, the way there) in
 * `facts.ts`; a place of the trip asked about in any shape, or a name said alone, in `named.ts`.
 * The rows keep this order.
 */
export const QUESTIONS_ROWS: readonly IntentRow[] = [...WHETHER_ROWS, ...FACTS_ROWS, ...NAMED_ROWS];
