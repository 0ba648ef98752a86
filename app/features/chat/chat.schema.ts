import * as z from 'zod';

/** Opening the chat room: the model (queue) the member picked, if the brand offers several; longer ids are cut, never refused. */
export const launchChatSchema = z.object({
  modelId: z
    .string()
    .transform((id) => id.slice(0, 40))
    .optional(),
});
