import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { suggestionContextSchema } from "../../domain/adventure/adventure";
import type { AppConfig } from "../config";
import { createDb } from "../db";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { createLlmProvider, type UsageSink } from "../providers/llm";
import { SUGGESTIONS_PER_MINUTE } from "../providers/llm/offline/adventure-suggestions";
import { RateLimiter } from "../services/rate-limit";

/** Both suggestion routes share one window per user; only requests that reach the model count. */
const suggestionLimit = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		const user = c.get("user");
		const limiter = new RateLimiter(createDb(c.env), SUGGESTIONS_PER_MINUTE, 60_000);
		const key = `suggest:${user?.id ?? "anonymous"}`;
		if (await limiter.isLimited(key)) {
			return c.json({ error: "Too many suggestions. Please wait a minute and try again." }, 429, {
				"Retry-After": "60",
			});
		}
		await limiter.hit(key);
		await next();
	});

const llm = (config: AppConfig, usage: UsageSink) => createLlmProvider(config, { usage });

/** A provider failure is logged (one line, no secrets) and answered 502, never with its details. */
function failure(what: "title" | "description", provider: string, error: unknown) {
	console.warn(`generate-${what} failed (${provider}): ${error instanceof Error ? error.message : String(error)}`);
	return { error: `Failed to generate ${what}` };
}

/**
 * `POST /api/adventures/generate-title` → `{title}` and `POST /api/adventures/generate-description`
 * → `{description}` (core spec §7), from the create/edit form's current values, through the LLM
 * provider (OpenAI when configured, otherwise the offline composer). Signed in; rate-limited per user.
 */
export const adventureSuggestionRoutes = new Hono<AppEnv>()
	.post("/generate-title", requireUser(), validate("json", suggestionContextSchema), suggestionLimit(), async (c) => {
		const provider = llm(c.get("config"), c.get("usage"));
		try {
			const title = await provider.suggestTitle(c.req.valid("json"));
			return c.json({ title }, 200);
		} catch (error) {
			return c.json(failure("title", provider.name, error), 502);
		}
	})
	.post(
		"/generate-description",
		requireUser(),
		validate("json", suggestionContextSchema),
		suggestionLimit(),
		async (c) => {
			const provider = llm(c.get("config"), c.get("usage"));
			try {
				const description = await provider.suggestDescription(c.req.valid("json"));
				return c.json({ description }, 200);
			} catch (error) {
				return c.json(failure("description", provider.name, error), 502);
			}
		},
	);
