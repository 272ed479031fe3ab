import type { IntentRow } from "../../types";
import { namesNoKind } from "./words";

/** Small talk. */
export const SMALL_TALK_ROWS: readonly IntentRow[] = [
	// Questions about the guide itself ("are you a robot?").
	{
		id: "small-talk-about-the-guide",
		intent: "small-talk",
		priority: 35,
		pattern:
			/^(?:are (?:you|u)|r u|is this|who made you|what are you)\b.*\b(?:robot|bot|human|real|ai|person|chatgpt|computer|machine)\b/,
		examples: ["are you a robot", "r u a real person?"],
		counterexamples: ["robots for my 9 year old"],
	},
	// Small talk: greetings, thanks, praise, with nothing else asked.
	{
		id: "small-talk",
		intent: "small-talk",
		priority: 20,
		pattern:
			/^(?:(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening)|thanks?(?: you| u)?|thank u(?: so much| very much| a lot)?|thx|ty|cheers|ta|great|perfect|lovely|awesome|brilliant|cool|nice|ok|okay|bye|goodbye|see you|lol|haha|wow|amazing|youre (?:great|amazing|the best|brilliant|a star)|you are (?:great|amazing|the best)|that(?:s| is| was) (?:great|perfect|lovely|helpful|brilliant|amazing)|good job|well done|love it|how are you|whos this|who are you|what are you)(?:\s|[!.,?]|wunder|there|again|so much|all|guys|mate|\s)*)+$/,
		when: namesNoKind,
		examples: ["thank u!!", "hi", "Hello Wunder!", "thanks so much!", "you're great", "ok thanks"],
		counterexamples: ["hi, museums for a rainy day?", "thanks, anything cheaper?"],
	},
];
