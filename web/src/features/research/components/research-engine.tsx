import '../zod-without-eval'
import { useQuery } from '@tanstack/react-query'
import { BookOpenCheck, FileDown, LockKeyhole, Mic, Quote, ShieldCheck, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from '../../../lib/router'
import type { Me } from '../../../../../shared/contract/account'
import {
  QUESTION_MAX_LENGTH,
  SCAN_DEPTH_DEFAULT,
  SUGGESTED_PROMPTS,
  type Conversation,
  type ResearchModeId,
  type ResearchSourceId,
} from '../../../../../shared/contract/research'
import { useToast } from '../../../components/toast'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../session/api/session-queries'
import { researchSourcesQuery } from '../api/research-api'
import { exportChat, exportFileName, EXPORT_FORMATS, type ExportFormat } from '../chat-export'
import type { ChatMessage } from '../chat-types'
import { useResearchChat } from '../hooks/use-research-chat'
import { useSpeechRecognition, useSpeechSynthesis } from '../hooks/use-voice'
import {
  canSubmit,
  canUseMode,
  chooseMode,
  defaultSources,
  modeById,
  sourcesToSend,
  toggleSource,
  type Access,
} from '../research-rules'
import { answerToSpeech } from '../speech-text'
import { ChatHeader } from './chat-header'
import { ChatInput } from './chat-input'
import { ConversationsPanel } from './conversations-panel'
import { IntegratedApis } from './integrated-apis'
import { MessageList } from './message-list'
import { ModeList } from './mode-list'
import { PhoneDisclosure } from './phone-disclosure'
import { SettingsCard, type ResearchSettings } from './settings-card'

/** The `?tab=ai` body of the home page: the engine for members, a sign-in card for visitors, then what it can search. */
export function ResearchEngine() {
  const { me, isLoading } = useSession()
  return (
    <div>
      {me ? <ResearchWorkspace me={me} /> : isLoading ? <Spinner label="Loading..." /> : <SignInCard />}
      <FeaturesSection />
      <IntegratedApis />
    </div>
  )
}

function SignInCard() {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" data-testid="research-sign-in">
      <LockKeyhole aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">Sign In Required</h2>
      <p className="mt-2 text-slate-700">Please sign in to use the AI research engine.</p>
      <ButtonLink to="/auth" className="mt-5">
        Sign In to Continue
      </ButtonLink>
    </Card>
  )
}

const FEATURES = [
  {
    icon: BookOpenCheck,
    title: 'Grounded answers',
    text: 'Every answer is built from works retrieved live for your question.',
  },
  { icon: Quote, title: 'Numbered citations', text: 'Each [n] points at a real record, with a link you can open.' },
  { icon: ShieldCheck, title: 'Support checks', text: 'Each sentence shows how well its cited sources support it.' },
  {
    icon: FileDown,
    title: 'Reproducible exports',
    text: 'JSON, Markdown, BibTeX and RIS, each with what was searched and when.',
  },
  {
    icon: Mic,
    title: 'Voice (premium)',
    text: 'Ask by voice and hear answers with citations read as authors and years.',
  },
]

function FeaturesSection() {
  return (
    <section aria-labelledby="research-features-heading" className="mt-10">
      <h3 id="research-features-heading" className="text-xl font-bold text-slate-900">
        What the engine does
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-4">
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
            <p className="mt-2 font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

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
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName(format, at)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
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

function ResearchWorkspace({ me }: { me: Me }) {
  const toast = useToast()
  const access: Access = { premiumModes: me.entitlements.premiumResearchModes || me.isPremium || me.isAdmin }
  const canUseVoice = me.entitlements.voiceMode || me.isPremium || me.isAdmin
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

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-4">
        <ConversationsPanel
          currentId={chat.conversationId}
          isBusy={chat.isResearching}
          onOpen={handleOpenConversation}
          onNewChat={handleNewChat}
          onDeleted={(id) => {
            if (id === chat.conversationId) handleNewChat()
          }}
        />
        <PhoneDisclosure
          label="Research mode and settings"
          summary={`${mode.name} · ${sourceCountLabel(toSend.length)} · scan depth ${settings.scanDepth}`}
        >
          <ModeList selected={modeId} access={access} onChoose={handleChooseMode} />
          <SettingsCard
            settings={settings}
            canUseVoice={canUseVoice}
            sourceStatus={sourceStatus.data}
            sourceStatusFailed={sourceStatus.isError}
            onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
            onToggleSource={(id: ResearchSourceId) =>
              setSettings((current) => ({ ...current, sources: toggleSource(current.sources, id) }))
            }
          />
        </PhoneDisclosure>
        {lockedChoice && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            Premium mode selected.{' '}
            <Link to="/pricing" className="font-medium underline underline-offset-2">
              Upgrade to access
            </Link>{' '}
            {lockedChoice} mode.
          </p>
        )}
      </div>

      <Card className="flex min-w-0 flex-col">
        <ChatHeader
          modeName={mode.name}
          sources={toSend}
          hasMessages={chat.messages.length > 0}
          onClear={handleClear}
          onCopy={() => void handleCopy()}
          onExport={handleExport}
        />
        <div className="min-h-80 flex-1 p-4">
          {chat.messages.length === 0 ? <Welcome onPrompt={handlePrompt} /> : <MessageList messages={chat.messages} />}
          {chat.isResearching && (
            <p className="mt-4 flex items-center gap-2 text-sm text-slate-700" aria-hidden="true">
              <span className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
              Lodestar is researching...
            </p>
          )}
          <p role="status" aria-live="polite" className="sr-only" data-testid="research-status">
            {liveStatus}
          </p>
        </div>
        {voiceOn && speech.isSpeaking && (
          <div className="flex items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm">
            <span className="inline-flex items-center gap-2 text-slate-700">
              <Volume2 aria-hidden="true" className="h-4 w-4" /> Reading the answer aloud
            </span>
            <Button size="sm" variant="outline" onClick={speech.stop}>
              <VolumeX aria-hidden="true" className="h-4 w-4" /> Stop speaking
            </Button>
          </div>
        )}
        {toSend.length === 0 && (
          <p className="border-t border-slate-200 px-4 pt-3 text-sm text-amber-900">
            None of the selected data sources can be asked on this server. Choose another source in Settings.
          </p>
        )}
        <ChatInput
          value={question}
          onChange={setQuestion}
          onSubmit={handleSubmit}
          onStop={chat.stop}
          onPrompt={handlePrompt}
          isResearching={chat.isResearching}
          canSend={canSend}
          voice={{ enabled: voiceOn, isListening: recognition.isListening, onToggle: handleVoiceToggle }}
        />
      </Card>
    </div>
  )
}

const sourceCountLabel = (count: number) => (count === 0 ? 'no sources' : count === 1 ? '1 source' : `${count} sources`)

function Welcome({ onPrompt }: { onPrompt: (prompt: string) => void }) {
  return (
    <div className="py-6 text-center">
      <h3 className="text-xl font-semibold text-slate-900">Ask the research engine</h3>
      <p className="mx-auto mt-2 max-w-lg text-sm text-slate-700">
        Answers are built from works retrieved live from the sources you choose, with numbered citations to real
        records.
      </p>
      <ul aria-label="Example questions" className="mx-auto mt-5 grid max-w-2xl gap-2 sm:grid-cols-2">
        {SUGGESTED_PROMPTS.slice(0, 4).map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPrompt(prompt)}
              className="h-full w-full rounded-xl border border-slate-200 bg-white p-3 text-left text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
