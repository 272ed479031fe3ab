/**
 * What the fake model answers when nothing is scripted: it plays the app's models by reading the
 * request the way the real model would. Given tools and a user's message, it calls the first tool
 * (`search_places` when offered) with a short query from the message's words, or, when the tool's
 * parameters are the guide's typed ask, with the ask it reads (kinds, indoors or out, price, "not
 * loud") (always, with `tool_choice: "required"`); given a tool's result,
 * it gives the guide's JSON answer (`content` first) naming up to three of the returned places and
 * listing their ids, plus two backups. Without tools it answers the app's other prompts
 * (worker/providers/llm/prompts.ts): a short title, a 2–3 sentence description, or the place
 * summary's JSON.
 */

export interface ChatRequestBody {
	model: string;
	messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
	max_completion_tokens?: number;
	tools?: { type: string; function?: { name: string; parameters?: { properties?: Record<string, unknown> } } }[];
	tool_choice?: unknown;
	stream?: boolean;
	stream_options?: { include_usage?: boolean };
	response_format?: { type: string };
	[key: string]: unknown;
}

export type PlayedAnswer =
	| {
			kind: "text";
			content: string | null;
			usage?: { prompt_tokens: number; completion_tokens: number };
			model?: string;
	  }
	| {
			kind: "tool_calls";
			calls: { id: string; name: string; arguments: string }[];
			usage?: { prompt_tokens: number; completion_tokens: number };
	  };

/** A token is about four characters (as OpenAI counts English). */
export function tokensOf(text: string): string[] {
	const characters = Array.from(text);
	const tokens: string[] = [];
	for (let i = 0; i < characters.length; i += 4) tokens.push(characters.slice(i, i + 4).join(""));
	return tokens;
}

/** The prompt's tokens, counted the same way (messages and tools). */
export function promptTokens(body: ChatRequestBody): number {
	return Math.ceil((JSON.stringify(body.messages ?? []).length + JSON.stringify(body.tools ?? []).length) / 4);
}

/** The place a scripted `unknown_places` answer names: no tool ever returns it. */
export const INVENTED_PLACE = { id: "fake-invented-place", name: "The Invented Playground" } as const;

const STOP_WORDS = new Set(
	`a about after again all also am an and any anything are around as at be before best can could day do does
	for from get go good great have here how i if in is it its just kid kids let like look looking me more
	my near nearby of on one or our please some something somewhere still that the their them then there
	these they this to today tomorrow us want we what when where which while who why will with would year
	years yo old you your ideas idea place places things thing fun find show suggest recommend`.split(/\s+/),
);

/** A short search query from the message: its first few content words. */
export function queryFrom(message: string): string {
	const words = (message.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []).filter(
		(word) => word.length > 2 && !STOP_WORDS.has(word),
	);
	return words.slice(0, 3).join(" ") || "family activities";
}

/** Words a model reads as a kind of place (the ask's `kinds`), as a small model would. */
const KIND_WORDS: [string, RegExp][] = [
	["museum", /\bmuseums?\b/],
	["science", /\bscience\b/],
	["art", /\b(?:art|galler(?:y|ies))\b/],
	["playground", /\bplaygrounds?\b/],
	["park", /\bparks?\b/],
	["zoo", /\b(?:zoos?|animals?)\b/],
	["aquarium", /\baquariums?\b/],
	["beach", /\bbeach(?:es)?\b/],
	["hiking", /\b(?:hikes?|hiking|trails?)\b/],
	["swimming", /\b(?:swim\w*|pools?)\b/],
	["food", /\b(?:lunch|dinner|restaurants?|pizza|eat)\b/],
	["cafe", /\b(?:caf[eé]s?|coffee)\b/],
	["history", /\b(?:history|castles?)\b/],
	["themePark", /\b(?:theme parks?|rides)\b/],
];

/**
 * The typed ask a model fills when the tool's parameters are the guide's ask: the kinds it reads,
 * indoors or outdoors, a price and a need, as a small model would read them.
 */
function askFrom(message: string): Record<string, unknown> {
	const text = message.toLowerCase();
	const kinds = KIND_WORDS.filter(([, words]) => words.test(text)).map(([kind]) => kind);
	const setting = /\b(?:indoors?|inside|rain\w*|wet)\b/.test(text)
		? "indoor"
		: /\b(?:outdoors?|outside)\b/.test(text)
			? "outdoor"
			: null;
	const free = /\bfree\b/.test(text);
	const cheap = /\bcheap\w*\b/.test(text);
	const notLoud = /\b(?:not|nothing|no)\b[^.,;]*\b(?:loud|noisy)\b/.test(text);
	return {
		intent: "find",
		...(kinds.length > 0 ? { kinds: kinds.slice(0, 3) } : {}),
		...(setting ? { setting } : {}),
		...(free || cheap ? { price: { free, cheap } } : {}),
		...(notLoud ? { needs: ["not-loud"] } : {}),
	};
}

interface ToolPlace {
	id: string;
	name: string;
}

/**
 * Every place the conversation's tool results returned, in order, once each; null when no tool
 * result listed places (none yet, or only errors).
 */
function returnedPlaces(body: ChatRequestBody): ToolPlace[] | null {
	let searched = false;
	const places = new Map<string, ToolPlace>();
	for (const message of body.messages ?? []) {
		if (message.role !== "tool" || !message.content) continue;
		let result: unknown;
		try {
			result = JSON.parse(message.content);
		} catch {
			continue;
		}
		const list = (result as { places?: unknown }).places;
		if (!Array.isArray(list)) continue;
		searched = true;
		for (const place of list as Partial<ToolPlace>[]) {
			if (typeof place?.id === "string" && typeof place.name === "string")
				places.set(place.id, { id: place.id, name: place.name });
		}
	}
	return searched ? [...places.values()] : null;
}

