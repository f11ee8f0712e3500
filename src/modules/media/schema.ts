import { z } from "zod";

export const MAX_ALT_LENGTH = 250;

/**
 * Alt text: what the image shows, for people who cannot see it. Required
 * before an image can be used; a file name is not a description.
 */
export const altSchema = z
  .string()
  .trim()
  .min(1, "Describe the image for people who cannot see it")
  .max(MAX_ALT_LENGTH, `Keep the description under ${MAX_ALT_LENGTH} characters`)
  .refine((alt) => !/^[\w\s.-]+\.(jpe?g|png|gif|webp|avif|heic)$/i.test(alt), "Describe what the image shows, not its file name");
