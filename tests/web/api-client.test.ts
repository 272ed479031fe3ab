import { describe, expect, it } from "vitest";
import { ApiError, apiJson, getQueryFn } from "../../web/src/lib/api-client";
import { json, stubFetch } from "./render";

describe("fetch wrapper", () => {
	it("turns a non-ok answer into '{status}: {body}'", async () => {
		stubFetch({ "POST /api/thing": () => json({ error: "Nope" }, 400) });
		await expect(apiJson("POST", "/api/thing", {})).rejects.toThrow('400: {"error":"Nope"}');
	});

	it("uses the status text when the body is empty", async () => {
		stubFetch({ "GET /api/empty": () => new Response(null, { status: 503, statusText: "Service Unavailable" }) });
		const error = await apiJson("GET", "/api/empty").catch((e: unknown) => e);
		expect(error).toBeInstanceOf(ApiError);
		expect((error as ApiError).message).toBe("503: Service Unavailable");
	});

	it("exposes the server's {error} text", async () => {
		stubFetch({ "GET /api/x": () => json({ error: "Adventure not found" }, 404) });
		const error = (await apiJson("GET", "/api/x").catch((e: unknown) => e)) as ApiError;
		expect(error.serverMessage).toBe("Adventure not found");
	});

	it("the default reader treats 401 as no data only when asked to", async () => {
		stubFetch({ "GET /api/auth/user": () => json({ error: "Unauthorized" }, 401) });
		await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/auth/user"] })).resolves.toBeNull();
		await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/auth/user"] })).rejects.toThrow("401: ");
	});
});
