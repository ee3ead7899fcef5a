import { endpoints } from '#shared/contract/endpoints'
import { checkAnswersWith } from './api-client'

/** From here on every answer is parsed by its endpoint's output schema; for development and tests only. */
export function checkAnswersAgainstContract() {
  checkAnswersWith((name, body) => endpoints[name].output.parse(body))
}
