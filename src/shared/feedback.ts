import { hasControlCharacters, isEmailAddress } from "./text-rules";
import { z } from "./zod";

/** Feedback form rules (site.md section 5), the same in the browser and on the server. */

export const FEEDBACK_EMAIL_MAX = 254;
export const FEEDBACK_MESSAGE_MAX = 2000;
export const FEEDBACK_NAME_MAX = 30;

export const feedbackMessages = {
  missingField: "Please fill in both email and message fields",
  invalidEmail: "Please enter a valid email address",
  emailTooLong: `Your email address can be at most ${FEEDBACK_EMAIL_MAX} characters.`,
  messageTooLong: `Your message can be at most ${FEEDBACK_MESSAGE_MAX.toLocaleString("en-US")} characters.`,
  messageControlCharacters: "Your message can't contain control characters, other than line breaks and tabs.",
  failed: "Failed to submit feedback. Please try again.",
  success: "Thank you for your feedback!",
} as const;

export type FeedbackFields = { email: string; message: string };

/**
 * The first rule the fields break, as the message the visitor sees, or null when they are fine.
 * Lengths come first: the address's pattern is only tried on an address of a possible length.
 */
export function feedbackError({ email, message }: FeedbackFields): string | null {
  if (email.trim() === "" || message.trim() === "") return feedbackMessages.missingField;
  if (email.trim().length > FEEDBACK_EMAIL_MAX) return feedbackMessages.emailTooLong;
  if (!isEmailAddress(email.trim())) return feedbackMessages.invalidEmail;
  if (message.trim().length > FEEDBACK_MESSAGE_MAX) return feedbackMessages.messageTooLong;
  if (hasControlCharacters(message, { multiline: true })) return feedbackMessages.messageControlCharacters;
  return null;
}

/** What POST /api/feedback accepts: the two fields plus where the visitor was when they wrote. */
export const feedbackRequestSchema = z
  .object({
    email: z.string().max(FEEDBACK_EMAIL_MAX * 2),
    message: z.string().max(FEEDBACK_MESSAGE_MAX * 2),
    /** The Catchphrase room code the visitor was in, if any. */
    roomId: z
      .string()
      .regex(/^[A-Z0-9]{6}$/)
      .optional(),
    /** The visitor's Catchphrase player name, if they had one. */
    playerName: z
      .string()
      .trim()
      .min(1)
      .max(FEEDBACK_NAME_MAX)
      .refine((name) => !hasControlCharacters(name))
      .optional(),
  })
  .strict();

export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** site.md section 3: istTime is the time in the Asia/Kolkata zone, UTC plus this offset. */
export const IST_OFFSET_MS = 19_800_000;

/** "2026-11-22 15:04:05 IST" for a UTC timestamp in milliseconds. */
export function formatIstTime(timestamp: number): string {
  return `${new Date(timestamp + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ")} IST`;
}
