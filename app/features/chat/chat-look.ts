/** The chat room's header colour: the brand's accent (--color-accent in app/styles/tokens.css); the room picks a readable text colour. */
export const CHAT_HEADER_COLOR = '#f5c542';
