import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { normaliseInterestTags } from "../../domain/user/profile";
import type { CurrentUser } from "../../domain/user/user";
import { Toaster } from "../../web/src/components/ui/toaster";
import {
	UPLOAD_TIMEOUT_MS,
	UploadTimeoutError,
	uploadProfileImage,
} from "../../web/src/features/profile/api/upload-profile-image";
import { AVATAR_JPEG_QUALITY, AVATAR_SIZE_PX, cropToAvatar } from "../../web/src/features/profile/crop-avatar";
import { changesFromDraft, draftFromUser } from "../../web/src/features/profile/profile-draft";
import { ProfilePage } from "../../web/src/features/profile/profile-page";
import { json, renderWithClient, stubFetch } from "./render";

const USER: CurrentUser = {
	id: "u1",
	firstName: "Ada",
	lastName: "Lovelace",
	email: "ada@example.org",
	profileImageUrl: null,
	isAdmin: false,
	homeLocation: null,
	homeLatitude: null,
	homeLongitude: null,
	numberOfKids: null,
	kidAges: [],
	interestTags: ["museums"],
	isLocalWunder: false,
};
const STATS = { upcomingAdventures: 3, completedAdventures: 5, sharedLocalWunders: 1, sharedAdventures: 2 };

function renderPage() {
	return renderWithClient(
		<MemoryRouter initialEntries={["/profile"]}>
			<ProfilePage />
			<Toaster />
		</MemoryRouter>,
	);
}

describe("interest tags", () => {
	it("are trimmed, lower-cased and unique; blanks dropped", () => {
		expect(normaliseInterestTags([" Hiking ", "hiking", "", "   ", "Rock Pools", "ROCK POOLS"])).toEqual([
			"hiking",
			"rock pools",
		]);
	});

	it("drop tags over 40 characters and stop at 30", () => {
		expect(normaliseInterestTags(["x".repeat(41)])).toEqual([]);
		expect(normaliseInterestTags(Array.from({ length: 40 }, (_, i) => `t${i}`))).toHaveLength(30);
	});
});

describe("profile draft", () => {
	it("sends blanks as null and no coordinates for a home typed but not chosen", () => {
		const draft = { ...draftFromUser(USER), firstName: "  ", homeLocation: "Somewhere", numberOfKids: "2" };
		expect(changesFromDraft(draft)).toMatchObject({
			firstName: null,
			lastName: "Lovelace",
			homeLocation: "Somewhere",
			homeLatitude: null,
			homeLongitude: null,
			numberOfKids: 2,
		});
	});
});

