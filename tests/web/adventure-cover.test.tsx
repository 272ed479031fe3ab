import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdventureCover } from "../../web/src/features/adventures/components/cover";
import { PlacePhoto } from "../../web/src/features/places/components/place-photo";

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

	it("falls back to the gradient when the cover fails to load (a photo the visitor may not load)", () => {
		const container = coverOf("/api/places/photo?name=places%2FChIJ%2Fphotos%2FAbc");
		fireEvent.error(container.querySelector("img") as HTMLImageElement);
		expect(container.querySelector("img")).toBeNull();
		expect(container.querySelector("svg")).not.toBeNull();
	});
});

describe("PlacePhoto", () => {
	const place = {
		photoUrl: "/api/places/photo?name=places%2FChIJ%2Fphotos%2FAbc",
		types: ["museum"],
		category: "cultural" as const,
		name: "Toy Museum",
	};

	it("falls back to the category illustration when the photo fails to load", () => {
		const { container } = render(<PlacePhoto place={place} />);
		fireEvent.error(container.querySelector("img") as HTMLImageElement);
		expect(container.querySelector("img")).toBeNull();
		expect(container.querySelector("svg")).not.toBeNull();
	});

	it("keeps a carousel slide's name on its illustration", () => {
		const { container, getByRole } = render(
			<PlacePhoto place={place} src="/api/images/x.jpg" alt="Toy Museum (2 of 3)" />,
		);
		fireEvent.error(container.querySelector("img") as HTMLImageElement);
		expect(getByRole("img", { name: "Toy Museum (2 of 3)" }).querySelector("svg")).not.toBeNull();
	});
});
