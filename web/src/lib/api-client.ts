import { httpErrorMessage } from "../../../domain/api/http";

/**
 * The one place the SPA talks to the API. Every call sends the session cookie; any non-ok answer
 * becomes an Error whose message is the spec's "{status}: {body text or status text}".
 */
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

export async function apiRequest(
	method: string,
	url: string,
	body?: unknown,
	options: { signal?: AbortSignal } = {},
): Promise<Response> {
	const res = await fetch(url, {
		method,
		credentials: "include",
		signal: options.signal,
		headers: body === undefined ? {} : { "Content-Type": "application/json" },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
	return res;
}

export async function apiJson<T>(
	method: string,
	url: string,
	body?: unknown,
	options: { signal?: AbortSignal } = {},
): Promise<T> {
	const res = await apiRequest(method, url, body, options);
	return (await res.json()) as T;
}

/**
 * The default reader of the spec (§7): GET the first element of the query key. With
 * `on401: "returnNull"` a 401 means "no data" (used for the current user).
 */
export function getQueryFn<T>(options: { on401: "returnNull" | "throw" }) {
	return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
		const url = String(queryKey[0]);
		const res = await fetch(url, { credentials: "include" });
		if (options.on401 === "returnNull" && res.status === 401) return null;
		if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
		return (await res.json()) as T;
	};
}
