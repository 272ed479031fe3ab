import { act, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { illustrativeLabel, testimonials, testimonialsNote } from "../../web/src/features/landing/content";
import { HeroVideo } from "../../web/src/features/landing/hero-video";
import { LandingPage } from "../../web/src/features/landing/landing-page";
import { landingCardTagLimit, sampleAdventures } from "../../web/src/features/landing/sample-adventures";
import { SampleCarousel, useCarouselButtons } from "../../web/src/features/landing/sample-carousel";
import { json, renderWithClient, stubFetch } from "./render";

function prefersReducedMotion(reduce: boolean) {
	vi.spyOn(window, "matchMedia").mockImplementation(
		(query: string) =>
			({
				matches: reduce && query.includes("reduce"),
				media: query,
				addEventListener: () => {},
				removeEventListener: () => {},
			}) as unknown as MediaQueryList,
	);
}

afterEach(() => {
	vi.restoreAllMocks();
	vi.useRealTimers();
});

describe("landing samples", () => {
	it("has the six featured adventures with the spec's durations and ages", () => {
		expect(sampleAdventures.map((s) => [s.title.split(" ")[0], s.duration, s.ages])).toEqual([
			["Yellowstone", "7 days", "Ages 6–12"],
			["Smoky", "4 days", "Ages 5–10"],
			["San", "5 days", "Ages 3–9"],
			["Acadia", "3 days", "Ages 7–12"],
			["Rocky", "6 days", "Ages 6–11"],
			["Olympic", "4 days", "Ages 4–10"],
		]);
		for (const s of sampleAdventures) {
			expect(s.image).toMatch(/^\/samples\/[a-z-]+\.svg$/);
			expect(s.description.length).toBeGreaterThan(20);
			expect(s.location).not.toBe("");
		}
	});

	it("has four testimonials, each rated 5, with a name, a location and a review", () => {
		expect(testimonials).toHaveLength(4);
		for (const t of testimonials) {
			expect(t.rating).toBe(5);
			expect(t.name && t.location && t.review).toBeTruthy();
		}
	});
});

describe("carousel buttons", () => {
	function fakeApi(prev: boolean, next: boolean) {
		const listeners: Record<string, (() => void)[]> = {};
		const api = {
			canPrev: prev,
			canNext: next,
			canScrollPrev: () => api.canPrev,
			canScrollNext: () => api.canNext,
			on(event: string, fn: () => void) {
				listeners[event] = [...(listeners[event] ?? []), fn];
				return api;
			},
			off(event: string, fn: () => void) {
				listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn);
				return api;
			},
			emit: (event: string) => {
				for (const fn of listeners[event] ?? []) fn();
			},
			listeners,
		};
		return api;
	}

	it("are both disabled before the carousel exists", () => {
		const { result } = renderHook(() => useCarouselButtons(undefined));
		expect(result.current).toEqual({ canPrev: false, canNext: false });
	});

	it("follow the carousel: disabled while it cannot scroll, enabled once it can, and stop listening on unmount", () => {
		const api = fakeApi(false, false);
		// biome-ignore lint/suspicious/noExplicitAny: a structural stand-in for Embla's API
		const { result, unmount } = renderHook(() => useCarouselButtons(api as any));
		expect(result.current).toEqual({ canPrev: false, canNext: false });
		api.canPrev = true;
		api.canNext = true;
		act(() => api.emit("reInit"));
		expect(result.current).toEqual({ canPrev: true, canNext: true });
		api.canNext = false;
		act(() => api.emit("select"));
		expect(result.current).toEqual({ canPrev: true, canNext: false });
		unmount();
		expect(api.listeners.select).toEqual([]);
		expect(api.listeners.reInit).toEqual([]);
	});

	const carousel = () =>
		render(
			<MemoryRouter>
				<SampleCarousel />
			</MemoryRouter>,
		);

	it("shows six slides with sized, lazy covers, at most three tags each, and labelled previous/next buttons", () => {
		carousel();
		const slides = screen.getAllByRole("listitem").filter((li) => li.getAttribute("aria-roledescription") === "slide");
		expect(slides).toHaveLength(6);
		for (const slide of slides) {
			expect(within(slide).getByRole("list", { name: "Tags" }).children.length).toBeLessThanOrEqual(
				landingCardTagLimit,
			);
			const img = slide.querySelector("img");
			expect(img?.getAttribute("loading")).toBe("lazy");
			expect(img?.getAttribute("width")).toBe("800");
			expect(img?.getAttribute("height")).toBe("500");
		}
		expect(screen.getByRole("button", { name: "Previous slide" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "Next slide" })).toBeTruthy();
	});

	it("opens each sample's seeded public adventure by its stable id", () => {
		carousel();
		expect(new Set(sampleAdventures.map((s) => s.id)).size).toBe(6);
		for (const sample of sampleAdventures) {
			expect(sample.id).toMatch(/^sample-[a-z-]+$/);
			const link = screen.getByRole("link", { name: sample.title });
			expect(link.getAttribute("href")).toBe(`/adventure/${sample.id}/public`);
			expect(link.closest("h3")).not.toBeNull();
		}
	});
});

