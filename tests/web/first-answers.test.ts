import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_ANSWERS_TTL_MS } from "../../domain/api/first-screen";

// The module reads the page once: each test gets a fresh copy and a fresh page.
async function loadWithPage(answers: unknown) {
	vi.resetModules();
	document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${JSON.stringify(answers)}</script>`;
	return (await import("../../web/src/lib/first-answers")).fetchWithFirstAnswers;
}

const network = vi.fn(async () => new Response(JSON.stringify({ from: "network" }), { status: 200 }));

beforeEach(() => {
	network.mockClear();
	vi.stubGlobal("fetch", network);
});
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const ANSWERS = {
	"/api/adventures/a-1": { status: 200, body: { id: "a-1", title: "Rock pools" } },
	"/api/saved-places?adventureId=a-1": { status: 200, body: [] },
	"/api/auth/user": { status: 401, body: { error: "Unauthorized" } },
};

describe("the page's first answers", () => {
	it("answer the first GET of their URL without the network, status and body as the API gave them", async () => {
		const fetchFirst = await loadWithPage(ANSWERS);
		const res = await fetchFirst("http://localhost:3000/api/adventures/a-1", { method: "GET" });
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ id: "a-1", title: "Rock pools" });
		const refused = await fetchFirst("/api/auth/user");
		expect(refused.status).toBe(401);
		expect((await fetchFirst("/api/saved-places?adventureId=a-1")).status).toBe(200);
		expect(network).not.toHaveBeenCalled();
		// The page's element is read once and removed.
		expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
	});

	it("are given once: the next GET of the same URL, and any other URL, go to the network", async () => {
		const fetchFirst = await loadWithPage(ANSWERS);
		await fetchFirst("/api/adventures/a-1");
		expect(await (await fetchFirst("/api/adventures/a-1")).json()).toEqual({ from: "network" });
		await fetchFirst("/api/adventures/a-1/paths");
		expect(network).toHaveBeenCalledTimes(2);
	});

	it("are all dropped by a write, which goes to the network", async () => {
		const fetchFirst = await loadWithPage(ANSWERS);
		await fetchFirst("/api/auth/local", { method: "POST", body: "{}" });
		expect(await (await fetchFirst("/api/auth/user")).json()).toEqual({ from: "network" });
		expect(await (await fetchFirst("/api/adventures/a-1")).json()).toEqual({ from: "network" });
		expect(network).toHaveBeenCalledTimes(3);
	});

	it("are not used once the page is older than the time limit", async () => {
		const fetchFirst = await loadWithPage(ANSWERS);
		vi.spyOn(performance, "now").mockReturnValue(FIRST_ANSWERS_TTL_MS + 1);
		expect(await (await fetchFirst("/api/adventures/a-1")).json()).toEqual({ from: "network" });
		expect(network).toHaveBeenCalledTimes(1);
	});

	it("can be looked at before the app asks, and are still given once", async () => {
		vi.resetModules();
		document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${JSON.stringify(ANSWERS)}</script>`;
		const { fetchWithFirstAnswers, peekFirstAnswer } = await import("../../web/src/lib/first-answers");
		expect(peekFirstAnswer("/api/auth/user")).toEqual({ status: 401, body: { error: "Unauthorized" } });
		expect(peekFirstAnswer("/api/beta/status")).toBeUndefined();
		expect((await fetchWithFirstAnswers("/api/auth/user")).status).toBe(401);
		expect(network).not.toHaveBeenCalled();
	});

	it("leave every request to the network when the page has none", async () => {
		vi.resetModules();
		document.body.innerHTML = "";
		const { fetchWithFirstAnswers } = await import("../../web/src/lib/first-answers");
		await fetchWithFirstAnswers("/api/auth/user");
		expect(network).toHaveBeenCalledTimes(1);
	});
});
