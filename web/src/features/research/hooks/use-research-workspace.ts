import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Me } from '#shared/contract/account'
import {
  QUESTION_MAX_LENGTH,
  SCAN_DEPTH_DEFAULT,
  type Conversation,
  type ResearchModeId,
  type ResearchSourceId,
} from '#shared/contract/research'
import { useToast } from '../../../components/toast'
import { useSearchParams } from '../../../lib/router'
import { researchSourcesQuery, sourcesToSend, toggleSource } from '../../../lib/research-sources'
import { exportChat, exportFileName, EXPORT_FORMATS, type ExportFormat } from '../chat-export'
import type { ChatMessage } from '../chat-types'
import { canSubmit, canUseMode, chooseMode, defaultSources, modeById, type Access } from '../research-rules'
import type { ResearchSettings } from '../components/settings-card'
import { answerToSpeech } from '../speech-text'
import { useResearchChat } from './use-research-chat'
import { useSpeechRecognition, useSpeechSynthesis } from './use-voice'
import { downloadFile } from '../../../lib/download'

function chatAsText(messages: readonly ChatMessage[]): string {
  return messages
    .map((message) => {
      const references = (message.answer?.references ?? []).map(
        (reference) => `[${reference.n}] ${reference.work.title}${reference.link ? ` ${reference.link}` : ''}`,
      )
      return [`${message.isUser ? 'You' : 'Lodestar'}: ${message.content}`, ...references].join('\n')
    })
    .join('\n\n')
}

function download(text: string, format: ExportFormat, at: Date) {
  const mime = EXPORT_FORMATS.find((entry) => entry.format === format)?.mime ?? 'text/plain'
  downloadFile(text, exportFileName(format, at), `${mime};charset=utf-8`)
}

/** What the live region says: progress while researching, then how the answer ended. */
function statusLine(isResearching: boolean, last: ChatMessage | undefined): string {
  const answer = last && !last.isUser ? last.answer : undefined
  if (isResearching) {
    if (!answer || answer.progress.length === 0) return 'Lodestar is researching...'
    if (last?.content) return 'Lodestar is writing the answer...'
    const answered = answer.progress.filter((entry) => entry.status !== 'asked').length
    return `Lodestar is researching... ${answered} of ${answer.progress.length} sources answered`
  }
  if (!answer) return ''
  const endings = {
    done: 'Answer ready',
    incomplete: 'Answer incomplete',
    stopped: 'Answer stopped',
    failed: 'Research failed',
  }
  return answer.status === 'streaming' ? '' : endings[answer.status]
}

/**
 * The research workspace's state: the mode and settings the member's entitlements allow, the question (prefilled from
 * ?q=), the chat, voice input and spoken answers, and what the header's copy, export and clear do.
 */
