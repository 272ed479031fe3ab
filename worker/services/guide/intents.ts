import { foldText } from "../../../domain/text";

/**
 * The chat commands (create a path, add to a path), which run before any guide, and which places a
 * message names. What a message asks the guide for is read by ./request.ts.
 */

// ---------------------------------------------------------------------------------------------
// Chat commands

export type GuideCommand =
	| {
			kind: "create-path";
			/** Text after "with"/"from"… naming the places to use; empty for all saved places. */
			names: string;
	  }
	| {
			kind: "add-to-path";
			/** The text naming the places to add ("the science museum and hyde park"). */
			names: string;
			/** Words naming the target path ("museum tour"), or null for the most recent path. */
			pathName: string | null;
	  };

/** Lowercase, accent-free, punctuation as spaces except the commas and '&' that separate names. */
const commandText = (message: string) =>
	foldText(message)
		.replace(/[’']/g, "")
		.replace(/[^\p{L}\p{N},&]+/gu, " ")
		.replace(/\s+/g, " ")
		.trim();

const FILL = String.raw`(?:(?:a|an|the|my|our|me|us|new|this|that|these|those|all|saved|family|walking|driving)\s+)`;
const CREATE_PATTERNS = [
	new RegExp(String.raw`\b(?:create|make|build|start)\s+${FILL}{0,3}(?:path|route)\b(.*)$`),
	new RegExp(String.raw`\borgani[sz]e\s+${FILL}{0,3}places\b(.*)$`),
	new RegExp(String.raw`\bplan\s+${FILL}{0,3}route\b(.*)$`),
	new RegExp(String.raw`\bconnect\s+${FILL}{0,3}places\b(.*)$`),
];
const ADD_AFTER = new RegExp(
	String.raw`\b(?:add|put|include)\s+(?:it\s+|them\s+)?(?:to|in|into|on)\s+${FILL}{0,2}(?:path|route)\b\s*(.*)$`,
);
const ADD_BETWEEN = new RegExp(
	String.raw`\b(?:add|put|include)\s+(.+?)\s+(?:to|in|into|on|onto)\s+${FILL}{0,2}((?:(?!(?:to|in|into|on|onto)\s)[\p{L}\p{N}&]+\s+){0,6}?)(?:path|route)\b`,
	"u",
);
const NAMES_AFTER_CREATE = /^\s*(?:with|from|through|using|including|between|connecting|via)\s+(.*)$/;

const stripArticles = (text: string) =>
	text
		.replace(/^(?:(?:the|a|an|my|our)\s+)+/, "")
		.replace(/[\s,&]+$/, "")
		.trim();

/** The chat command a message is, when it is one; null for everything else. */
export function parseGuideCommand(message: string): GuideCommand | null {
	const text = commandText(message);
	const after = text.match(ADD_AFTER);
	if (after) return { kind: "add-to-path", names: stripArticles(after[1] ?? ""), pathName: null };
	const between = text.match(ADD_BETWEEN);
	if (between) {
		const pathWords = stripArticles(between[2] ?? "");
		return {
			kind: "add-to-path",
			names: stripArticles(between[1] ?? ""),
			pathName: pathWords && pathWords !== "new" ? pathWords : null,
		};
	}
	for (const pattern of CREATE_PATTERNS) {
		const match = text.match(pattern);
		if (match) {
			const rest = (match[1] ?? "").match(NAMES_AFTER_CREATE);
			return { kind: "create-path", names: stripArticles(rest?.[1] ?? "") };
		}
	}
	return null;
}

/** Which of these places a text names (the guide's one place-name matcher, ./understand/places.ts). */
export { matchPlaceNames } from "./understand/places";
