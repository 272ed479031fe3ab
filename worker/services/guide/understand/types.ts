import type { Ask, AskIntent, NamedPlace } from "../../../../domain/guide/ask";
import type { Scan } from "./lexicon";
import type { NearMatch } from "./where";

/** What the conversation holds when a message comes in. */
export interface Conversation {
	/** The search the conversation carries: the last find's ask, as changed since (null: a fresh chat). */
	ask: Ask | null;
	/** The last turn's ask when it was not a find (a question about a place): its follow-ups carry it. */
	last?: Ask | null;
	/** The last answer was a question back ("what kind of outing?"): the message answers it. */
	clarifying?: boolean;
	/** The guide's open offer ("shall I split it?"). */
	offer: { split: string[] } | null;
	/** Places on the last answers' cards, newest first. */
	shown: { id: string; name: string }[];
}

/** What the reader knows of the trip. */
export interface TripFacts {
	location: string;
	kidAges: number[];
	dates: { start: string; end: string } | null;
	/** YYYY-MM-DD */
	today: string;
	/** The trip's saved places. */
	saved: { id: string; name: string }[];
	stay: { label: string } | null;
	/**
	 * The places a name in the message may resolve to: the destination's places (the catalog's) and
	 * the saved ones (./place-names/). The same list object across turns keeps its index.
	 */
	places?: readonly { id: string; name: string; food?: boolean }[];
}

/** A message read so far, as the rows see it. */
export interface Reading {
	/** The message as typed. */
	message: string;
	/** The one normalised text (./text.ts). */
	text: string;
	/** What the lexicon found, outside the names of places. */
	scan: Scan;
	/** Places named (resolved when known), and places to leave out. */
	places: NamedPlace[];
	exclude: NamedPlace[];
	near: NearMatch | null;
	/** Places of the trip named by their own names (resolved, no kind's words), other than where a find looks from. */
	asked: NamedPlace[];
	conversation: Conversation;
	trip: TripFacts;
}

/** Part of a value: any field (at any depth) left out is not checked. */
type DeepPartial<T> = T extends (infer E)[]
	? DeepPartial<E>[]
	: T extends object
		? { [K in keyof T]?: DeepPartial<T[K]> }
		: T;

/** Part of an ask, as an example expects it (any slot left out is not checked). */
export type AskExpectation = DeepPartial<Ask>;

/** A message a row must claim (with the slots it must give), or must not claim. */
export type Example =
	| string
	| {
			say: string;
			expect?: AskExpectation;
			/** The conversation it is said in (a fresh chat when left out). */
			conversation?: Partial<Conversation>;
			trip?: Partial<TripFacts>;
	  };

/** A row that says what a message asks (./rows/intents.ts). The claiming row of highest priority wins. */
export interface IntentRow {
	id: string;
	intent: AskIntent;
	priority: number;
	/** Claims a message when the pattern is found in the normalised text and `when` (if any) holds. */
	pattern?: RegExp;
	when?: (reading: Reading) => boolean;
	/** Slots the intent itself says (the question's form, what lies outside). */
	set?: (ask: Ask, reading: Reading) => void;
	examples: Example[];
	counterexamples: Example[];
}

/** A row that fills slots (./rows/slots.ts): each match of its pattern in the normalised text. */
export interface SlotRow {
	id: string;
	pattern: RegExp;
	set: (ask: Ask, match: RegExpMatchArray, reading: Reading) => void;
	examples: Example[];
	counterexamples: Example[];
}

/**
 * A row that carries the last turn's ask into this one (./rows/follow-ups.ts): when it claims the
 * message (read on its own as `fresh`), the ask is `carry(previous, fresh)`.
 */
export interface FollowUpRow {
	id: string;
	priority: number;
	/** The slots this follow-up changes (documentation and chips). */
	changes: readonly (keyof Ask)[];
	claims: (fresh: Ask, previous: Ask, reading: Reading) => boolean;
	carry: (previous: Ask, fresh: Ask, reading: Reading) => Ask;
	/** Conversations: the earlier messages (said in order, each carried), then `say` with what it must give. */
	examples: {
		before: string[];
		say: string;
		expect: AskExpectation;
		shown?: Conversation["shown"];
		/** The last answer was a question back. */
		clarifying?: boolean;
	}[];
	counterexamples: { before: string[]; say: string; clarifying?: boolean }[];
}

/** The fact a question asks for (ASK_TOPICS). */
export type AskTopicName = NonNullable<NonNullable<Ask["question"]>["topic"]>;
