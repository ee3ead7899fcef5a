/** The worker thread's entry (decision 031): one job at a time from the pool, answered with its outcome. */
import { parentPort } from 'node:worker_threads'
import { runJob, type AnalysisJob } from './analysis-jobs'

parentPort?.on('message', (job: AnalysisJob) => {
  void runJob(job).then((outcome) => parentPort?.postMessage(outcome))
})
