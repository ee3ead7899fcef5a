import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AskInput, Conversation, ResearchEvent, SourceProgress } from '#shared/contract/research'
import { useToast } from '../../../components/toast'
import { ApiError } from '../../../lib/api-client'
import { sessionKeys } from '../../session/api/session-queries'
import { askResearch, researchKeys } from '../api/research-api'
import type { AnswerState, ChatMessage } from '../chat-types'
import { EMPTY_ANSWER_FALLBACK, researchErrorToast } from '../research-errors'
import { conversationToMessages } from '../saved-conversation'

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Math.random()).slice(2))

const emptyAnswer = (): AnswerState => ({
  status: 'streaming',
  progress: [],
  kind: null,
  model: null,
  notice: null,
  sentences: null,
  references: [],
  receipt: null,
})

function withProgress(list: SourceProgress[], progress: SourceProgress): SourceProgress[] {
  const at = list.findIndex((entry) => entry.source === progress.source)
  if (at === -1) return [...list, progress]
  return list.map((entry, i) => (i === at ? progress : entry))
}

/** Applies one event to the answer being written (pure; the draft is a fresh object each time). */
export function applyResearchEvent(draft: ChatMessage, event: ResearchEvent): ChatMessage {
  const answer = draft.answer ?? emptyAnswer()
  switch (event.type) {
    case 'conversation':
      return draft
    case 'progress':
      return { ...draft, answer: { ...answer, progress: withProgress(answer.progress, event.progress) } }
    case 'answer-start':
      return { ...draft, answer: { ...answer, kind: event.kind, model: event.model, notice: event.notice } }
    case 'delta':
      return { ...draft, content: draft.content + event.text }
    case 'sentences':
      return { ...draft, answer: { ...answer, sentences: event.sentences } }
    case 'references':
      return { ...draft, answer: { ...answer, references: event.references } }
    case 'done':
      return {
        ...draft,
        answer: {
          ...answer,
          status: event.incomplete ? 'incomplete' : 'done',
          receipt: event.receipt,
          kind: answer.kind ?? event.receipt.kind,
          model: answer.model ?? event.receipt.model,
        },
      }
    case 'error':
      return { ...draft, answer: { ...answer, status: draft.content.trim() ? 'incomplete' : 'failed' } }
    case 'trend':
      return {
        ...draft,
        answer: { ...answer, trend: { years: event.years, slope: event.slope, intercept: event.intercept } },
      }
    case 'compounds':
      return { ...draft, answer: { ...answer, compounds: event.compounds } }
    case 'blast':
      return { ...draft, answer: { ...answer, blast: event.blast } }
    case 'round': {
      const { type: _type, ...round } = event
      return { ...draft, answer: { ...answer, rounds: [...(answer.rounds ?? []), round] } }
    }
  }
}

/** The end of an answer: an empty text gets the spec's fallback, an answer that never finished is incomplete. */
export function finishAnswer(draft: ChatMessage, ending: 'ended' | 'stopped' | 'broken'): ChatMessage {
  const answer = draft.answer ?? emptyAnswer()
  let status = answer.status
  if (status === 'streaming') status = ending === 'stopped' ? 'stopped' : 'incomplete'
  const content = draft.content.trim() ? draft.content : EMPTY_ANSWER_FALLBACK
  return { ...draft, content, answer: { ...answer, status } }
}

type Ask = { input: AskInput; modeName: string }

