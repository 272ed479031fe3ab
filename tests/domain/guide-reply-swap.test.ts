import { describe, expect, it } from "vitest";
import { replacementLine, swapPlaceInReply } from "../../domain/guide/guide";

/** 'Try another suggestion': the words above the cards name the cards. */
describe("swapPlaceInReply", () => {
	const reply = [
		"Here are three museums near London that should suit your 6- and 10-year-olds:",
		"1. Science Museum (1.2 km) – Hands-on galleries.",
		"2. Natural History Museum (1.5 km) – Dinosaurs and a blue whale.",
		"3. V&A Museum of Childhood (6 km) – Toys through the ages.",
		"Save your favourites and I can connect them into a path for the day.",
	].join("\n\n");

	it("rewrites the numbered line that named the old place, keeping its number", () => {
		const next = swapPlaceInReply(
			reply,
			"Natural History Museum",
			"British Museum",
			"British Museum (2 km) – Mummies!",
		);
		expect(next).toContain("2. British Museum (2 km) – Mummies!");
		expect(next).not.toContain("Natural History Museum");
		expect(next).not.toContain("blue whale");
		expect(next.split("\n\n")).toHaveLength(5);
		expect(next).toContain("1. Science Museum (1.2 km)");
		expect(next).toContain("3. V&A Museum of Childhood");
	});

	it("replaces the name in free text (another guide's words)", () => {
		const text = "Try the Science Museum first, then lunch. The Science Museum is free.";
		expect(swapPlaceInReply(text, "Science Museum", "Horniman Museum", "unused")).toBe(
			"Try the Horniman Museum first, then lunch. The Horniman Museum is free.",
		);
	});

	it("leaves a reply that never named the place as it was", () => {
		expect(swapPlaceInReply(reply, "Tate Modern", "Tate Britain", "Tate Britain")).toBe(reply);
		expect(swapPlaceInReply(reply, "  ", "X", "X")).toBe(reply);
	});

	it("a plain line: name and summary", () => {
		expect(replacementLine({ name: "Gelupo", pithySummary: " Gelato worth the queue. " })).toBe(
			"Gelupo – Gelato worth the queue.",
		);
		expect(replacementLine({ name: "Gelupo", pithySummary: null })).toBe("Gelupo");
	});
});
