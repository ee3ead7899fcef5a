import { BackToHomeLink, PageContainer } from '../../features/marketing/page-parts'
import { ResearchProfiler } from '../../features/profiler/components/research-profiler'

export function ResearchProfilerRoute() {
  return (
    <PageContainer>
      <BackToHomeLink to="/home" />
      <header className="mt-4 mb-6">
        <h1 className="text-3xl font-bold text-slate-900">Research Profiler</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Nine questions about your research, then scores from a published rubric with the reasons behind each point,
          recommendations, and journals and conferences that publish on your topic.
        </p>
      </header>
      <ResearchProfiler />
    </PageContainer>
  )
}
