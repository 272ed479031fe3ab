import { describe, expect, it } from "vitest";
import { getAdventure } from "../../web/src/features/adventures/api/get-adventure";
import { getCurrentUser } from "../../web/src/features/auth/api/get-current-user";
import { ApiError, client, ok } from "../../web/src/lib/api-client";
import { json, stubFetch } from "./render";

describe("fetch wrapper", () => {
	it("turns a non-ok answer into '{status}: {body}'", async () => {
		stubFetch({ "POST /api/beta/authenticate": () => json({ error: "Nope" }, 400) });
		await expect(ok(client.api.beta.authenticate.$post({ json: { password: "x" } }))).rejects.toThrow(
			'400: {"error":"Nope"}',
		);
	});

	it("uses the status text when the body is empty", async () => {
		stubFetch({ "GET /api/adventures": () => new Response(null, { status: 503, statusText: "Service Unavailable" }) });
		const error = await ok(client.api.adventures.$get()).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(ApiError);
		expect((error as ApiError).message).toBe("503: Service Unavailable");
	});

	it("exposes the server's {error} text", async () => {
		stubFetch({ "GET /api/adventures/x": () => json({ error: "Adventure not found" }, 404) });
		const error = (await ok(client.api.adventures[":id"].$get({ param: { id: "x" } })).catch(
			(e: unknown) => e,
		)) as ApiError;
		expect(error.serverMessage).toBe("Adventure not found");
	});

	it("the current user's reader treats 401 as no data; any other reader throws", async () => {
		stubFetch({ "GET /api/auth/user": () => json({ error: "Unauthorized" }, 401) });
		await expect(getCurrentUser()).resolves.toBeNull();
		await expect(ok(client.api.auth.user.$get())).rejects.toThrow("401: ");
	});

	it("sends the session cookie and percent-encodes path parameters", async () => {
		const calls = stubFetch({ "GET /api/adventures/a b": () => json({ id: "a b" }) });
		let init: RequestInit | undefined;
		const original = globalThis.fetch;
		globalThis.fetch = ((input: RequestInfo | URL, options?: RequestInit) => {
			init = options;
			return original(input, options);
		}) as typeof fetch;
		await getAdventure("a b");
		expect(init?.credentials).toBe("include");
		expect(calls[0]?.url.pathname).toBe("/api/adventures/a%20b");
	});
});
