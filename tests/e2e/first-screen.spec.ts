import { expect, test } from "@playwright/test";
import { createAdventure, enterBeta, signIn } from "./helpers";

/**
 * A screen's first data comes with its page (domain/api/first-screen.ts): the browser asks the
 * network for none of it, and the opening message is asked for once, before the chat has painted.
 */
test("the workspace opens with its data from the page: no GET of the first screen, one opening request", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Ada", lastName: "Page", email: "ada.page@example.com" });
	const id = await createAdventure(page, { title: "Rock pools in St Ives", kidAges: [5] });
	const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };

	const asked: string[] = [];
	page.on("request", (request) => {
		const url = new URL(request.url());
		if (url.pathname.startsWith("/api/")) asked.push(`${request.method()} ${url.pathname}${url.search}`);
	});
	await page.goto(`/adventure/${id}`);
	await expect(page.getByRole("heading", { name: "Rock pools in St Ives" }).first()).toBeAttached();
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible();
	await expect(chat.getByTestId("assistant-message")).toHaveCount(1);

	for (const firstGet of [
		"GET /api/auth/user",
		"GET /api/beta/status",
		`GET /api/adventures/${id}`,
		`GET /api/saved-places?adventureId=${id}`,
		`GET /api/adventures/${id}/paths`,
		// The chat's conversation too, though its URL holds the user's id.
		`GET /api/guide-ai/conversation/${me.id}-${id}`,
	]) {
		expect(asked, firstGet).not.toContain(firstGet);
	}
	expect(asked.filter((a) => a === "POST /api/guide-ai")).toHaveLength(1);

	// Another page load: My Adventures' list comes with its page too, and only its code is fetched,
	// not the landing page's that a signed-out visitor would see on the same address.
	const scripts: string[] = [];
	page.on("request", (request) => {
		if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
	});
	await page.goto("/");
	await expect(page.getByRole("heading", { name: "My Adventures" })).toBeVisible();
	expect(asked).not.toContain("GET /api/adventures");
	expect(scripts.some((path) => path.includes("/my-adventures-page-"))).toBe(true);
	expect(scripts.filter((path) => path.includes("/landing-page-"))).toEqual([]);
});
