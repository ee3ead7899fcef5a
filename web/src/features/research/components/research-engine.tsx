import '../zod-without-eval'
import { Volume2, VolumeX } from 'lucide-react'
import { Link } from '../../../lib/router'
import type { Me } from '../../../../../shared/contract/account'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Spinner, SpinnerIcon } from '../../../components/ui/spinner'
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
  const {
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
  } = useResearchWorkspace(me)

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
            onChange={changeSettings}
            onToggleSource={handleToggleSource}
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
              <SpinnerIcon className="h-4 w-4" />
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
