import { createElement } from 'react'
import type { IconNode } from 'lucide'

/**
 * A decorative icon of the always-loaded shell (navbar, menus, landing), drawn from lucide's plain icon data:
 * lucide-react's runtime, about 1 kB gzip, then loads only with the pages that use it (decision 023). The same
 * icons and the same default attributes as lucide-react's components.
 */
export function ShellIcon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  )
}
