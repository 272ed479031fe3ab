/** The 429 text of the per-minute limits on reads (the public view's, the place lookups and photos). */
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";

/** Every 4xx/5xx body of the API has this shape (`issues` only for validation errors). */
export interface ApiErrorBody {
	error: string;
	issues?: { path: string; message: string }[];
}

/**
 * The generic error text every failed call shows: status, colon, space, then the body text or, when the
 * body is empty, the status text.
 */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
	return `${status}: ${bodyText || statusText}`;
}
