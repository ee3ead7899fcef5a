import type { TopicTrend } from '#shared/contract/trends'
import { Badge } from '../../../components/ui/badge'
import { ExternalLink } from '../../../components/ui/button'
import { Table } from '../../../components/ui/table'
import { formatCount, formatGrowth, LABEL_TEXT } from '../trends-chart-data'
import { ScrollBox } from './scroll-box'
import { colourOf } from './trends-chart'

const LABEL_TONE = { emerging: 'green', growing: 'brand', stable: 'slate', declining: 'amber' } as const

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 1000) / 10} %`)

/** One topic's label with its r, the backtest on its own years, and its drivers, linked. */
export function TrendsTopicResult({ topic, index }: { topic: TopicTrend; index: number }) {
  return (
    <section aria-labelledby={`trend-topic-${index}`} className="space-y-3 rounded-lg border border-slate-200 p-3">
      <h4
        id={`trend-topic-${index}`}
        className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
      >
        <span aria-hidden="true" className={`h-3 w-3 shrink-0 rounded-sm ${colourOf(index).swatch}`} />
        <span className="break-words">{topic.name}</span>
        {topic.label && <Badge tone={LABEL_TONE[topic.label]}>{LABEL_TEXT[topic.label]}</Badge>}
      </h4>
      <p className="text-sm text-slate-700">
        Share of {topic.denominator.name}.{' '}
        <ExternalLink href={topic.worksUrl} className="text-brand-700 underline">
          The works counted, on OpenAlex
        </ExternalLink>
      </p>
      {topic.tooFew ? (
        <p className="text-sm text-slate-800">
          Too few works to forecast: the years counted are shown, without a forecast or label.
        </p>
      ) : (
        <>
          {topic.growth !== null && (
            <p className="text-sm text-slate-800" data-testid="trend-growth">
              r = {formatGrowth(topic.growth)} (the share’s yearly growth the forecast implies)
            </p>
          )}
          <details className="text-sm" open>
            <summary className="cursor-pointer font-medium text-brand-700">
              Backtest: the forecasts this method would have made for this topic
            </summary>
            <p className="mt-1 text-slate-700">
              From each earlier year, fitted only on the years before it, against what happened.
            </p>
            <ScrollBox label={`Backtest summary for ${topic.name} (scrolls)`} className="mt-2">
              <Table className="text-left text-sm">
                <caption className="sr-only">Backtest summary for {topic.name}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-4">
                      Years ahead
                    </th>
                    <th scope="col" className="py-1 pr-4">
                      Forecasts
                    </th>
                    <th scope="col" className="py-1 pr-4">
                      Mean error
                    </th>
                    <th scope="col" className="py-1">
                      Inside the 80 % interval
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {topic.backtest.summary.map((row) => (
                    <tr key={row.horizon} className="border-t border-slate-100">
                      <th scope="row" className="py-0.5 pr-4 font-normal">
                        {row.horizon}
                      </th>
                      <td className="py-0.5 pr-4 tabular-nums">{row.forecasts}</td>
                      <td className="py-0.5 pr-4 tabular-nums">{percent(row.meanAbsoluteError)}</td>
                      <td className="py-0.5 tabular-nums">{percent(row.coverage)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollBox>
            <ScrollBox label={`Each backtest forecast for ${topic.name} (scrolls)`} className="mt-2 max-h-64">
              <Table className="text-left text-sm">
                <caption className="sr-only">Each backtest forecast for {topic.name}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-3">
                      From
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      For
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Forecast (80 %)
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Actual
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Error
                    </th>
                    <th scope="col" className="py-1">
                      In interval
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {topic.backtest.rows.map((row) => (
                    <tr key={`${row.originYear}-${row.horizon}`} className="border-t border-slate-100">
                      <td className="py-0.5 pr-3 tabular-nums">{row.originYear}</td>
                      <td className="py-0.5 pr-3 tabular-nums">{row.year}</td>
                      <td className="py-0.5 pr-3 whitespace-nowrap tabular-nums">
                        {formatCount(row.forecast)}
                        {row.lower !== null &&
                          row.upper !== null &&
                          ` (${formatCount(row.lower)}–${formatCount(row.upper)})`}
                      </td>
                      <td className="py-0.5 pr-3 tabular-nums">{formatCount(row.actual)}</td>
                      <td className="py-0.5 pr-3 tabular-nums">
                        {row.error === null ? '—' : `${row.error > 0 ? '+' : ''}${Math.round(row.error * 1000) / 10} %`}
                      </td>
                      <td className="py-0.5">{row.covered === null ? '—' : row.covered ? 'yes' : 'no'}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollBox>
          </details>
        </>
      )}
      <div className="text-sm">
        <h5 className="font-medium text-slate-900">
          Drivers, {topic.drivers.fromYear}–{topic.drivers.toYear}
        </h5>
        {topic.drivers.omitted && <p className="mt-1 text-slate-700">{topic.drivers.omitted}</p>}
        <div className="mt-1 grid gap-3 sm:grid-cols-3">
          <div>
            <h6 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Most cited works</h6>
            <ul className="mt-1 space-y-1">
              {topic.drivers.works.map((work) => (
                <li key={work.id} className="break-words">
                  <ExternalLink href={work.url} className="text-brand-700 underline">
                    {work.title}
                  </ExternalLink>{' '}
                  <span className="text-slate-600">
                    ({work.year ?? 'n.d.'}, {formatCount(work.citations)} citations)
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h6 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Institutions</h6>
            <ul className="mt-1 space-y-1">
              {topic.drivers.institutions.map((entry) => (
                <li key={entry.id} className="break-words">
                  <ExternalLink href={entry.url} className="text-brand-700 underline">
                    {entry.name}
                  </ExternalLink>{' '}
                  <span className="text-slate-600">({formatCount(entry.works)} works)</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h6 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Countries</h6>
            <ul className="mt-1 space-y-1">
              {topic.drivers.countries.map((entry) => (
                <li key={entry.code} className="break-words">
                  <ExternalLink href={entry.url} className="text-brand-700 underline">
                    {entry.name}
                  </ExternalLink>{' '}
                  <span className="text-slate-600">({formatCount(entry.works)} works)</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
