/** The chat room's header colour: the brand's accent (app.css --accent); the room picks a readable text colour. */
export const CHAT_HEADER_COLOR = '#f5c542';
