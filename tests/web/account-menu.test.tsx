import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Header } from "../../web/src/features/layout";
import { aUser } from "./render";

const user = aUser({ isAdmin: true });

describe("account menu (its code fetched when wanted)", () => {
	it("shows the avatar as the account menu button named with its initials, and opens the menu at the first press", async () => {
		render(
			<MemoryRouter>
				<Header user={user} />
			</MemoryRouter>,
		);
		const button = screen.getByRole("button", { name: "Account menu, AL" });
		expect(button.getAttribute("aria-haspopup")).toBe("menu");
		expect(screen.queryByRole("menu")).toBeNull();
		await userEvent.click(button);
		const menu = await screen.findByRole("menu", {}, { timeout: 5000 });
		expect(menu.textContent).toContain("Ada Lovelace");
		expect(screen.getByRole("menuitem", { name: "Profile" })).toBeTruthy();
		expect(screen.getByRole("menuitem", { name: "Admin Dashboard" })).toBeTruthy();
		expect(screen.getByRole("menuitem", { name: "Log out" })).toBeTruthy();
	});
});
