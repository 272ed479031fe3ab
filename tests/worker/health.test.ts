import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
	it("answers without beta access", async () => {
		const res = await exports.default.fetch("http://localhost/api/health");
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ status: "ok" });
	});
});
