export { GuideChat } from "./components/guide-chat";
export { startGuide } from "./start-guide";
export { type GuideFrame, receiveGuideFrame } from "./turn-stream";
