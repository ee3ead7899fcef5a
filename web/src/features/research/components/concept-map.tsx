import { Download } from 'lucide-react'
import { useId, useMemo, useRef } from 'react'
import type { Reference } from '#shared/contract/research'
import { Button } from '../../../components/ui/button'
import { conceptMapFileName, layoutConceptMap, shorten } from '../visuals'
import { downloadFile } from '../../../lib/download'

const NODE_GAP = 8

function downloadSvg(svg: SVGSVGElement, at: Date) {
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`
  downloadFile(text, conceptMapFileName(at), 'image/svg+xml;charset=utf-8')
}

/**
 * Image Generation: a concept map drawn here from the answer's references (no image model): the most frequent
 * topics, the works that list them, and a line for each link. Colours are SVG attributes, not classes, so the
 * downloaded file looks the same outside the app.
 */
export function ConceptMap({ references }: { references: readonly Reference[] }) {
  const id = useId()
  const svgRef = useRef<SVGSVGElement>(null)
  const map = useMemo(() => layoutConceptMap(references), [references])

  if (map.topics.length === 0)
    return (
      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        No research diagram: none of the retrieved works lists its topics.
      </p>
    )

  const workAt = new Map(map.works.map((work) => [work.n, work]))
  const topicAt = new Map(map.topics.map((topic) => [topic.id, topic]))
  const summary = `${map.works.length} ${map.works.length === 1 ? 'work' : 'works'} linked to ${map.topics.length} ${
    map.topics.length === 1 ? 'topic' : 'topics'
  }: ${map.topics.map((topic) => `${topic.label} (${topic.count})`).join(', ')}.`

  return (
    <figure className="mt-4 rounded-lg border border-slate-200 p-3" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-sm font-semibold text-slate-900">
        Research diagram: topics and the works that link them
      </figcaption>
      <p className="mt-1 text-xs text-slate-700">
        Drawn in your browser from the references above; the number beside a topic is how many of them list it.
      </p>
      {/* drawn at its own size: scaled into a phone column its labels would be too small to read */}
      <div
        className="mt-2 overflow-x-auto"
        role="group"
        aria-label="Concept map (scrolls sideways on narrow screens)"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <svg
          ref={svgRef}
          xmlns="http://www.w3.org/2000/svg"
          viewBox={`0 0 ${map.width} ${map.height}`}
          width={map.width}
          height={map.height}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block h-auto w-full max-w-xl min-w-[460px]"
          fontFamily="system-ui, sans-serif"
        >
          <title id={`${id}-title`}>Concept map of the retrieved literature</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <rect width={map.width} height={map.height} fill="#ffffff" />
          {map.edges.map((edge) => {
            const work = workAt.get(edge.work)
            const topic = topicAt.get(edge.topic)
            if (!work || !topic) return null
            const middle = (work.x + topic.x) / 2
            return (
              <path
                key={`${edge.work}|${edge.topic}`}
                d={`M ${work.x} ${work.y} C ${middle} ${work.y}, ${middle} ${topic.y}, ${topic.x} ${topic.y}`}
                fill="none"
                stroke="#94a3b8"
                strokeWidth="1.2"
                data-testid="concept-edge"
              />
            )
          })}
          {map.works.map((work) => (
            <g key={work.n}>
              <title>{`[${work.n}] ${work.title}`}</title>
              <circle cx={work.x} cy={work.y} r="4" fill="#0369a1" />
              <text x={work.x - NODE_GAP} y={work.y + 4} textAnchor="end" fontSize="11" fill="#0f172a">
                {work.label}
              </text>
            </g>
          ))}
          {map.topics.map((topic) => (
            <g key={topic.id}>
              <title>{`${topic.label}: listed by ${topic.count} of the works`}</title>
              <circle cx={topic.x} cy={topic.y} r={4 + Math.min(topic.count, 6)} fill="#f59e0b" />
              <text
                x={topic.x + NODE_GAP + Math.min(topic.count, 6)}
                y={topic.y + 4}
                fontSize="11"
                fontWeight="600"
                fill="#78350f"
              >
                {`${shorten(topic.label, 20)} (${topic.count})`}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={() => {
          if (svgRef.current) downloadSvg(svgRef.current, new Date())
        }}
      >
        <Download aria-hidden="true" className="h-4 w-4" /> Download SVG
      </Button>
      <details className="mt-2 text-xs text-slate-800">
        <summary className="cursor-pointer font-medium">The diagram as a list</summary>
        <ul className="mt-2 space-y-1" aria-label="Topics and the works that list them">
          {map.topics.map((topic) => (
            <li key={topic.id}>
              <span className="font-semibold">{topic.label}</span>:{' '}
              {map.edges
                .filter((edge) => edge.topic === topic.id)
                .map((edge) => `[${edge.work}] ${workAt.get(edge.work)?.title ?? ''}`)
                .join('; ')}
            </li>
          ))}
        </ul>
      </details>
    </figure>
  )
}
