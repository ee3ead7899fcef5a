export { useSyncExternalStore } from 'react'
