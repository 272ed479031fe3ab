import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOAST_DURATION_MS, TOAST_LIMIT, toast } from "../../web/src/components/ui/toast-store";
import { Toaster } from "../../web/src/components/ui/toaster";

describe("toasts", () => {
	it("shows at most one toast: a newer one replaces the visible one", async () => {
		render(<Toaster />);
		act(() => {
			toast({ title: "Place saved!" });
			toast({ title: "Adventure Deleted" });
		});
		expect(TOAST_LIMIT).toBe(1);
		expect(TOAST_DURATION_MS).toBe(5000);
		// The region's code is fetched at the first toast (or once the page is idle).
		expect(await screen.findByText("Adventure Deleted", {}, { timeout: 5000 })).toBeTruthy();
		expect(screen.queryByText("Place saved!")).toBeNull();
	});

	it("labels the notifications region with the F8 hotkey", async () => {
		render(<Toaster />);
		expect((await screen.findByRole("region", {}, { timeout: 5000 })).getAttribute("aria-label")).toContain("F8");
	});
});
