import '../../../lib/zod-without-eval'
import { Volume2, VolumeX } from 'lucide-react'
import { Link } from '../../../lib/router'
import type { Me } from '#shared/contract/account'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Spinner, SpinnerIcon } from '../../../components/ui/spinner'
import { cn } from '../../../lib/cn'
import { useSession } from '../../session/api/session-queries'
import { useResearchWorkspace } from '../hooks/use-research-workspace'
import { ChatHeader } from './chat-header'
import { ChatInput } from './chat-input'
import { ConversationsPanel } from './conversations-panel'
import { IntegratedApis } from './integrated-apis'
import { MessageList } from './message-list'
import { ModeList } from './mode-list'
import { PhoneDisclosure } from './phone-disclosure'
import { FeaturesSection, SignInCard, Welcome } from './research-intro'
import { SettingsCard } from './settings-card'

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

function ResearchWorkspace({ me }: { me: Me }) {
  const ws = useResearchWorkspace(me)

  return (
    // From lg, the side column scrolls on its own, so the chat keeps its own height and its input stays on screen.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
      <div className="min-w-0 space-y-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pr-1">
        <ConversationsPanel
          currentId={ws.chat.conversationId}
          isBusy={ws.chat.isResearching}
          onOpen={ws.handleOpenConversation}
          onNewChat={ws.handleNewChat}
          onDeleted={(id) => {
            if (id === ws.chat.conversationId) ws.handleNewChat()
          }}
        />
        <PhoneDisclosure
          label="Research mode and settings"
          summary={`${ws.mode.name} · ${sourceCountLabel(ws.toSend.length)} · scan depth ${ws.settings.scanDepth}`}
        >
          <ModeList selected={ws.modeId} access={ws.access} onChoose={ws.handleChooseMode} />
          <SettingsCard
            settings={ws.settings}
            canUseVoice={ws.canUseVoice}
            sourceStatus={ws.sourceStatus.data}
            sourceStatusFailed={ws.sourceStatus.isError}
            onChange={ws.changeSettings}
            onToggleSource={ws.handleToggleSource}
          />
        </PhoneDisclosure>
        {ws.lockedChoice && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            Premium mode selected.{' '}
            <Link to="/pricing" className="font-medium underline underline-offset-2">
              Upgrade to access
            </Link>{' '}
            {ws.lockedChoice} mode.
          </p>
        )}
      </div>

      <Card className="flex min-w-0 flex-col">
        <ChatHeader
          modeName={ws.mode.name}
          sources={ws.toSend}
          hasMessages={ws.chat.messages.length > 0}
          onClear={ws.handleClear}
          onCopy={() => void ws.handleCopy()}
          onExport={ws.handleExport}
        />
        {/* On a phone an empty chat puts its input first, so it is on the first screen; answers bring it down. */}
        <div className={cn('min-h-80 flex-1 p-4', ws.chat.messages.length === 0 && 'order-last lg:order-none')}>
          {ws.chat.messages.length === 0 ? (
            <Welcome onPrompt={ws.handlePrompt} />
          ) : (
            <MessageList messages={ws.chat.messages} />
          )}
          {ws.chat.isResearching && (
            <p className="mt-4 flex items-center gap-2 text-sm text-slate-700" aria-hidden="true">
              <SpinnerIcon className="h-4 w-4" />
              Lodestar is researching...
            </p>
          )}
          <p role="status" aria-live="polite" className="sr-only" data-testid="research-status">
            {ws.liveStatus}
          </p>
        </div>
        {ws.voiceOn && ws.speech.isSpeaking && (
          <div className="flex items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm">
            <span className="inline-flex items-center gap-2 text-slate-700">
              <Volume2 aria-hidden="true" className="h-4 w-4" /> Reading the answer aloud
            </span>
            <Button size="sm" variant="outline" onClick={ws.speech.stop}>
              <VolumeX aria-hidden="true" className="h-4 w-4" /> Stop speaking
            </Button>
          </div>
        )}
        {ws.toSend.length === 0 && (
          <p className="border-t border-slate-200 px-4 pt-3 text-sm text-amber-900">
            None of the selected data sources can be asked on this server. Choose another source in Settings.
          </p>
        )}
        <ChatInput
          value={ws.question}
          onChange={ws.setQuestion}
          onSubmit={ws.handleSubmit}
          onStop={ws.chat.stop}
          onPrompt={ws.handlePrompt}
          isResearching={ws.chat.isResearching}
          canSend={ws.canSend}
          voice={{ enabled: ws.voiceOn, isListening: ws.recognition.isListening, onToggle: ws.handleVoiceToggle }}
        />
      </Card>
    </div>
  )
}

const sourceCountLabel = (count: number) => (count === 0 ? 'no sources' : count === 1 ? '1 source' : `${count} sources`)
