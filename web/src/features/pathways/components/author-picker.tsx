import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { readAuthorRef } from '#shared/contract/researchers'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/form'
import { useDebounced } from '../../../lib/use-debounced'
import { authorNameQuery } from '../api/authors-api'

/** `typed`: an id typed in the field (which stays), rather than a person chosen from the name search. */
export type Me = { id: string; label: string; typed: boolean }

/** Who the member is on OpenAlex: typed as an ORCID iD, or chosen from the authors matching a name. */
export function AuthorPicker({
  me,
  onChoose,
  error,
  hint,
}: {
  hint: string
  me: Me | null
  onChoose: (me: Me | null) => void
  error: string | null
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [focused, setFocused] = useState(false)
  const ref = readAuthorRef(text)
  const typed = useDebounced(ref ? '' : text.trim(), 400)
  const names = useQuery({ ...authorNameQuery(typed), enabled: focused && typed.length >= 3 })
  const shown = focused && !ref ? (names.data?.authors ?? []) : []

  if (me && !me.typed)
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-800">You (optional)</p>
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <span>{me.label}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('')
              onChoose(null)
            }}
            aria-label={`Remove ${me.label}`}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Button>
        </p>
      </div>
    )
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        You (optional): your ORCID iD, or your name to find yourself on OpenAlex
      </label>
      <Input
        id={id}
        value={text}
        maxLength={60}
        placeholder="e.g. 0000-0002-1825-0097 or Ada Lovelace"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onFocus={() => setFocused(true)}
        onBlur={() => setTimeout(() => setFocused(false), 200)}
        onChange={(event) => {
          setText(event.target.value)
          const parsed = readAuthorRef(event.target.value)
          onChoose(
            parsed && {
              id: parsed.id,
              label: parsed.kind === 'orcid' ? `ORCID iD ${parsed.id}` : `OpenAlex author ${parsed.id}`,
              typed: true,
            },
          )
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {me ? `Recognised: ${me.label}.` : hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {names.isFetching && shown.length === 0 && <p className="text-xs text-slate-600">Looking up authors…</p>}
      {shown.length > 0 && (
        <ul aria-label="OpenAlex authors matching your name" className="rounded-lg border border-slate-200 bg-white">
          {shown.map((author) => (
            <li key={author.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus:bg-slate-50"
                onClick={() =>
                  onChoose({
                    id: author.id,
                    label: [author.name, author.institution].filter(Boolean).join(', '),
                    typed: false,
                  })
                }
              >
                <span className="font-medium text-slate-900">{author.name}</span>
                <span className="block text-xs text-slate-600">
                  {[author.institution, `${author.worksCount.toLocaleString('en-US')} works`, author.topics[0]]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
