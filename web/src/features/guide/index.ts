export { GuideChat } from "./components/guide-chat";
export { startGuide } from "./start-guide";
