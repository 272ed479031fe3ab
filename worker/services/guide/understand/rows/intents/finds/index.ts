import type { IntentRow } from "../../../types";
import { IDEAS_ROWS } from "./ideas";
import { KIND_ROW } from "./kind";

/**
 * Finds: places asked for. The rows that ask in words of their own (more like one, what's good,
 * ideas) come first, in `ideas.ts`; the row for a kind of place named alone is last, in `kind.ts`,
 * with the examples of what is said loosely in `kind-said-loosely.ts`.
 */
export const FINDS_ROWS: readonly IntentRow[] = [...IDEAS_ROWS, KIND_ROW];
