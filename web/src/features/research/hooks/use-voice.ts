import { useCallback, useEffect, useRef, useState } from 'react'

/** The few members of the Web Speech API's recognizer we use (not every browser or DOM typing has it). */
type Recognizer = {
  lang: string
  interimResults: boolean
  maxAlternatives: number
  continuous: boolean
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null
  onend: (() => void) | null
  onerror: ((event: { error: string }) => void) | null
  start: () => void
  stop: () => void
  abort: () => void
}
type RecognizerConstructor = new () => Recognizer

function recognizerConstructor(): RecognizerConstructor | null {
  if (typeof window === 'undefined') return null
  // Deliberate cast: Chromium and Safari expose the recognizer under a prefixed name only.
  const scope = window as unknown as Record<string, RecognizerConstructor | undefined>
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null
}

/** Speech to text: en-US, final results only, one alternative. */
export function useSpeechRecognition(onTranscript: (text: string) => void) {
  const [isListening, setIsListening] = useState(false)
  const recognizerRef = useRef<Recognizer | null>(null)
  const callbackRef = useRef(onTranscript)
  useEffect(() => {
    callbackRef.current = onTranscript
  }, [onTranscript])

  useEffect(() => () => recognizerRef.current?.abort(), [])

  /** false when the browser cannot recognise speech */
  const start = useCallback((): boolean => {
    const Constructor = recognizerConstructor()
    if (!Constructor) return false
    recognizerRef.current?.abort()
    const recognizer = new Constructor()
    recognizer.lang = 'en-US'
    recognizer.interimResults = false
    recognizer.maxAlternatives = 1
    recognizer.continuous = false
    recognizer.onresult = (event) => {
      const transcript = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim()
      if (transcript) callbackRef.current(transcript)
    }
    recognizer.onend = () => setIsListening(false)
    recognizer.onerror = () => setIsListening(false)
    recognizerRef.current = recognizer
    recognizer.start()
    setIsListening(true)
    return true
  }, [])

  const stop = useCallback(() => {
    recognizerRef.current?.stop()
    setIsListening(false)
  }, [])

  return { isListening, start, stop }
}

export function useSpeechSynthesis() {
  const [isSpeaking, setIsSpeaking] = useState(false)
  const isSupported = typeof window !== 'undefined' && 'speechSynthesis' in window

  useEffect(
    () => () => {
      if (isSupported) window.speechSynthesis.cancel()
    },
    [isSupported],
  )

  const speak = useCallback(
    (text: string) => {
      if (!isSupported || !text.trim()) return
      window.speechSynthesis.cancel()
      const utterance = new SpeechSynthesisUtterance(text)
      utterance.lang = 'en-US'
      utterance.onend = () => setIsSpeaking(false)
      utterance.onerror = () => setIsSpeaking(false)
      setIsSpeaking(true)
      window.speechSynthesis.speak(utterance)
    },
    [isSupported],
  )

  const stop = useCallback(() => {
    if (isSupported) window.speechSynthesis.cancel()
    setIsSpeaking(false)
  }, [isSupported])

  return { isSupported, isSpeaking, speak, stop }
}
