import { Button } from './button'

type PagerProps = {
  /** what is paged, for screen readers: "Users pages" */
  label: string
  page: number
  total: number
  pageSize: number
  onPage: (page: number) => void
}

/** Previous / Next with "Page N of M"; renders nothing when everything fits on one page. */
export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
