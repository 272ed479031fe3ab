import { expect, type Page, test } from "@playwright/test";
import { enterBeta, shoot } from "./helpers";

const samples = [
	"Yellowstone Family Trip",
	"Smoky Mountains Escape",
	"San Diego Beach and Zoo",
	"Acadia Coast Adventure",
	"Rocky Mountain High",
	"Olympic Rainforest Explorer",
];

/**
 * WCAG contrast of white text over the lightest pixel behind `selector`'s text (made transparent).
 * Only the box of the text itself counts: a pill badge's rounded corners, with its 1 px ring and
 * the video showing past them, are beside the text, not behind it.
 */
async function worstContrastBehind(page: Page, selector: string) {
	const box = await page
		.locator(selector)
		.first()
		.evaluate((el) => {
			const range = document.createRange();
			range.selectNodeContents(el);
			const r = range.getBoundingClientRect();
			return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
		});
	if (!box) throw new Error(`${selector} is not visible`);
	const hide = await page.addStyleTag({
		content: `${selector}{color:transparent!important;text-shadow:none!important}`,
	});
	const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
	const png = await page.screenshot({ clip, animations: "disabled" });
	const contrast = await page.evaluate(async (data) => {
		const img = new Image();
		img.src = `data:image/png;base64,${data}`;
		await img.decode();
		const canvas = document.createElement("canvas");
		canvas.width = img.width;
		canvas.height = img.height;
		const ctx = canvas.getContext("2d");
		if (!ctx) return 0;
		ctx.drawImage(img, 0, 0);
		const pixels = ctx.getImageData(0, 0, img.width, img.height).data;
		const channel = (v: number) => {
			const c = v / 255;
			return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
		};
		let brightest = 0;
		for (let i = 0; i < pixels.length; i += 4) {
			const l =
				0.2126 * channel(pixels[i] ?? 0) + 0.7152 * channel(pixels[i + 1] ?? 0) + 0.0722 * channel(pixels[i + 2] ?? 0);
			if (l > brightest) brightest = l;
		}
		return 1.05 / (brightest + 0.05);
	}, png.toString("base64"));
	await hide.evaluate((el) => (el as Element).remove());
	return contrast;
}

test("a signed-out visitor sees the hero video, the four steps, six samples, four testimonials and About", async ({
	page,
}) => {
	await enterBeta(page);
	await expect(page.getByRole("heading", { level: 1, name: "Adventure Anywhere. Play Everywhere." })).toBeVisible();
	await expect(page.getByRole("link", { name: "Start Your Next Adventure" })).toHaveAttribute("href", "/api/login");
	await expect(page.getByRole("link", { name: "Discover" }).first()).toHaveAttribute("href", "/discover");

	// The clip arrives after the first paint: muted, looping, decorative, and actually playing.
	const video = page.locator("video");
	await expect(video).toHaveCount(1, { timeout: 10_000 });
	await expect(video).toHaveAttribute("aria-hidden", "true");
	await expect
		.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && !v.paused && v.currentTime > 0), {
			timeout: 10_000,
		})
		.toBe(true);

	const how = page.getByRole("region", { name: "How the Adventure Guide Works" });
	for (const step of ["Get Inspired", "Plan Adventures", "Map It Out", "Keep the Fun Going"]) {
		await expect(how.getByRole("heading", { level: 3, name: step })).toBeVisible();
	}
	await expect(how.getByRole("link", { name: "Plan Your Next Adventure" })).toHaveAttribute("href", "/api/login");

	// Three cards per view at 1280 px; Next walks through all six and loops back to the first.
	// The carousel's code is fetched when its section comes near the viewport.
	await page
		.getByRole("heading", { name: "Discover adventures from Adventure Guide families" })
		.scrollIntoViewIfNeeded();
	const carousel = page.getByRole("region", { name: "Sample adventures" });
	await carousel.scrollIntoViewIfNeeded();
	const next = carousel.getByRole("button", { name: "Next slide" });
	await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeEnabled();
	await expect(next).toBeEnabled();
	const seen = new Set<string>();
	for (let click = 0; click <= samples.length; click++) {
		for (const title of samples) {
			if (await carousel.getByRole("heading", { name: title }).evaluate(inView)) seen.add(title);
		}
		if (click < samples.length) {
			await next.click();
			await page.waitForTimeout(600);
		}
	}
	expect([...seen].sort()).toEqual([...samples].sort());
	await expect.poll(() => carousel.getByRole("heading", { name: samples[0] }).evaluate(inView)).toBe(true);
	await expect(page.getByRole("link", { name: "Discover More Adventures" })).toHaveAttribute("href", "/discover");

	const love = page.getByRole("region", { name: "Why Families Love Adventure Guide" });
	await expect(love.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(4);
	await expect(love.locator("blockquote")).toHaveCount(4);
	// The beta has no published reviews: the four are marked illustrative, above and on each card.
	await expect(love.getByText(/^Illustrative examples: /)).toBeVisible();
	await expect(love.getByText("Illustrative example", { exact: true })).toHaveCount(4);
	// Nothing the product does not do is promised.
	await expect(page.locator("main").getByText(/quests|trivia/i)).toHaveCount(0);

	const about = page.getByRole("region", { name: "About Adventure Guide" });
	const brand = about.getByRole("link", { name: /^Visit / });
	await expect(brand).toHaveAttribute("href", /^https:\/\//);
	await expect(brand).toHaveAttribute("target", "_blank");
	await expect(brand).toHaveAttribute("rel", "noopener noreferrer");

	await shoot(page, "70-landing");
});

/** Whether the element sits inside its carousel's viewport (horizontally). */
function inView(el: Element) {
	const viewport = el.closest("[aria-roledescription=carousel]")?.firstElementChild;
	if (!viewport) return false;
	const a = el.getBoundingClientRect();
	const v = viewport.getBoundingClientRect();
	return a.left >= v.left - 1 && a.right <= v.right + 1;
}

test("with reduced motion the hero shows the poster and no video", async ({ page }) => {
	await page.emulateMedia({ reducedMotion: "reduce" });
	await enterBeta(page);
	await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
	await page.waitForLoadState("load");
	await page.waitForTimeout(2500);
	await expect(page.locator("video")).toHaveCount(0);
	await expect(page.getByTestId("hero-media").locator("img")).toHaveAttribute("src", "/media/hero-poster.webp");
	const requested: string[] = [];
	page.on("request", (r) => requested.push(r.url()));
	await page.waitForTimeout(500);
	expect(requested.filter((u) => u.includes("/media/hero."))).toEqual([]);
});

test("the hero text keeps at least 4.5:1 against the scene at 375, 768, 1280 and 1920 px", async ({ page }) => {
	await enterBeta(page);
	await expect(page.locator("video")).toHaveCount(1, { timeout: 10_000 });
	await page.waitForTimeout(1500);
	for (const width of [375, 768, 1280, 1920]) {
		await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.waitForTimeout(200);
		for (const selector of ["main h1", "main h1 + p", "main p:has(+ h1)"]) {
			const contrast = await worstContrastBehind(page, selector);
			expect(contrast, `${selector} at ${width}px`).toBeGreaterThanOrEqual(4.5);
		}
	}
});
