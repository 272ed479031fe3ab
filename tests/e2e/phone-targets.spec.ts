import { expect, type Page, test } from "@playwright/test";
import { openScreen, prepareScreens, SCREENS, viewerPage } from "./screens";

/**
 * A phone that fits: on every screen (tests/e2e/screens.ts) at 375 px, no visible
 * control is covered by another element (the floating bug button, a sticky bar, a neighbour), and
 * none is smaller than 44×44 px.
 *
 * A control is a button, link, input, select, textarea, summary or an element with a control's
 * role. Each one is first scrolled to the middle of the scroll boxes it lives in (as a finger
 * would scroll it into reach); it is covered when the element under its centre is neither it
 * nor inside it (nor its label).
 *
 * Exempt, as WCAG 2.5.8 exempts them:
 * - a link inline in a sentence (its size is the text's; display inline inside a block with other words);
 * - a control behind a modal dialog (aria-hidden while the dialog is open), behind a sheet that
 *   fills the window (the place panel on a phone), or out of sight;
 * - a checkbox or radio measures its label when the label wraps it or names it by id: the label is
 *   where the finger lands;
 * - the map's pins and markers (Leaflet's marker pane, and its overlay pane where saved, search and
 *   Wunder's places are circle markers): their place on the map is the information, they may
 *   overlap each other, and each has a 44 px twin in the side panel's lists.
 */

const PHONE = { width: 375, height: 812 };
const MIN = 44;

let prepared: Awaited<ReturnType<typeof prepareScreens>>;

test.beforeAll(async ({ browser }) => {
	prepared = await prepareScreens(browser);
});

/** Every visible control's problems on the page as it is: "covered by …" and "too small (w×h)". */
function offenders(page: Page): Promise<string[]> {
	return page.evaluate((min) => {
		const CONTROLS = [
			"button",
			"a[href]",
			"input:not([type=hidden])",
			"select",
			"textarea",
			"summary",
			...["button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "option", "combobox", "slider"].map(
				(role) => `[role=${role}]`,
			),
		].join(",");

		const nameOf = (el: Element) => {
			const name =
				el.getAttribute("aria-label") ??
				(el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null) ??
				el.getAttribute("title") ??
				el.getAttribute("placeholder") ??
				el.textContent ??
				"";
			const words = name.replace(/\s+/g, " ").trim().slice(0, 40);
			return `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${words}"`;
		};

		/** What the finger aims at: a checkbox's or radio's label when it has one, else the control. */
		const targetOf = (el: Element): Element => {
			if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
				const label = el.closest("label") ?? el.labels?.[0];
				if (label) return label;
			}
			return el;
		};

		/** A link that runs inside a sentence: WCAG's inline exception. */
		const inlineInText = (el: Element) => {
			if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
			let block = el.parentElement;
			while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
			const own = el.textContent?.trim() ?? "";
			return (block?.textContent?.trim().length ?? 0) > own.length;
		};

		const hidden = (el: Element) => {
			const box = el.getBoundingClientRect();
			if (box.width === 0 || box.height === 0) return true;
			const style = getComputedStyle(el);
			if (style.visibility === "hidden" || Number(style.opacity) === 0) return true;
			// Visually hidden (sr-only): clipped to nothing, reached through its label.
			if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
			return !!el.closest('[aria-hidden="true"], [inert], .leaflet-marker-pane, .leaflet-overlay-pane');
		};

		/** Scrolls every scroll box around the element (and the page) so its centre is in their middle. */
		const bringIntoReach = (el: Element) => {
			for (let box = el.parentElement; box; box = box.parentElement) {
				const style = getComputedStyle(box);
				const isPage = box === document.scrollingElement;
				const scrollsY = isPage || /(auto|scroll)/.test(style.overflowY);
				const scrollsX = isPage || /(auto|scroll)/.test(style.overflowX);
				if (!scrollsY && !scrollsX) continue;
				const r = el.getBoundingClientRect();
				const outer = isPage
					? { top: 0, left: 0, height: window.innerHeight, width: window.innerWidth }
					: box.getBoundingClientRect();
				if (scrollsY) box.scrollTop += r.top + r.height / 2 - (outer.top + outer.height / 2);
				if (scrollsX) box.scrollLeft += r.left + r.width / 2 - (outer.left + outer.width / 2);
			}
		};

		/** A fixed layer over the whole window (a phone's sheet) that the element is not part of. */
		const underSheet = (hit: Element, el: Element) => {
			for (let layer: Element | null = hit; layer; layer = layer.parentElement) {
				if (getComputedStyle(layer).position !== "fixed") continue;
				const r = layer.getBoundingClientRect();
				const fills = r.left <= 0 && r.top <= 0 && r.right >= window.innerWidth && r.bottom >= window.innerHeight;
				return fills && !layer.contains(el);
			}
			return false;
		};

		const problems: string[] = [];
		const seen = new Set<Element>();
		for (const control of document.querySelectorAll(CONTROLS)) {
			const target = targetOf(control);
			if (seen.has(target) || hidden(target) || inlineInText(control)) continue;
			seen.add(target);
			bringIntoReach(target);
			const box = target.getBoundingClientRect();
			const x = box.left + box.width / 2;
			const y = box.top + box.height / 2;
			// Out of reach by scrolling (a carousel's hidden slide, a clipped strip): not shown to a finger.
			if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
			if (box.width < min - 0.5 || box.height < min - 0.5) {
				problems.push(`${nameOf(control)} too small (${Math.round(box.width)}×${Math.round(box.height)})`);
			}
			if (getComputedStyle(control).pointerEvents === "none") continue;
			const hit = document.elementFromPoint(x, y);
			const own = hit && (target.contains(hit) || hit === control || control.contains(hit));
			if (hit && !own && underSheet(hit, control)) continue;
			if (!own)
				problems.push(
					`${nameOf(control)} covered by ${hit ? nameOf(hit.closest(CONTROLS) ?? hit) : "nothing (off screen)"}`,
				);
		}
		return problems;
	}, MIN);
}

for (const screen of SCREENS) {
	test(`phone targets: ${screen.name}`, async ({ browser }) => {
		const page = await viewerPage(browser, screen, prepared.states);
		await page.setViewportSize(PHONE);
		await openScreen(page, screen, prepared.fixtures);
		await page.screenshot({ path: `test-results/phone-targets-${screen.name.replace(/\W+/g, "-")}.png` });
		expect(await offenders(page), `${screen.name} at ${PHONE.width} px`).toEqual([]);
		await page.context().close();
	});
}

/** The Add to Path dialog's rows once ran 144 px out of it at 375 px and 47 px at 1280. */
test("the Add to Path dialog's rows stay inside it at 375 and 1280 px", async ({ browser }) => {
	const screen = SCREENS.find((s) => s.name === "Add to Path dialog");
	if (!screen) throw new Error("no Add to Path screen");
	const page = await viewerPage(browser, screen, prepared.states);
	for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
		await page.setViewportSize(viewport);
		await openScreen(page, screen, prepared.fixtures);
		const overflow = await page.getByRole("dialog", { name: "Add to Path" }).evaluate((dialog) => {
			const edge = dialog.getBoundingClientRect().right;
			return [...dialog.querySelectorAll("label, button, input, select")]
				.map((el) => ({ el, right: el.getBoundingClientRect().right }))
				.filter(({ right }) => right > edge + 0.5)
				.map(({ el, right }) => `${el.textContent?.trim() || el.tagName} ends ${Math.round(right - edge)} px out`);
		});
		expect(overflow, `at ${viewport.width} px`).toEqual([]);
	}
	await page.context().close();
});
