/** One e-mail: plain text and HTML bodies of the same message. */
export interface EmailMessage {
	to: string;
	subject: string;
	text: string;
	html: string;
}

/** Sends e-mail: SendGrid when SENDGRID_API_KEY is set, otherwise the D1 outbox. */
export interface EmailProvider {
	readonly kind: "sendgrid" | "outbox";
	/** Resolves once the message is accepted; throws EmailSendError when it is not. */
	send(message: EmailMessage): Promise<void>;
}

/** The e-mail service refused the message or could not be reached: the route answers 502. */
export class EmailSendError extends Error {
	override readonly name = "EmailSendError";
}

/**
 * A header value on one line: line breaks (CR, LF, NEL, U+2028/2029) and other control characters
 * become one space, so a name or a title can never end a header and start another (`Bcc: …`).
 */
export function oneLineHeader(value: string): string {
	// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
	return value.replace(/[\u0000-\u001F\u007F\u0085\u2028\u2029]+/g, " ").trim();
}

/** The message with every header value (recipient, subject) on one line; the bodies untouched. */
export const withOneLineHeaders = (message: EmailMessage): EmailMessage => ({
	...message,
	to: oneLineHeader(message.to),
	subject: oneLineHeader(message.subject),
});

/** Text for an e-mail's HTML body: `&`, `<`, `>`, `"` and `'` as character references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
