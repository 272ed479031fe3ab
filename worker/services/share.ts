import { publicAdventurePath, shareLinkPath, shareMessages } from "../../domain/share/share";
import type { Db } from "../db";
import * as adventuresDb from "../db/adventures";
import type { AdventureRow, UserRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { UpstreamError } from "../lib/errors";
import { randomToken } from "../lib/signing";
import { type EmailMessage, EmailSendError } from "../providers/email";
import type { Access } from "./adventure-access";
import { buildAdventureCalendar, calendarFileName } from "./calendar";
import { listPaths } from "./paths";

/** The adventure's share link, created (32 random bytes, base64url) when it has none. */
export async function ensureShareLink(db: Db, adventure: AdventureRow, origin: string): Promise<{ url: string }> {
	let token = adventure.shareToken;
	if (!token) {
		token = randomToken(32);
		await adventuresDb.setShareToken(db, adventure.id, token);
	}
	return { url: `${origin}${shareLinkPath(adventure.id, token)}` };
}

/** Revokes the share link: the old token stops working at once; a later create makes a new one. */
export async function revokeShareLink(db: Db, adventure: AdventureRow): Promise<{ revoked: true }> {
	await adventuresDb.setShareToken(db, adventure.id, null);
	return { revoked: true };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function senderName(user: UserRow): string {
	const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
	return name || user.email;
}

function shareMessage(appName: string, to: string, from: string, title: string, link: string, note?: string) {
	const subject = `${from} shared "${title}" with you`;
	const text = [
		`${from} shared the adventure "${title}" with you on ${appName}.`,
		...(note ? ["", note] : []),
		"",
		`Open it here: ${link}`,
	].join("\n");
	const html = [
		`<p>${escapeHtml(from)} shared the adventure <strong>${escapeHtml(title)}</strong> with you on ${escapeHtml(appName)}.</p>`,
		...(note ? [`<p>${escapeHtml(note).replace(/\n/g, "<br>")}</p>`] : []),
		`<p><a href="${escapeHtml(link)}">Open ${escapeHtml(title)}</a></p>`,
	].join("\n");
	return { to, subject, text, html } satisfies EmailMessage;
}

/**
 * E-mails the adventure to each address (the public page when public, else its share link, created
 * if needed), one message per address so recipients do not see each other.
 */
export async function sendShareEmails(
	deps: Pick<Deps, "db" | "config" | "email">,
	sender: UserRow,
	adventure: AdventureRow,
	input: { emails: string[]; message?: string },
	origin: string,
): Promise<{ sent: number; shareUrl: string }> {
	const shareUrl = adventure.isPublic
		? `${origin}${publicAdventurePath(adventure.id)}`
		: (await ensureShareLink(deps.db, adventure, origin)).url;
	const recipients = [...new Set(input.emails.map((email) => email.toLowerCase()))];
	const note = input.message?.trim() || undefined;
	try {
		for (const to of recipients) {
			await deps.email.send(shareMessage(deps.config.appName, to, senderName(sender), adventure.title, shareUrl, note));
		}
	} catch (error) {
		if (error instanceof EmailSendError) throw new UpstreamError(shareMessages.sendFailed);
		throw error;
	}
	return { sent: recipients.length, shareUrl };
}

/** The adventure's `.ics` (see calendar.ts), its link the page the caller can open. */
export async function adventureCalendar(
	db: Db,
	adventure: AdventureRow,
	access: Access,
	origin: string,
	share: string | undefined,
): Promise<{ file: string; fileName: string }> {
	const paths = await listPaths(db, adventure.id);
	const link =
		access === "owner"
			? `${origin}/adventure/${encodeURIComponent(adventure.id)}`
			: adventure.isPublic || !share
				? `${origin}${publicAdventurePath(adventure.id)}`
				: `${origin}${shareLinkPath(adventure.id, share)}`;
	const file = buildAdventureCalendar(
		adventure,
		paths.map((path) => ({ name: path.name, stops: path.stops.map((stop) => ({ name: stop.place.name })) })),
		link,
	);
	return { file, fileName: calendarFileName(adventure.title) };
}
