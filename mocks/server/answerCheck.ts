// MOCK_CHECK_ANSWERS=<file>: the server checks every JSON success answer it sends against the contract, with the
// console's own response checks (src/http/responseCheck.ts: the operation's generated zod schema), and appends each
// mismatch to the file as one JSON line (once per operation and field). The e2e runner starts the server with it
// and fails the run when the file is not empty (scripts/e2e.ts), so the answers the console got in a browser run
// are the contract's too.
import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { checkResponse, setResponseChecks, takeResponseProblems } from '../../src/http/responseCheck'

export type AnswerCheck = (request: Request, response: Response) => void

export function answerChecker(file: string | undefined): AnswerCheck | undefined {
  if (!file) return undefined
  mkdirSync(path.dirname(file), { recursive: true })
  setResponseChecks('collect')
  return (request, response) => {
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return
    void response
      .json()
      .then((data: unknown) => {
        checkResponse(request.method, request.url, data)
        return takeResponseProblems()
      })
      .then((problems) => {
        for (const p of problems) appendFileSync(file, `${JSON.stringify(p)}\n`)
      })
      .catch((error: unknown) => console.error('[mock] answer check failed to run', error))
  }
}
