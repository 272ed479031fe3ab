/**
 * Expected refusals, thrown by services and middleware and answered by `app.onError` in one place
 * as `{ error: message, ...details }` with the class's status. Anything else is a 500.
 */
export abstract class AppError extends Error {
	abstract readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

	constructor(
		message: string,
		/** Extra fields of the answer's body (e.g. the `stopId` a 409 refers to). */
		readonly details: Record<string, unknown> = {},
	) {
		super(message);
	}
}

/** Input that passed the schema but breaks a rule only the service can check (e.g. dates running backwards). */
export class BadRequestError extends AppError {
	override readonly name = "BadRequestError";
	readonly status = 400;
}

/** Credentials were given and are wrong (a wrong beta password, an invalid live ticket). */
export class UnauthorizedError extends AppError {
	override readonly name = "UnauthorizedError";
	readonly status = 401;
}

/** Signed in and allowed to see the thing, not to do this to it. */
export class ForbiddenError extends AppError {
	override readonly name = "ForbiddenError";
	readonly status = 403;
}

/** Unknown, or not the caller's to see (existence is not revealed). */
export class NotFoundError extends AppError {
	override readonly name = "NotFoundError";
	readonly status = 404;
}

/** The write clashes with what is stored (a place already on a path). */
export class ConflictError extends AppError {
	override readonly name = "ConflictError";
	readonly status = 409;
}

/** The request body is larger than the route accepts (worker/middleware/body-limit.ts). */
export class PayloadTooLargeError extends AppError {
	override readonly name = "PayloadTooLargeError";
	readonly status = 413;
}

/** The body is not a type the route accepts (an upload whose bytes are no image). */
export class UnsupportedMediaTypeError extends AppError {
	override readonly name = "UnsupportedMediaTypeError";
	readonly status = 415;
}

/** Too many requests in the window; answered with Retry-After. */
export class RateLimitedError extends AppError {
	override readonly name = "RateLimitedError";
	readonly status = 429;

	constructor(
		message: string,
		readonly retryAfterSeconds: number,
	) {
		super(message);
	}
}

/** An external service (places, routes, LLM, the adventure's room) failed; the message is safe to show. */
export class UpstreamError extends AppError {
	override readonly name = "UpstreamError";
	readonly status = 502;
}

/** This deployment lacks what the feature needs (e.g. no signing secret for live tickets), or a service it needs did not answer. */
export class UnavailableError extends AppError {
	override readonly name = "UnavailableError";
	readonly status = 503;
}
