import { useToast } from '../../components/toast'
import { ApiError } from '../../lib/api-client'

/** The spec's four toasts of a pathways tool, worded with its title. */
export function useToolToasts(toolTitle: string) {
  const toast = useToast()
  const lower = toolTitle.toLowerCase()
  return {
    inputRequired: () => toast({ title: 'Input Required', description: `Please describe your ${lower} requirements.` }),
    complete: () =>
      toast({ title: 'Analysis Complete', description: `Your ${lower} is ready for review.`, variant: 'success' }),
    failed: (error: unknown) => {
      if (error instanceof ApiError && error.status === 403)
        toast({
          title: 'Premium Required',
          description: 'Upgrade to lifetime access to use AI tools.',
          variant: 'destructive',
        })
      else
        toast({ title: 'Error', description: 'Failed to generate analysis. Please try again.', variant: 'destructive' })
    },
  }
}
