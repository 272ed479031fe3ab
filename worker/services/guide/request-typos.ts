/**
 * Typo tolerance for the words of a request: the guide's one typo policy, which lives with its
 * one reader (./understand/text.ts).
 */
export { typoCorrector } from "./understand/text";
