import { Button } from './ui/button'
import { Card } from './ui/card'

type LoadFailedCardProps = {
  /** what could not be loaded and why, e.g. 'Your profile could not be loaded: …' */
  message: string
  isRetrying: boolean
  onRetry: () => void
  retryLabel?: string
}

/** A page's data that did not load: the reason, and a button to ask again. */
export function LoadFailedCard({ message, isRetrying, onRetry, retryLabel = 'Try again' }: LoadFailedCardProps) {
  return (
    <Card className="p-6" role="alert">
      <p className="text-slate-800">{message}</p>
      <Button className="mt-4" variant="outline" disabled={isRetrying} onClick={onRetry}>
        {isRetrying ? 'Retrying...' : retryLabel}
      </Button>
    </Card>
  )
}
