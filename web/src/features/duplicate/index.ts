export { DuplicateAdventureButton } from "./duplicate-adventure-button";