describe("Profile page", () => {
	it("shows 'Profile not found' when there is no user", async () => {
		stubFetch({ "GET /api/auth/user": () => json({ error: "Unauthorized" }, 401) });
		renderPage();
		expect(await screen.findByText("Profile not found")).toBeTruthy();
		expect(screen.getByText("Unable to load your profile information.")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Back to Adventures" }).getAttribute("href")).toBe("/");
	});

	it("shows the four stats cards", async () => {
		stubFetch({ "GET /api/auth/user": () => json(USER), "GET /api/adventures/stats": () => json(STATS) });
		renderPage();
		const stats = await screen.findByRole("region", { name: "Your adventure stats" });
		await waitFor(() => expect(within(stats).getByText("5")).toBeTruthy());
		for (const label of ["Upcoming Adventures", "Completed Adventures", "Local Wunders", "Shared Adventures"]) {
			expect(within(stats).getByText(label)).toBeTruthy();
		}
	});

	it("'Cancel' resets the form and returns to the read view", async () => {
		const calls = stubFetch({ "GET /api/auth/user": () => json(USER), "GET /api/adventures/stats": () => json(STATS) });
		renderPage();
		await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
		const first = screen.getByLabelText("First name");
		await userEvent.clear(first);
		await userEvent.type(first, "Grace");
		await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
		expect(screen.queryByRole("form", { name: "Edit profile" })).toBeNull();
		await userEvent.click(screen.getByRole("button", { name: "Edit Profile" }));
		expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
		expect(calls.some((c) => c.key === "PUT /api/user/profile")).toBe(false);
	});

	it("saves home (via the destination search), kids and normalised interests, toasts and returns to read", async () => {
		let saved: CurrentUser = USER;
		const calls = stubFetch({
			"GET /api/auth/user": () => json(saved),
			"GET /api/adventures/stats": () => json(STATS),
			"GET /api/places/autocomplete": () =>
				json([
					{
						place_id: "city:boulder",
						description: "Boulder, CO, USA",
						structured_formatting: { main_text: "Boulder", secondary_text: "CO, USA" },
					},
				]),
			"GET /api/places/details": () =>
				json({ latitude: 40.015, longitude: -105.27, address: "Boulder, CO, USA", name: "Boulder", photoUrl: null }),
			"PUT /api/user/profile": (init) => {
				const body = JSON.parse(String(init?.body));
				saved = { ...USER, ...body };
				return json(saved);
			},
		});
		renderPage();
		await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
		await userEvent.type(screen.getByRole("combobox"), "Bould");
		await userEvent.click(await screen.findByRole("option", { name: /Boulder/ }, { timeout: 2000 }));
		await userEvent.type(screen.getByLabelText("Number of kids"), "2");
		await userEvent.type(screen.getByLabelText("Kids' ages (optional)"), "7{Enter}");
		await userEvent.click(screen.getByRole("button", { name: "hiking" }));
		await userEvent.type(screen.getByLabelText("Add a custom interest"), "  Rock Pools {Enter}");
		await userEvent.type(screen.getByLabelText("Add a custom interest"), "rock pools{Enter}");
		await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));

		expect(await screen.findByText("Profile Updated")).toBeTruthy();
		const put = calls.find((c) => c.key === "PUT /api/user/profile");
		expect(put?.body).toMatchObject({
			homeLocation: "Boulder, CO, USA",
			homeLatitude: 40.015,
			homeLongitude: -105.27,
			numberOfKids: 2,
			kidAges: [7],
			interestTags: ["museums", "hiking", "rock pools"],
		});
		await waitFor(() => expect(screen.queryByRole("form", { name: "Edit profile" })).toBeNull());
		expect(screen.getByRole("button", { name: "Edit Profile" })).toBeTruthy();
	});

	it("a failed save keeps the form and shows the spec's message", async () => {
		stubFetch({
			"GET /api/auth/user": () => json(USER),
			"GET /api/adventures/stats": () => json(STATS),
			"PUT /api/user/profile": () => json({ error: "nope" }, 500),
		});
		renderPage();
		await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
		await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
		expect(await screen.findByText("Failed to update profile. Please try again.")).toBeTruthy();
		expect(screen.getByRole("form", { name: "Edit profile" })).toBeTruthy();
	});
});

describe("avatar upload", () => {
	it("gives up after 30 s with an UploadTimeoutError", async () => {
		expect(UPLOAD_TIMEOUT_MS).toBe(30_000);
		globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
			new Promise((_resolve, reject) => {
				init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
			})) as typeof fetch;
		await expect(uploadProfileImage(new Blob(["x"], { type: "image/jpeg" }), 20)).rejects.toBeInstanceOf(
			UploadTimeoutError,
		);
	});
});

describe("cropToAvatar", () => {
	it("draws the selection (scaled to the natural size) onto 150×150 and encodes JPEG at 0.7", async () => {
		expect([AVATAR_SIZE_PX, AVATAR_JPEG_QUALITY]).toEqual([150, 0.7]);
		const drawImage = vi.fn();
		const context = { drawImage, fillRect: vi.fn(), fillStyle: "", imageSmoothingQuality: "" };
		const getContext = vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as never);
		let encoded: { type?: string; quality?: unknown; width?: number } = {};
		const toBlob = vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
			this: HTMLCanvasElement,
			done,
			type,
			quality,
		) {
			encoded = { type, quality, width: this.width };
			done(new Blob(["jpeg"], { type: "image/jpeg" }));
		});
		const image = { naturalWidth: 640, naturalHeight: 640, width: 320, height: 320 } as HTMLImageElement;
		const blob = await cropToAvatar(image, { unit: "px", x: 16, y: 16, width: 288, height: 288 });
		expect(blob.type).toBe("image/jpeg");
		expect(encoded).toEqual({ type: "image/jpeg", quality: 0.7, width: 150 });
		expect(drawImage).toHaveBeenCalledWith(image, 32, 32, 576, 576, 0, 0, 150, 150);
		getContext.mockRestore();
		toBlob.mockRestore();
	});
});
