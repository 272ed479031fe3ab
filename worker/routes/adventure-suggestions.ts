import { type Context, Hono } from "hono";
import { suggestionContextSchema } from "../../domain/adventure/adventure";
import type { AppEnv, SignedInEnv } from "../env";
import { textStream } from "../lib/text-stream";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { byUser, rateLimit } from "../middleware/rate-limit";
import { SUGGESTIONS_PER_MINUTE, suggestDescription, suggestTitle } from "../services/adventure-suggestions";

/** Both suggestion routes share one window per user; only requests that reach the model count. */
const suggestionLimit = () =>
	rateLimit({
		name: "suggest",
		limit: SUGGESTIONS_PER_MINUTE,
		windowMs: 60_000,
		key: byUser,
		message: "Too many suggestions. Please wait a minute and try again.",
	});

/** A streamed answer (lib/text-stream.ts); its metering waits until the last line is written. */
async function streamed<Final extends object>(
	c: Context<SignedInEnv>,
	write: (onText: (delta: string) => void) => Promise<Final>,
) {
	const { response, finished } = await textStream(write);
	c.set("streaming", finished);
	return response;
}

/**
 * `POST /api/adventures/generate-title` → `{title}` and `POST /api/adventures/generate-description`
 * → `{description}`, from the create/edit form's current values, through the LLM provider (OpenAI
 * when configured, otherwise the offline composer). Signed in; rate-limited per user. Each has a
 * `/stream` twin (same body, same limit) answering newline-delimited JSON: the words as the model
 * writes them, then the JSON route's answer (domain/api/text-stream.ts).
 */
export const adventureSuggestionRoutes = new Hono<AppEnv>()
	.post("/generate-title", requireUser(), validate("json", suggestionContextSchema), suggestionLimit(), async (c) =>
		c.json(await suggestTitle(c.get("deps").llm, c.req.valid("json")), 200),
	)
	.post(
		"/generate-description",
		requireUser(),
		validate("json", suggestionContextSchema),
		suggestionLimit(),
		async (c) => c.json(await suggestDescription(c.get("deps").llm, c.req.valid("json")), 200),
	)
	.post("/generate-title/stream", requireUser(), validate("json", suggestionContextSchema), suggestionLimit(), (c) =>
		streamed(c, (onText) => suggestTitle(c.get("deps").llm, c.req.valid("json"), onText)),
	)
	.post(
		"/generate-description/stream",
		requireUser(),
		validate("json", suggestionContextSchema),
		suggestionLimit(),
		(c) => streamed(c, (onText) => suggestDescription(c.get("deps").llm, c.req.valid("json"), onText)),
	);
