import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOAST_DURATION_MS, TOAST_LIMIT, toast } from "../../web/src/components/ui/toast-store";
import { Toaster } from "../../web/src/components/ui/toaster";

describe("toasts", () => {
	it("shows at most one toast: a newer one replaces the visible one", () => {
		render(<Toaster />);
		act(() => {
			toast({ title: "Place saved!" });
			toast({ title: "Adventure Deleted" });
		});
		expect(TOAST_LIMIT).toBe(1);
		expect(TOAST_DURATION_MS).toBe(5000);
		expect(screen.queryByText("Place saved!")).toBeNull();
		expect(screen.getByText("Adventure Deleted")).toBeTruthy();
	});

	it("labels the notifications region with the F8 hotkey", () => {
		render(<Toaster />);
		expect(screen.getByRole("region").getAttribute("aria-label")).toContain("F8");
	});
});
