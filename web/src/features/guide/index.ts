export { askOpeningEarly } from "./api/ask-guide";
export { GuideChat } from "./components/guide-chat";