describe("hero background", () => {
	it("with reduced motion shows the poster and never a video", async () => {
		prefersReducedMotion(true);
		const { container } = render(<HeroVideo />);
		await act(() => new Promise((r) => setTimeout(r, 300)));
		expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/hero-poster.webp");
		expect(container.querySelector("video")).toBeNull();
		expect(container.innerHTML).not.toContain("hero.webm");
	});

	it("otherwise paints the poster first, then mounts the muted looping video once the page is idle", async () => {
		prefersReducedMotion(false);
		const { container } = render(<HeroVideo />);
		expect(container.querySelector("video")).toBeNull();
		expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/hero-poster.webp");
		await act(async () => {
			window.dispatchEvent(new Event("load"));
			await new Promise((r) => setTimeout(r, 2200));
		});
		const video = container.querySelector("video");
		expect(video).not.toBeNull();
		expect(video?.muted).toBe(true);
		expect(video?.loop).toBe(true);
		expect(video?.autoplay).toBe(true);
		expect(video?.getAttribute("aria-hidden")).toBe("true");
		expect(video?.getAttribute("preload")).toBe("none");
		expect([...(video?.querySelectorAll("source") ?? [])].map((s) => s.getAttribute("src"))).toEqual([
			"/media/hero.webm",
			"/media/hero.mp4",
		]);
		expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
	});
});

describe("landing page", () => {
	/** The landing page, with `GET /api/config` naming the parent brand's site (PARENT_BRAND_URL) or not. */
	const page = (parentBrandUrl: string | null = "https://brand.example.org/") => {
		stubFetch({ "GET /api/config": () => json({ appName: "Adventure Guide", parentBrandUrl }) });
		return renderWithClient(
			<MemoryRouter>
				<LandingPage />
			</MemoryRouter>,
		);
	};

	it("has the spec's headline, sections and buttons, with headings in order", () => {
		prefersReducedMotion(true);
		page();
		expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Adventure Anywhere. Play Everywhere.");
		expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
			"How the Adventure Guide Works",
			"Discover adventures from Adventure Guide families",
			"Why Families Love Adventure Guide",
			"About Adventure Guide",
		]);
		for (const step of ["Get Inspired", "Plan Adventures", "Map It Out", "Keep the Fun Going"]) {
			expect(screen.getByRole("heading", { level: 3, name: step })).toBeTruthy();
		}
		expect(screen.getByRole("link", { name: "Start Your Next Adventure" }).getAttribute("href")).toBe("/api/login");
		expect(screen.getByRole("link", { name: "Plan Your Next Adventure" }).getAttribute("href")).toBe("/api/login");
		expect(screen.getByRole("link", { name: "Discover More Adventures" }).getAttribute("href")).toBe("/discover");
		expect(screen.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(4);
	});

	it("promises only what the product does: no quests, no trivia, no trips 'planned with Guide AI'", () => {
		prefersReducedMotion(true);
		const { container } = page();
		expect(container.textContent).not.toMatch(/quest|trivia|planned with Guide AI|experts/i);
		for (const t of testimonials) expect(t.review).not.toMatch(/quest|trivia|bathroom/i);
	});

	it("marks the testimonials as illustrative, above the cards and on every card", () => {
		prefersReducedMotion(true);
		page();
		const love = screen.getByRole("region", { name: "Why Families Love Adventure Guide" });
		expect(within(love).getByText(testimonialsNote)).toBeTruthy();
		expect(testimonialsNote).toMatch(/^Illustrative/);
		expect(testimonialsNote).toMatch(/not quotes from real families/);
		const cards = within(love).getAllByRole("figure");
		expect(cards).toHaveLength(4);
		for (const card of cards) expect(within(card).getByText(illustrativeLabel)).toBeTruthy();
	});

	it("links outside the product only once, to the parent brand, in a new tab without an opener", async () => {
		prefersReducedMotion(true);
		const { container } = page();
		const about = screen.getByRole("region", { name: "About Adventure Guide" });
		expect((await within(about).findByRole("link", { name: /^Visit / })).getAttribute("href")).toBe(
			"https://brand.example.org/",
		);
		const external = [...container.querySelectorAll("a")].filter((a) => /^https?:/.test(a.getAttribute("href") ?? ""));
		expect(external).toHaveLength(1);
		expect(external[0]?.getAttribute("rel")).toBe("noopener noreferrer");
		expect(external[0]?.getAttribute("target")).toBe("_blank");
		// Every image and the video come from the product itself.
		for (const el of container.querySelectorAll("img, video, source")) {
			expect(el.getAttribute("src") ?? "").toMatch(/^\/(media|samples)\//);
		}
	});

	it("shows no About link when PARENT_BRAND_URL is unset (never a placeholder address)", async () => {
		prefersReducedMotion(true);
		const { container, client } = page(null);
		await waitFor(() => expect(client.getQueryState(["/api/config"])?.status).toBe("success"));
		const about = screen.getByRole("region", { name: "About Adventure Guide" });
		expect(within(about).queryByRole("link")).toBeNull();
		expect([...container.querySelectorAll("a")].filter((a) => /^https?:/.test(a.getAttribute("href") ?? ""))).toEqual(
			[],
		);
	});
});
