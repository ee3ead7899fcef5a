import type { TableHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

/**
 * The one table of the app (lint refuses a raw <table> elsewhere): its rows, cells and spacing are the caller's,
 * collapsed borders the kit's.
 */
export function Table({ className, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  return <table className={cn('border-collapse', className)} {...props} />
}
