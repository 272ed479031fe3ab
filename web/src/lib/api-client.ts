import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { httpErrorMessage } from "../../../domain/api/http";
import type { AppType } from "../../../worker/app";
import { fetchWithFirstAnswers } from "./first-answers";

/**
 * The one place the SPA talks to the API: the Worker's Hono app, through its RPC client. Paths,
 * inputs and answers are typed from the Worker's routes (`AppType`), so a renamed field breaks the
 * build. Every call sends the session cookie; any non-ok answer becomes an `ApiError` whose message
 * is "{status}: {body text or status text}". The first screen's GETs are answered from the page
 * when it came with their answers (lib/first-answers.ts).
 */
export const client = hc<AppType>("/", { init: { credentials: "include" }, fetch: fetchWithFirstAnswers });

export class ApiError extends Error {
	constructor(
		readonly status: number,
		readonly body: string,
		statusText: string,
	) {
		super(httpErrorMessage(status, body, statusText));
		this.name = "ApiError";
	}

	/** The server's `{error}` text when the body is our JSON error shape. */
	get serverMessage(): string | null {
		try {
			const parsed = JSON.parse(this.body) as { error?: unknown };
			return typeof parsed.error === "string" ? parsed.error : null;
		} catch {
			return null;
		}
	}
}

/** The call says the thing is not there, or not for this user (404, 403): nothing to try again. */
export const isMissing = (error: unknown): boolean =>
	error instanceof ApiError && (error.status === 404 || error.status === 403);

/** The JSON body a typed response has for its success (2xx) statuses. */
export type SuccessJson<R> =
	R extends ClientResponse<infer Body, infer Status, "json">
		? Status extends SuccessStatusCode
			? Body
			: never
		: never;

interface AnyResponse {
	ok: boolean;
	status: number;
	statusText: string;
	text(): Promise<string>;
}

/** Throws an `ApiError` unless the answer is ok (2xx); its body is left unread. */
export async function assertOk<R extends AnyResponse>(response: R | Promise<R>): Promise<R> {
	const res = await response;
	if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
	return res;
}

/** The JSON body of an ok answer, typed by the route's success answers; anything else throws `ApiError`. */
export async function ok<R extends ClientResponse<unknown, number, "json">>(
	response: R | Promise<R>,
): Promise<SuccessJson<R>> {
	const res = await assertOk(response);
	return (await res.json()) as SuccessJson<R>;
}

/** Path parameters, percent-encoded: the RPC client puts them into the path as they are. */
export function params<P extends Record<string, string>>(values: P): P {
	const encoded: Record<string, string> = {};
	for (const [key, value] of Object.entries(values)) encoded[key] = encodeURIComponent(value);
	return encoded as P;
}
