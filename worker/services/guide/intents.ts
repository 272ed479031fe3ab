import { singular } from "../../../domain/english";
import { GUIDE_ADD_TO_PATH_MAX } from "../../../domain/guide/guide";
import { searchTokens } from "../../../domain/place/destination";
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

/** Name words that do not tell places apart. */
const NAME_NOISE = new Set(["the", "a", "an", "of", "and", "at", "in", "on", "de", "la", "le", "du", "st", "&"]);

const nameTokens = (name: string) =>
	searchTokens(name)
		.map(singular)
		.filter((token) => !NAME_NOISE.has(token));

/**
 * Which of these places the text names, in the order the text names them: a place matches when at
 * least 60% of its name's words (ignoring "the", "of"…) are in the text and one of them has 4+
 * letters, so "science museum" finds the Science Museum but "museum" alone names nothing. At most
 * `limit` places (add-to-path names at most 3).
 */
export function matchPlaceNames<T extends { name: string }>(
	text: string,
	candidates: readonly T[],
	limit = GUIDE_ADD_TO_PATH_MAX,
): T[] {
	const words = nameTokens(text);
	if (words.length === 0) return [];
	const found: { candidate: T; score: number; at: number; positions: number[] }[] = [];
	for (const candidate of candidates) {
		const tokens = nameTokens(candidate.name);
		if (tokens.length === 0) continue;
		const positions = tokens.map((token) =>
			words.findIndex((word) => word === token || (token.length >= 5 && word.length >= 4 && token.startsWith(word))),
		);
		const matched = positions.filter((position) => position >= 0);
		const strong = tokens.some((token, k) => token.length >= 4 && (positions[k] ?? -1) >= 0);
		const score = matched.length / tokens.length;
		if (score >= 0.6 && strong) found.push({ candidate, score, at: Math.min(...matched), positions: matched });
	}
	// Words already claimed by a fuller match name nothing else: "science museum" is the Science
	// Museum, not also the Science Museum Shop.
	found.sort((a, b) => b.score - a.score || a.at - b.at);
	const claimed = new Set<number>();
	const chosen: typeof found = [];
	for (const entry of found) {
		if (entry.positions.every((position) => claimed.has(position))) continue;
		for (const position of entry.positions) claimed.add(position);
		chosen.push(entry);
	}
	return chosen
		.sort((a, b) => a.at - b.at)
		.slice(0, limit)
		.map((entry) => entry.candidate);
}
