import { describe, expect, it } from "vitest";
import {
	currentUserSchema,
	fullNameOf,
	inboxOf,
	initialsOf,
	isEmailAddress,
	localSignInSchema,
} from "../../domain/user/user";

describe("initialsOf", () => {
	it.each([
		[{ firstName: "Ada", lastName: "Lovelace", email: "ada@example.org" }, "AL"],
		[{ firstName: "ada", lastName: "lovelace", email: null }, "AL"],
		[{ firstName: "  ada ", lastName: " lovelace", email: null }, "AL"],
		[{ firstName: "Ada", lastName: null, email: "x@example.org" }, "A"],
		[{ firstName: null, lastName: "Lovelace", email: null }, "L"],
		[{ firstName: "", lastName: "   ", email: "zed@example.org" }, "Z"],
		[{ firstName: null, lastName: null, email: "mia@example.org" }, "M"],
		[{ firstName: null, lastName: null, email: null }, "?"],
		[{ firstName: null, lastName: null, email: "" }, "?"],
		[{ firstName: "Émile", lastName: "Ørsted", email: null }, "ÉØ"],
	])("%j → %s", (user, expected) => {
		expect(initialsOf(user)).toBe(expected);
	});
});

describe("fullNameOf", () => {
	it.each([
		[{ firstName: "Ada", lastName: "Lovelace" }, "Ada Lovelace"],
		[{ firstName: "Ada", lastName: null }, "Ada"],
		[{ firstName: null, lastName: "Lovelace" }, "Lovelace"],
		[{ firstName: "", lastName: "Lovelace" }, "Lovelace"],
		[{ firstName: null, lastName: null }, ""],
	])("%j → %j", (user, expected) => {
		expect(fullNameOf(user)).toBe(expected);
	});
});

describe("localSignInSchema", () => {
	const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.org" };

	it("trims names and trims and lowercases the e-mail", () => {
		expect(
			localSignInSchema.parse({ firstName: "  Ada ", lastName: "\tLovelace\n", email: "  Ada@Example.ORG " }),
		).toEqual(valid);
	});

	it("keeps an optional returnTo as given (the server makes it safe)", () => {
		expect(localSignInSchema.parse({ ...valid, returnTo: "//evil.com" }).returnTo).toBe("//evil.com");
		expect(localSignInSchema.parse(valid).returnTo).toBeUndefined();
	});

	it("accepts names of 60 characters and an e-mail of 254", () => {
		const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.org`;
		expect(email).toHaveLength(254);
		expect(localSignInSchema.safeParse({ firstName: "F".repeat(60), lastName: "L".repeat(60), email }).success).toBe(
			true,
		);
	});

	it.each([
		["first name missing", { lastName: "L", email: "a@example.org" }, "firstName"],
		["first name blank", { ...valid, firstName: "   " }, "firstName"],
		["first name over 60", { ...valid, firstName: "F".repeat(61) }, "firstName"],
		["last name missing", { firstName: "F", email: "a@example.org" }, "lastName"],
		["last name blank", { ...valid, lastName: "" }, "lastName"],
		["last name over 60", { ...valid, lastName: "L".repeat(61) }, "lastName"],
		["e-mail missing", { firstName: "F", lastName: "L" }, "email"],
		["e-mail without @", { ...valid, email: "ada.example.org" }, "email"],
		["e-mail without domain", { ...valid, email: "ada@" }, "email"],
		["e-mail with a space inside", { ...valid, email: "a da@example.org" }, "email"],
		["e-mail over 254", { ...valid, email: `${"a".repeat(250)}@example.org` }, "email"],
		["e-mail not a string", { ...valid, email: 42 }, "email"],
		["returnTo over 2048", { ...valid, returnTo: `/${"a".repeat(2048)}` }, "returnTo"],
	])("refuses %s", (_name, body, field) => {
		const result = localSignInSchema.safeParse(body);
		expect(result.success).toBe(false);
		expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(field);
	});

	it("says what is wrong in words", () => {
		const messages = (body: unknown) => localSignInSchema.safeParse(body).error?.issues.map((issue) => issue.message);
		expect(messages({ ...valid, firstName: "" })).toEqual(["First name is required"]);
		expect(messages({ ...valid, lastName: " " })).toEqual(["Last name is required"]);
		expect(messages({ ...valid, email: "nope" })).toEqual(["Enter a valid e-mail address"]);
	});
});

describe("currentUserSchema", () => {
	it("strips fields that are not part of the Current user", () => {
		const parsed = currentUserSchema.parse({
			id: "u1",
			firstName: "Ada",
			lastName: null,
			email: "ada@example.org",
			profileImageUrl: null,
			isAdmin: false,
			homeLocation: null,
			homeLatitude: null,
			homeLongitude: null,
			numberOfKids: null,
			kidAges: [],
			interestTags: [],
			isLocalWunder: false,
			loginCount: 3,
			oidcSubject: "x",
		});
		expect(parsed).not.toHaveProperty("loginCount");
		expect(parsed).not.toHaveProperty("oidcSubject");
	});
});

describe("isEmailAddress (sign-in and share alike)", () => {
	it.each(["ann@example.org", "Ann.Lee+trips@mail.example.co.uk", "o'neil_1@x-y.io", "a-b@sub.example.travel"])(
		"takes %s",
		(email) => expect(isEmailAddress(email)).toBe(true),
	);
	it.each([
		"<a@b.co>",
		'"x"@example.org',
		"a b@example.org",
		"a@b",
		"x@y.z",
		"a@-b.org",
		"a..b@example.org",
		"a@example.org\r\nBcc: c@example.org",
		"a@example.org, b@example.org",
		`${"a".repeat(250)}@x.org`,
	])("refuses %j", (email) => expect(isEmailAddress(email)).toBe(false));
});

describe("inboxOf", () => {
	it.each([
		["Ann+Trips@Example.org", "ann@example.org"],
		["ann@example.org", "ann@example.org"],
		["ann+a+b@example.org", "ann@example.org"],
		// Gmail ignores dots in the local part and answers googlemail.com too; other domains keep their dots.
		["A.n.N@gmail.com", "ann@gmail.com"],
		["a.n.n+trip@GoogleMail.com", "ann@gmail.com"],
		["ann@googlemail.com", "ann@gmail.com"],
		["a.n.n@example.org", "a.n.n@example.org"],
		["a.n.n@gmail.com.example.org", "a.n.n@gmail.com.example.org"],
	])("%s → %s", (email, inbox) => expect(inboxOf(email)).toBe(inbox));
});
