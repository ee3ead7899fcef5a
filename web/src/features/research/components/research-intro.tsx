import { BookOpenCheck, FileDown, LockKeyhole, Mic, Quote, ShieldCheck } from 'lucide-react'
import { SUGGESTED_PROMPTS } from '#shared/contract/research'
import { ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'

/** What a visitor is shown instead of the engine. */
export function SignInCard() {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" data-testid="research-sign-in">
      <LockKeyhole aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">Sign In Required</h2>
      <p className="mt-2 text-slate-700">Please sign in to use the AI research engine.</p>
      <ButtonLink to="/auth" className="mt-5">
        Sign In to Continue
      </ButtonLink>
    </Card>
  )
}

const FEATURES = [
  {
    icon: BookOpenCheck,
    title: 'Grounded answers',
    text: 'Every answer is built from works retrieved live for your question.',
  },
  { icon: Quote, title: 'Numbered citations', text: 'Each [n] points at a real record, with a link you can open.' },
  { icon: ShieldCheck, title: 'Support checks', text: 'Each sentence shows how well its cited sources support it.' },
  {
    icon: FileDown,
    title: 'Reproducible exports',
    text: 'JSON, Markdown, BibTeX and RIS, each with what was searched and when.',
  },
  {
    icon: Mic,
    title: 'Voice (premium)',
    text: 'Ask by voice and hear answers with citations read as authors and years.',
  },
]

/** What the engine does, under it for everyone. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="research-features-heading" className="mt-10">
      <h3 id="research-features-heading" className="text-xl font-bold text-slate-900">
        What the engine does
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-4">
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
            <p className="mt-2 font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The empty chat: what the engine does with a question, and example questions to start from. */
export function Welcome({ onPrompt }: { onPrompt: (prompt: string) => void }) {
  return (
    <div className="py-6 text-center">
      <h3 className="text-xl font-semibold text-slate-900">Ask the research engine</h3>
      <p className="mx-auto mt-2 max-w-lg text-sm text-slate-700">
        Answers are built from works retrieved live from the sources you choose, with numbered citations to real
        records.
      </p>
      <ul aria-label="Example questions" className="mx-auto mt-5 grid max-w-2xl gap-2 sm:grid-cols-2">
        {SUGGESTED_PROMPTS.slice(0, 4).map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPrompt(prompt)}
              className="h-full w-full rounded-xl border border-slate-200 bg-white p-3 text-left text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
