import { fireEvent, screen } from "@testing-library/react";
import type { Place } from "../../domain/place/place-rules";
import type { AdventureWithAccess } from "../../web/src/features/adventures";
import { GuideChat } from "../../web/src/features/guide/components/guide-chat";
import { aUser, renderWithClient } from "./render";

/** The Guide tab's chat for an adventure in London, with no live status. */
export function renderGuideChat(
	adventure: AdventureWithAccess,
	onSuggestionsChange: (places: Place[]) => void = () => {},
) {
	return renderWithClient(
		<GuideChat
			adventure={adventure}
			user={aUser()}
			mapCenter={{ lat: 51.5, lng: -0.12 }}
			status={null}
			onSuggestionsChange={onSuggestionsChange}
			onSelect={() => {}}
			onPathCreated={() => {}}
		/>,
	);
}

/** Types a message once the kept conversation (`shown`) is on screen, and presses Enter. */
export async function sendToGuide(text: string, shown = "Hi! I'm Wunder.") {
	await screen.findByText(shown);
	const box = screen.getByRole("textbox");
	fireEvent.change(box, { target: { value: text } });
	fireEvent.keyDown(box, { key: "Enter" });
}
