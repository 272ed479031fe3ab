import { FIRST_ANSWERS_ELEMENT_ID, FIRST_ANSWERS_TTL_MS, type FirstAnswer } from "../../../domain/api/first-screen";

let answers: Map<string, FirstAnswer> | null = null;

/** The answers the page came with (domain/api/first-screen.ts), read from it once. */
function pageAnswers(): Map<string, FirstAnswer> {
	if (answers) return answers;
	answers = new Map();
	const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
	try {
		for (const [key, answer] of Object.entries(
			JSON.parse(element?.textContent || "{}") as Record<string, FirstAnswer>,
		)) {
			answers.set(key, answer);
		}
	} catch {
		// A page without (valid) answers: every request goes to the network.
	}
	element?.remove();
	return answers;
}

/**
 * The page's answer to a GET (path and query), without taking it: what the page says before the
 * app asks (who is signed in, for the first screen's code); the client still gets it once.
 */
export function peekFirstAnswer(path: string): FirstAnswer | undefined {
	return pageAnswers().get(path);
}

/** Forgets every answer the page came with: after a write they may no longer be true. */
function dropFirstAnswers() {
	answers = new Map();
}

/**
 * The page's answer to this GET, as a response, if it came with one and the page is fresh (within
 * FIRST_ANSWERS_TTL_MS of its start); each answer is given once, later requests go to the network.
 */
function takeFirstAnswer(url: string): Response | null {
	const all = pageAnswers();
	if (all.size === 0) return null;
	if (performance.now() > FIRST_ANSWERS_TTL_MS) {
		dropFirstAnswers();
		return null;
	}
	const { pathname, search } = new URL(url, window.location.origin);
	const answer = all.get(pathname + search);
	if (!answer) return null;
	all.delete(pathname + search);
	return new Response(JSON.stringify(answer.body), {
		status: answer.status,
		headers: { "Content-Type": "application/json" },
	});
}

/** `fetch`, with the page's first answers in front of it (GETs only; any other method drops them). */
export const fetchWithFirstAnswers: typeof fetch = (input, init) => {
	const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
	if (method === "GET") {
		const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
		const answer = takeFirstAnswer(url);
		if (answer) return Promise.resolve(answer);
	} else dropFirstAnswers();
	return fetch(input, init);
};
