import * as z from 'zod';
import { optionalText, requiredText } from './validation';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The development stand-in for Google and Facebook: the identity a tester signs in as. */
export const devIdentitySchema = z.object({
  email: requiredText(100).toLowerCase().regex(EMAIL, 'validation.patterns.EMAIL'),
  name: optionalText(60),
});
