import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdventureCover } from "../../web/src/features/adventures/components/cover";

const coverOf = (src: string | null) => render(<AdventureCover src={src} seed="a1" />).container;

describe("AdventureCover", () => {
	it.each([
		"/covers/national-park.svg",
		"/api/places/photo?name=places%2FChIJ%2Fphotos%2FAbc",
		"/api/images/3f0c9a52.jpg",
	])("shows the app's own image %s", (src) => {
		const img = coverOf(src).querySelector("img");
		expect(img?.getAttribute("src")).toBe(src);
	});

	it.each([
		"https://evil.example/pixel.gif",
		"//evil.example/x.png",
		"/api/logout",
		"/covers/../api/logout",
		"javascript:alert(1)",
		"data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
	])("draws the gradient instead of loading a stored %s", (src) => {
		const container = coverOf(src);
		expect(container.querySelector("img")).toBeNull();
		expect(container.querySelector("svg")).not.toBeNull();
	});

	it("draws the gradient without a cover", () => {
		expect(coverOf(null).querySelector("img")).toBeNull();
	});
});
