// Kept apart from the zod schemas in ./user so a screen that needs only these rules does not load zod.

export const NAME_MAX = 60;

export const EMAIL_MAX = 254;

/**
 * An e-mail address as this app takes one (sign-in and share alike): a local part of letters,
 * digits and `_ ' + -` in dot-separated runs, an `@`, then dot-separated domain labels (letters,
 * digits, inner hyphens) ending in a top-level domain of at least two letters. No spaces, quotes,
 * brackets, commas or line breaks, so an address can never carry a mail header's own syntax.
 */
const EMAIL_ADDRESS = /^[\w'+-]+(?:\.[\w'+-]+)*@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i;

export const isEmailAddress = (text: string) => text.length <= EMAIL_MAX && EMAIL_ADDRESS.test(text);

/** Gmail's domains: one mailbox answers to both, and to its local part with or without dots. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address reaches, for limits per recipient and for sending once per inbox:
 * lowercased, with the plus part of its local part dropped (`Ann+trip@Example.org` and
 * `ann@example.org` are one inbox); a Gmail address also without the dots of its local part and
 * on gmail.com (`A.n.n@googlemail.com` is `ann@gmail.com`), as Gmail delivers them.
 */
export function inboxOf(email: string): string {
	const at = email.lastIndexOf("@");
	const local = (email.slice(0, at).split("+")[0] ?? "").toLowerCase();
	const domain = email.slice(at + 1).toLowerCase();
	if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll(".", "")}@gmail.com`;
	return `${local}@${domain}`;
}