export function useResearchWorkspace(me: Me) {
  const toast = useToast()
  const access: Access = { premiumModes: me.entitlements.premiumResearchModes }
  const canUseVoice = me.entitlements.voiceMode
  const sourceStatus = useQuery(researchSourcesQuery())
  const [modeId, setModeId] = useState<ResearchModeId>('comprehensive')
  const [lockedChoice, setLockedChoice] = useState<string | null>(null)
  const [settings, setSettings] = useState<ResearchSettings>({
    ethicalMode: true,
    webScanning: true,
    scanDepth: SCAN_DEPTH_DEFAULT,
    sources: defaultSources(),
    voiceMode: false,
  })
  const [searchParams] = useSearchParams()
  // ?q= arrives from links elsewhere (a flashcard's 'Find papers on this'): prefilled, never sent by itself.
  const [question, setQuestion] = useState(() => searchParams.get('q')?.slice(0, QUESTION_MAX_LENGTH) ?? '')
  const chat = useResearchChat()
  const speech = useSpeechSynthesis()
  const recognition = useSpeechRecognition((transcript) =>
    setQuestion((current) => (current.trim() ? `${current.trim()} ${transcript}` : transcript)),
  )
  const mode = modeById(modeId)
  const voiceOn = settings.voiceMode && canUseVoice
  const toSend = sourcesToSend(settings.sources, sourceStatus.data)
  const canSend = canSubmit(question, chat.isResearching, mode, access) && toSend.length > 0

  const handleChooseMode = (id: ResearchModeId) => {
    const choice = chooseMode(
      { mode: modeId, sources: settings.sources },
      id,
      access,
      (source) => sourceStatus.data?.sources.find((entry) => entry.id === source)?.available !== false,
    )
    if (!choice.allowed) {
      setLockedChoice(modeById(id).name)
      return
    }
    setLockedChoice(null)
    setModeId(choice.mode)
    setSettings((current) => ({ ...current, sources: choice.sources }))
  }

  const handleSubmit = () => {
    if (!canSend) return
    speech.stop()
    const text = question.trim()
    setQuestion('')
    void chat.ask({
      input: {
        question: text,
        mode: modeId,
        sources: toSend,
        scanDepth: settings.scanDepth,
        ethicalMode: settings.ethicalMode,
        webScanning: settings.webScanning,
      },
      modeName: mode.name,
    })
  }

  const handlePrompt = (prompt: string) => {
    if (!canUseMode(mode, access)) return
    setQuestion(prompt)
  }

  const handleVoiceToggle = () => {
    if (recognition.isListening) {
      recognition.stop()
      return
    }
    if (!recognition.start())
      toast({
        title: 'Voice not supported',
        description: 'Speech recognition is not supported in this browser.',
        variant: 'destructive',
      })
  }

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(chatAsText(chat.messages))
      toast({ title: 'Copied', variant: 'success' })
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser did not allow copying.', variant: 'destructive' })
    }
  }

  const handleExport = (format: ExportFormat) => {
    const at = new Date()
    download(exportChat(format, { messages: chat.messages, modeName: mode.name, exportedAt: at }), format, at)
  }

  const handleClear = () => {
    chat.clear()
    speech.stop()
    toast({ title: 'Chat Cleared' })
  }

  const spokenRef = useRef<string | null>(null)

  const handleNewChat = () => {
    chat.clear()
    speech.stop()
    setQuestion('')
  }

  const handleOpenConversation = (conversation: Conversation) => {
    speech.stop()
    chat.load(conversation)
    // an answer loaded from history is not read aloud as if it had just arrived
    spokenRef.current = conversation.messages.at(-1)?.id ?? null
    if (conversation.mode !== modeId) handleChooseMode(conversation.mode)
  }

  // Spoken replies: read each finished answer once, with citations as authors and years.
  const last = chat.messages.at(-1)
  useEffect(() => {
    if (!voiceOn || !last || last.isUser || !last.answer || last.answer.status === 'streaming') return
    if (spokenRef.current === last.id) return
    spokenRef.current = last.id
    speech.speak(answerToSpeech(last.content, last.answer.references))
  }, [last, voiceOn, speech])

  const liveStatus = statusLine(chat.isResearching, last)

  const changeSettings = (patch: Partial<ResearchSettings>) => setSettings((current) => ({ ...current, ...patch }))
  const handleToggleSource = (id: ResearchSourceId) =>
    setSettings((current) => ({ ...current, sources: toggleSource(current.sources, id) }))

  return {
    access,
    canUseVoice,
    sourceStatus,
    modeId,
    mode,
    lockedChoice,
    settings,
    question,
    setQuestion,
    chat,
    speech,
    recognition,
    voiceOn,
    toSend,
    canSend,
    liveStatus,
    changeSettings,
    handleToggleSource,
    handleChooseMode,
    handleSubmit,
    handlePrompt,
    handleVoiceToggle,
    handleCopy,
    handleExport,
    handleClear,
    handleNewChat,
    handleOpenConversation,
  }
}
