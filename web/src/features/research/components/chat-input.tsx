import { Mic, MicOff, SendHorizontal, Square } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { QUESTION_MAX_LENGTH, SUGGESTED_PROMPTS } from '#shared/contract/research'
import { Button } from '../../../components/ui/button'
import { Textarea } from '../../../components/ui/form'

type ChatInputProps = {
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  onStop: () => void
  onPrompt: (prompt: string) => void
  isResearching: boolean
  canSend: boolean
  voice: { enabled: boolean; isListening: boolean; onToggle: () => void }
}

export function ChatInput({
  value,
  onChange,
  onSubmit,
  onStop,
  onPrompt,
  isResearching,
  canSend,
  voice,
}: ChatInputProps) {
  const id = useId()
  const wasResearching = useRef(isResearching)
  // The textarea is disabled while researching, which drops focus; give it back when the answer ends.
  useEffect(() => {
    if (wasResearching.current && !isResearching) document.getElementById(id)?.focus()
    wasResearching.current = isResearching
  }, [id, isResearching])
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (canSend) onSubmit()
  }

  return (
    <div className="border-t border-slate-200 p-4">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (canSend) onSubmit()
        }}
        className="flex items-end gap-2"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            Your research question
          </label>
          <Textarea
            id={id}
            rows={2}
            value={value}
            maxLength={QUESTION_MAX_LENGTH}
            disabled={isResearching}
            placeholder="Ask a research question… (Enter to send, Shift+Enter for a new line)"
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={handleKeyDown}
            className="resize-y"
            data-testid="research-input"
          />
        </div>
        {voice.enabled && (
          <Button
            variant="outline"
            aria-pressed={voice.isListening}
            onClick={voice.onToggle}
            disabled={isResearching}
            aria-label={voice.isListening ? 'Stop listening' : 'Speak your question'}
          >
            {voice.isListening ? (
              <MicOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Mic aria-hidden="true" className="h-4 w-4" />
            )}
          </Button>
        )}
        {isResearching ? (
          <Button variant="destructive" onClick={onStop}>
            <Square aria-hidden="true" className="h-4 w-4" /> Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend}>
            <SendHorizontal aria-hidden="true" className="h-4 w-4" /> Send
          </Button>
        )}
      </form>
      <ul aria-label="More example questions" className="mt-3 flex flex-wrap gap-2">
        {SUGGESTED_PROMPTS.slice(4, 6).map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPrompt(prompt)}
              disabled={isResearching}
              className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-left text-xs text-slate-700 hover:border-brand-600 hover:bg-brand-50 disabled:opacity-60"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