const lastUserMessage = (body: ChatRequestBody) =>
	[...(body.messages ?? [])].reverse().find((message) => message.role === "user")?.content ?? "";

function guideAnswer(places: ToolPlace[], unknownPlaces: boolean): string {
	const picks = [...(unknownPlaces ? [INVENTED_PLACE] : []), ...places].slice(0, 3);
	const backups = places.filter((place) => !picks.includes(place)).slice(0, 2);
	if (picks.length === 0) {
		return JSON.stringify({
			content: "I could not find a place that fits that nearby. Would museums, parks or somewhere to eat suit you?",
			state: "clarifying",
			suggestionPlaceIds: [],
			backupPlaceIds: [],
		});
	}
	const [first, ...rest] = picks.map((place) => place.name);
	const content = [
		`${first} is a lovely fit for your family today.`,
		rest.length === 1 ? `${rest[0]} is close by too.` : null,
		rest.length === 2 ? `${rest[0]} and ${rest[1]} are good ones to add if there is time.` : null,
		"Go early to beat the crowds, and keep snacks handy.",
	]
		.filter(Boolean)
		.join(" ");
	return JSON.stringify({
		content,
		state: "responding",
		suggestionPlaceIds: picks.map((place) => place.id),
		backupPlaceIds: backups.map((place) => place.id),
	});
}

const lineOf = (text: string, label: string) => text.match(new RegExp(`^${label}: (.+)$`, "m"))?.[1]?.trim() ?? null;

/** A field of the prompt's family-words block (worker/providers/llm/family-words.ts), read as the model reads JSON. */
function familyWordOf(text: string, key: string): string | null {
	const json = text.match(/<family_words>(.*)<\/family_words>/)?.[1];
	if (!json) return null;
	try {
		const value = (JSON.parse(json) as Record<string, unknown>)[key];
		return typeof value === "string" ? value : null;
	} catch {
		return null;
	}
}

function titleFor(prompt: string): string {
	const destination = (familyWordOf(prompt, "destination") ?? "the Coast").split(",")[0]?.trim() ?? "the Coast";
	const season = prompt.match(/\b(spring|summer|autumn|fall|winter)\b/i)?.[1];
	const when = season ? `${season[0]?.toUpperCase()}${season.slice(1).toLowerCase()} ` : "";
	return `${when}Family Days in ${destination}`;
}

function descriptionFor(prompt: string): string {
	const destination = (familyWordOf(prompt, "destination") ?? "your destination").split(",")[0]?.trim();
	const ages = lineOf(prompt, "Kids' ages");
	const kids = ages && /\d/.test(ages) ? `kids aged ${ages}` : "the kids";
	return `A relaxed family trip to ${destination} with ${kids}, mixing one big outing a day with parks and easy walks. Leave time for playgrounds, snacks and an early night so everyone enjoys the next day.`;
}

function placeSummaryFor(prompt: string): string {
	const name = lineOf(prompt, "Place") ?? "This place";
	return JSON.stringify({
		familySummary: `${name} makes an easy outing for the family, with room for the kids to explore at their own pace. Plan an hour or two, and go early on weekends when it is quieter.`,
		pithySummary: `${name}: an easy win for curious kids.`,
	});
}

export interface PlayOptions {
	/** The tool call's arguments are cut short (not valid JSON). */
	malformedToolArgs?: boolean;
	/** The guide's answer names a place the tool never returned. */
	unknownPlaces?: boolean;
}

/** The answer a realistic model would give this request. */
export function playAnswer(body: ChatRequestBody, options: PlayOptions = {}): PlayedAnswer {
	const messages = body.messages ?? [];
	const tools = (body.tools ?? []).flatMap((tool) => (tool.function?.name ? [tool.function.name] : []));
	if (tools.length > 0) {
		// Searches until a search listed places (a malformed call's error asks again), then answers;
		// always searches when told to ("required"), as OpenAI's models must.
		const places = returnedPlaces(body);
		if (body.tool_choice === "required" || (body.tool_choice !== "none" && places === null)) {
			const name = tools.includes("search_places") ? "search_places" : (tools[0] as string);
			const message = lastUserMessage(body);
			const query = queryFrom(message);
			// A tool whose parameters are the guide's ask is filled as a typed ask; any other with a query.
			const typed = (body.tools ?? []).some(
				(tool) => tool.function?.name === name && tool.function.parameters?.properties?.intent !== undefined,
			);
			const args = JSON.stringify(typed ? askFrom(message) : { query });
			return {
				kind: "tool_calls",
				calls: [
					{
						id: `call_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
						name,
						arguments: options.malformedToolArgs ? args.slice(0, -2) : args,
					},
				],
			};
		}
		return { kind: "text", content: guideAnswer(places ?? [], options.unknownPlaces === true) };
	}
	const system = messages.find((message) => message.role === "system")?.content ?? "";
	const prompt = lastUserMessage(body);
	if (/familySummary/.test(system)) return { kind: "text", content: placeSummaryFor(prompt) };
	if (/description/i.test(system)) return { kind: "text", content: descriptionFor(prompt) };
	if (/title/i.test(system)) return { kind: "text", content: titleFor(prompt) };
	return { kind: "text", content: "Happy to help plan your family's day out." };
}
