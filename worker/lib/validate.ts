import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import type { ApiErrorBody } from "../../domain/api/http";
import { BadRequestError } from "./errors";

/** The media types Hono's JSON validator reads (application/json, application/…+json). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * A JSON route's body must be JSON: Hono's validator would read any other type as `{}`, so a
 * `text/plain` body could pass a schema whose fields are all optional. A request without a body
 * and without a Content-Type still reads as `{}` (optional bodies).
 */
function requireJsonBody(c: Context): void {
	const contentType = c.req.header("Content-Type");
	const mediaType = contentType?.split(";")[0]?.trim() ?? "";
	const isJson = contentType ? JSON_MEDIA_TYPE.test(mediaType) : c.req.raw.body === null;
	if (!isJson) throw new BadRequestError("The body must be JSON (Content-Type: application/json)");
}

/** A refused input's answer: the first issue's message, and every issue with its path. */
function issuesBody(error: z.ZodError): ApiErrorBody {
	return {
		error: error.issues[0]?.message ?? "Invalid request",
		issues: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
	};
}

/**
 * A JSON body's type for the RPC client is what the schema accepts (`z.input`: defaulted fields
 * optional), not what it parses to; other targets keep Hono's string-based input types.
 */
type WithJsonInput<M, Target, Schema extends z.ZodType> =
	M extends MiddlewareHandler<infer E, infer P, infer V, infer R>
		? V extends { in: unknown; out: infer Out extends object }
			? MiddlewareHandler<E, P, Target extends "json" ? { in: { json: z.input<Schema> }; out: Out } : V, R>
			: M
		: M;

/**
 * Request validation with a zod schema from domain/: a bad input is a 400 `{error, issues}` (the
 * schemas are strict, so unknown keys are one), and so is a non-JSON body where JSON is read.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
	target: Target,
	schema: Schema,
) {
	const middleware = validator(target, async (value, c) => {
		if (target === "json") requireJsonBody(c);
		const result = await schema.safeParseAsync(value);
		if (!result.success) return c.json(issuesBody(result.error), 400);
		return result.data as z.output<Schema>;
	});
	return middleware as WithJsonInput<typeof middleware, Target, Schema>;
}

/**
 * A body accepted two ways, both parsing to one shape read as `c.req.valid("form")`: a multipart
 * form (what the SPA sends), or JSON (`jsonSchema`, for clients that send the spec's JSON body). A
 * bad input of either is a 400 `{error, issues}` like `validate`.
 */
export function validateFormOrJson<Schema extends z.ZodType>(
	formSchema: Schema,
	jsonSchema: z.ZodType<z.output<Schema>>,
) {
	return validator("form", async (value, c) => {
		const mediaType = c.req.header("Content-Type")?.split(";")[0]?.trim() ?? "";
		let result: z.ZodSafeParseResult<z.output<Schema>>;
		if (JSON_MEDIA_TYPE.test(mediaType)) {
			let body: unknown;
			try {
				body = await c.req.json();
			} catch {
				throw new BadRequestError("Malformed JSON in request body");
			}
			result = await jsonSchema.safeParseAsync(body);
		} else result = await formSchema.safeParseAsync(value);
		if (!result.success) return c.json(issuesBody(result.error), 400);
		return result.data;
	});
}

export type FieldTarget = "param" | "query" | "json";

/**
 * One field of what `validate(target, …)` accepted earlier in the chain, for middleware (whose
 * types do not see the route's validators). Throws when that validator did not run: a wiring bug.
 */
export function validatedField(c: Context, target: FieldTarget, field: string): unknown {
	const data = (c.req as unknown as { valid(target: FieldTarget): Record<string, unknown> | undefined }).valid(target);
	if (!data) throw new Error(`validate("${target}", …) must run before middleware that reads ${target}.${field}`);
	return data[field];
}
