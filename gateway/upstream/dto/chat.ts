import * as z from 'zod';
import { memberRead, memberWrite, relay, row, type EndpointDef } from '../endpoint-row';

/** CBS_modelList: the brand's service desks. */
export const chatModelsSchema = z.lazy(() => z.array(z.object({ modelId: z.string().min(1), name: z.string(), template: z.string().optional() })));

/** CBS_launchChat: the chat room's address (`value.chatUrl`). */
export const chatLaunchSchema = z.lazy(() => z.object({ chatUrl: z.string().min(1).max(2048) }).passthrough());

/** CBS_unreadCount: service answers the member has not seen. */
export const chatUnreadSchema = z.lazy(() => z.object({ count: z.number().int().nonnegative() }));

/** The chat's rows of the endpoint table (endpoints.ts). */
export const chatEndpoints = {
  // The brand's service desks: the member's token goes with it when there is one.
  chatModels: row({
    path: relay('CBS_modelList'),
    method: 'GET',
    moduleId: 'CBS3',
    token: 'optional',
    encrypted: false,
    cache: null,
    schema: chatModelsSchema,
  }),
  launchChat: memberWrite(relay('CBS_launchChat'), 'CBS3', chatLaunchSchema),
  chatUnreadCount: memberRead(relay('CBS_unreadCount'), 'CBS3', chatUnreadSchema),
} satisfies Record<string, EndpointDef>;
