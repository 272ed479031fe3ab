import { Hono } from "hono";
import { suggestionContextSchema } from "../../domain/adventure/adventure";
import type { AppEnv } from "../env";
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

/**
 * `POST /api/adventures/generate-title` → `{title}` and `POST /api/adventures/generate-description`
 * → `{description}`, from the create/edit form's current values, through the LLM provider (OpenAI
 * when configured, otherwise the offline composer). Signed in; rate-limited per user.
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
	);
