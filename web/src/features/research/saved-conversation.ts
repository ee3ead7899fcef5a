import type { Conversation, ConversationMessage } from '#shared/contract/research'
import type { ChatMessage } from './chat-types'

function answerOf(message: ConversationMessage): ChatMessage {
  const { receipt } = message
  return {
    id: message.id,
    content: message.answer,
    isUser: false,
    timestamp: message.createdAt,
    mode: receipt.mode,
    apis: receipt.sources.map((entry) => entry.source),
    answer: {
      status: message.incomplete ? 'incomplete' : 'done',
      progress: receipt.sources,
      kind: message.kind,
      model: receipt.model,
      notice: null,
      sentences: message.sentences,
      references: message.references,
      receipt,
      ...(message.trend && { trend: message.trend }),
      ...(message.compounds.length > 0 && { compounds: message.compounds }),
      ...(message.blast && { blast: message.blast }),
    },
  }
}

/** A saved conversation as the chat shows it: each question, then its answer with references and support marks. */
export function conversationToMessages(conversation: Conversation): ChatMessage[] {
  return conversation.messages.flatMap((message): ChatMessage[] => [
    {
      id: `${message.id}:question`,
      content: message.question,
      isUser: true,
      timestamp: message.createdAt,
      mode: message.receipt.mode,
      apis: message.receipt.sources.map((entry) => entry.source),
    },
    answerOf(message),
  ])
}

/** When a conversation was last used, short: the time today, the day and month this year, else the full date. */
export function conversationDate(iso: string, now: Date, locale?: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  const sameYear = at.getFullYear() === now.getFullYear()
  if (sameYear && at.getMonth() === now.getMonth() && at.getDate() === now.getDate())
    return at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
  return at.toLocaleDateString(locale, sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' })
}
