import { z } from 'zod';

/** CBS_modelList: the brand's service desks. */
export const chatModelsSchema = z.array(z.object({ modelId: z.string().min(1), name: z.string(), template: z.string().optional() }));

/** CBS_launchChat: the chat room's address (`value.chatUrl`). */
export const chatLaunchSchema = z.object({ chatUrl: z.string().min(1).max(2048) }).passthrough();

/** CBS_unreadCount: service answers the member has not seen. */
export const chatUnreadSchema = z.object({ count: z.number().int().nonnegative() });
