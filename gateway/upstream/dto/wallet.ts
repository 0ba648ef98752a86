import { z } from 'zod';
import { amount } from './common';

export const balanceSchema = z.object({ balance: amount, currency: z.string().nullish() });
