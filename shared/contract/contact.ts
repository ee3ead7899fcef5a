import { z } from 'zod'

export const CONTACT_SUBJECT = 'Pricing Inquiry'

export const CreateContactMessageInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email('Enter a valid e-mail address').max(320),
  subject: z.string().trim().max(200).default(CONTACT_SUBJECT),
  message: z.string().trim().min(1, 'Message is required').max(5000),
})
export type CreateContactMessageInput = z.input<typeof CreateContactMessageInputSchema>

export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

/** POST /api/contact answers 201 with the new message's id. */
export const ContactMessageCreatedSchema = z.object({ id: z.string() })
