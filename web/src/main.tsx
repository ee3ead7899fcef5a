import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { holdQueriesUntilHydrated } from './lib/hydration-gate'
import './styles.css'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element not found')

if (rootElement.firstChild) {
  // A visitor's public page arrives prerendered (decision 035). It is hydrated in a transition, so the work yields
  // to the browser between components, and API answers wait until the page itself has hydrated.
  holdQueriesUntilHydrated()
  startTransition(() => {
    hydrateRoot(rootElement, <App />)
  })
} else {
  createRoot(rootElement).render(<App />)
}
