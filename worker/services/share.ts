import {
	publicAdventurePath,
	SHARE_EMAILS_PER_INBOX_PER_DAY,
	SHARE_RECIPIENTS_PER_SENDER_PER_DAY,
	shareLinkPath,
	shareMessages,
} from "../../domain/share/share";
import { inboxOf } from "../../domain/user/user-rules";
import type { Db } from "../db";
import * as adventuresDb from "../db/adventures";
import type { AdventureRow, UserRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { NotFoundError, RateLimitedError, UpstreamError } from "../lib/errors";
import { randomToken } from "../lib/signing";
import { type EmailMessage, EmailSendError, escapeHtml } from "../providers/email";
import type { Access } from "./adventure-access";
import { buildAdventureCalendar, type CalendarDay, calendarFileName } from "./calendar";
import { listedPathRoute, listPaths } from "./paths";
import { RateLimiter, type RateLimitSlot } from "./rate-limit";

/**
 * The adventure's share link, created (32 random bytes, base64url) when it has none. The token is
 * set only where none exists and read back in the same statement, so parallel calls all answer
 * the one token that was stored, never one that was overwritten at once.
 */
export async function ensureShareLink(db: Db, adventure: AdventureRow, origin: string): Promise<{ url: string }> {
	const token = adventure.shareToken ?? (await adventuresDb.claimShareToken(db, adventure.id, randomToken(32)));
	if (!token) throw new NotFoundError("Adventure not found");
	return { url: `${origin}${shareLinkPath(adventure.id, token)}` };
}

/** Revokes the share link: the old token stops working at once; a later create makes a new one. */
export async function revokeShareLink(db: Db, adventure: AdventureRow): Promise<{ revoked: true }> {
	await adventuresDb.setShareToken(db, adventure.id, null);
	return { revoked: true };
}

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

const DAY_MS = 24 * 60 * 60_000;

/** One address per inbox (the first spelling given, lowercased): `a+x@b.org`, `A@b.org` are one recipient, and so are `a.n.n@gmail.com`, `ann@googlemail.com`. */
function recipientsByInbox(emails: string[]): string[] {
	const byInbox = new Map<string, string>();
	for (const email of emails) {
		const inbox = inboxOf(email);
		if (!byInbox.has(inbox)) byInbox.set(inbox, email.toLowerCase());
	}
	return [...byInbox.values()];
}

/**
 * Each recipient's place among the sender's distinct recipients of the day, all taken before any
 * mail goes: when one would pass SHARE_RECIPIENTS_PER_SENDER_PER_DAY, those taken are given back
 * and the request is a 429 that sends nothing.
 */
async function takeRecipientSlots(db: Db, sender: UserRow, recipients: string[]): Promise<RateLimitSlot[]> {
	const perSender = new RateLimiter(db, SHARE_RECIPIENTS_PER_SENDER_PER_DAY, DAY_MS);
	const slots: RateLimitSlot[] = [];
	for (const to of recipients) {
		const slot = await perSender.takeDistinct(`share-email-recipients:${sender.id}`, inboxOf(to));
		if (!slot) {
			await Promise.all(slots.map((taken) => taken.release()));
			throw new RateLimitedError(shareMessages.recipientsPerDay, DAY_MS / 1000);
		}
		slots.push(slot);
	}
	return slots;
}

/**
 * E-mails the adventure to each address (the public page when public, else its share link, created
 * if needed), one message per inbox so recipients do not see each other. A sender reaches at most
 * SHARE_RECIPIENTS_PER_SENDER_PER_DAY distinct inboxes a day (past it, a 429 and nothing sent), and
 * an inbox gets at most SHARE_EMAILS_PER_INBOX_PER_DAY share mails a day from all senders together:
 * one past its limit is skipped (`sent` counts the mails sent), and a 429 answers a request that
 * could mail nobody. A recipient not mailed does not count among the sender's.
 */
export async function sendShareEmails(
	deps: Pick<Deps, "db" | "config" | "email">,
	sender: UserRow,
	adventure: AdventureRow,
	input: { emails: string[]; message?: string },
	origin: string,
): Promise<{ sent: number; shareUrl: string }> {
	const recipients = recipientsByInbox(input.emails);
	const counted = await takeRecipientSlots(deps.db, sender, recipients);
	const unmailed = new Set(counted);
	try {
		const shareUrl = adventure.isPublic
			? `${origin}${publicAdventurePath(adventure.id)}`
			: (await ensureShareLink(deps.db, adventure, origin)).url;
		const note = input.message?.trim() || undefined;
		const perInbox = new RateLimiter(deps.db, SHARE_EMAILS_PER_INBOX_PER_DAY, DAY_MS);
		let sent = 0;
		for (const [index, to] of recipients.entries()) {
			const slot = await perInbox.take(`share-email-inbox:${inboxOf(to)}`);
			if (!slot) continue;
			try {
				await deps.email.send(
					shareMessage(deps.config.appName, to, senderName(sender), adventure.title, shareUrl, note),
				);
			} catch (error) {
				await slot.release();
				if (error instanceof EmailSendError) throw new UpstreamError(shareMessages.sendFailed);
				throw error;
			}
			unmailed.delete(counted[index] as RateLimitSlot);
			sent++;
		}
		if (sent === 0) throw new RateLimitedError(shareMessages.rateLimited, DAY_MS / 1000);
		return { sent, shareUrl };
	} finally {
		await Promise.all([...unmailed].map((slot) => slot.release()));
	}
}

/**
 * The adventure's `.ics` (see calendar.ts), its link the page the caller can open: the trip's
 * event and one per dated path, whose legs come from the routes provider (none when it fails).
 */
export async function adventureCalendar(
	deps: Pick<Deps, "db" | "routes">,
	adventure: AdventureRow,
	access: Access,
	origin: string,
	share: string | undefined,
): Promise<{ file: string; fileName: string }> {
	const paths = await listPaths(deps.db, adventure.id);
	const link =
		access === "owner"
			? `${origin}/adventure/${encodeURIComponent(adventure.id)}`
			: adventure.isPublic || !share
				? `${origin}${publicAdventurePath(adventure.id)}`
				: `${origin}${shareLinkPath(adventure.id, share)}`;
	const days = await Promise.all(
		paths.flatMap((path) => {
			if (path.date == null) return [];
			const date = path.date;
			return [
				listedPathRoute(deps.routes, path, adventure.kidAges).then(
					(route): CalendarDay => ({
						id: path.id,
						name: path.name,
						description: path.description,
						date,
						transportMode: path.transportMode,
						updatedAt: new Date(path.updatedAt),
						stops: path.stops.map(({ place }) => place),
						legs: route.legs,
					}),
				),
			];
		}),
	);
	const file = buildAdventureCalendar(
		adventure,
		paths.map((path) => ({ name: path.name, stops: path.stops.map((stop) => ({ name: stop.place.name })) })),
		link,
		new Date(),
		days,
	);
	return { file, fileName: calendarFileName(adventure.title) };
}
