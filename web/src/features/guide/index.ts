export { GuideChat } from "./components/guide-chat";
