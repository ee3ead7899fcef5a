import { Search, X } from 'lucide-react'
import { useId, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/form'
import type { ResearcherSearchState } from '../hooks/use-researcher-search'
import { isResearcherSort, POPULAR_AREAS, SORT_OPTIONS } from '../search-options'
import { Select } from '../../../components/ui/select'

type ResearcherSearchFormProps = {
  state: Pick<
    ResearcherSearchState,
    'draft' | 'setDraft' | 'sortBy' | 'setSortBy' | 'submitted' | 'submit' | 'pick' | 'clear'
  >
}

/** The query, the sort, Search and Clear, and the popular areas to start from. */
export function ResearcherSearchForm({ state }: ResearcherSearchFormProps) {
  const inputId = useId()
  const sortId = useId()

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    state.submit()
  }

  const handleClear = () => {
    state.clear()
    document.getElementById(inputId)?.focus()
  }

  return (
    <form
      role="search"
      aria-label="Researchers"
      onSubmit={handleSubmit}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Search researchers by topic or name
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id={inputId}
              type="search"
              name="query"
              placeholder="machine learning"
              autoComplete="off"
              maxLength={200}
              value={state.draft}
              onChange={(event) => state.setDraft(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="space-y-1.5 lg:w-44">
          <label htmlFor={sortId} className="block text-sm font-medium text-slate-800">
            Sort by
          </label>
          <Select
            id={sortId}
            value={state.sortBy}
            onChange={(event) => {
              if (isResearcherSort(event.target.value)) state.setSortBy(event.target.value)
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 lg:flex-none" disabled={!state.draft.trim()}>
            <Search aria-hidden="true" className="h-4 w-4" /> Search
          </Button>
          {(state.submitted !== null || state.draft !== '') && (
            <Button variant="outline" className="flex-1 lg:flex-none" onClick={handleClear}>
              <X aria-hidden="true" className="h-4 w-4" /> Clear Search
            </Button>
          )}
        </div>
      </div>
      <div className="mt-4">
        <p id={`${inputId}-areas`} className="text-xs font-medium text-slate-600">
          Popular research areas
        </p>
        <ul aria-labelledby={`${inputId}-areas`} className="mt-2 flex flex-wrap gap-2">
          {POPULAR_AREAS.map((area) => (
            <li key={area}>
              <button
                type="button"
                onClick={() => state.pick(area)}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {area}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </form>
  )
}
