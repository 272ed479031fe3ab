import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import type { ApiErrorBody } from "../../domain/api/http";

/** Request validation with a zod schema from domain/: a bad input is a 400 `{error, issues}`. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
	target: Target,
	schema: Schema,
) {
	return validator(target, async (value, c) => {
		const result = await schema.safeParseAsync(value);
		if (!result.success) {
			const body: ApiErrorBody = {
				error: result.error.issues[0]?.message ?? "Invalid request",
				issues: result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
			};
			return c.json(body, 400);
		}
		return result.data as z.output<Schema>;
	});
}