export function useResearchChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [isResearching, setIsResearching] = useState(false)
  const abortRef = useRef<AbortController | null>(null)
  const draftRef = useRef<ChatMessage | null>(null)
  const frameRef = useRef<number | null>(null)
  // a follow-up continues the conversation the server saved for the first question
  const conversationRef = useRef<string | null>(null)
  const [conversationId, setConversationIdState] = useState<string | null>(null)
  const toast = useToast()
  const queryClient = useQueryClient()

  const setConversationId = useCallback((id: string | null) => {
    conversationRef.current = id
    setConversationIdState(id)
  }, [])

  const flush = useCallback(() => {
    frameRef.current = null
    const draft = draftRef.current
    if (!draft) return
    setMessages((list) => list.map((message) => (message.id === draft.id ? draft : message)))
  }, [])

  // Deltas arrive far faster than the screen refreshes: render at most once per animation frame.
  const scheduleFlush = useCallback(() => {
    if (frameRef.current === null) frameRef.current = requestAnimationFrame(flush)
  }, [flush])

  const flushNow = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current)
    flush()
  }, [flush])

  useEffect(
    () => () => {
      abortRef.current?.abort()
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current)
    },
    [],
  )

  const ask = useCallback(
    async ({ input, modeName }: Ask) => {
      const controller = new AbortController()
      abortRef.current = controller
      const now = new Date().toISOString()
      const mode = input.mode ?? 'comprehensive'
      const question: ChatMessage = {
        id: newId(),
        content: input.question.trim(),
        isUser: true,
        timestamp: now,
        mode,
        apis: input.sources,
      }
      const draft: ChatMessage = { ...question, id: newId(), content: '', isUser: false, answer: emptyAnswer() }
      draftRef.current = draft
      // read through a function: clear() may drop the draft while this loop awaits
      const readDraft = () => draftRef.current
      setMessages((list) => [...list, question, draft])
      setIsResearching(true)

      let ending: 'ended' | 'stopped' | 'broken' = 'ended'
      const continuing = input.conversationId ?? conversationRef.current ?? undefined
      try {
        const events = await askResearch({ ...input, conversationId: continuing }, controller.signal)
        for await (const event of events) {
          const current = readDraft()
          if (current === null) break
          if (event.type === 'conversation') setConversationId(event.conversationId)
          draftRef.current = applyResearchEvent(current, event)
          if (event.type === 'error') {
            const text = researchErrorToast({ status: 0, code: event.code, message: event.message }, modeName)
            toast({ ...text, variant: 'destructive' })
          }
          if (event.type === 'done' || event.type === 'error') break
          scheduleFlush()
        }
      } catch (error) {
        if (controller.signal.aborted) ending = 'stopped'
        else if (error instanceof ApiError) {
          ending = 'broken'
          const failure = { status: error.status, code: error.code, message: error.message }
          toast({ ...researchErrorToast(failure, modeName), variant: 'destructive' })
          if (error.status === 401) queryClient.setQueryData(sessionKeys.me(), null)
          // deleted elsewhere (another tab): the next question starts a new conversation
          if (error.status === 404 && continuing !== undefined) setConversationId(null)
          const current = readDraft()
          if (current && current.content === '' && current.answer)
            draftRef.current = { ...current, content: error.message, answer: { ...current.answer, status: 'failed' } }
        } else {
          ending = 'broken'
          if (!readDraft()?.content)
            toast({ ...researchErrorToast({ status: 0, code: '', message: '' }, modeName), variant: 'destructive' })
        }
      } finally {
        const current = readDraft()
        if (current) {
          draftRef.current = finishAnswer(current, ending)
          flushNow()
        }
        draftRef.current = null
        if (abortRef.current === controller) abortRef.current = null
        setIsResearching(false)
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })
        void queryClient.invalidateQueries({ queryKey: researchKeys.conversations() })
      }
    },
    [flushNow, queryClient, scheduleFlush, setConversationId, toast],
  )

  const stop = useCallback(() => abortRef.current?.abort(), [])

  const clear = useCallback(() => {
    abortRef.current?.abort()
    draftRef.current = null
    setConversationId(null)
    setMessages([])
  }, [setConversationId])

  /** Shows a saved conversation; the next question continues it. */
  const load = useCallback(
    (conversation: Conversation) => {
      abortRef.current?.abort()
      draftRef.current = null
      setConversationId(conversation.id)
      setMessages(conversationToMessages(conversation))
    },
    [setConversationId],
  )

  return { messages, isResearching, conversationId, ask, stop, clear, load }
}
