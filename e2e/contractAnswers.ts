// Where the e2e mock backend writes the answers it sent that do not match the contract (MOCK_CHECK_ANSWERS; one
// file per mock port, so that shards do not share one), read by scripts/e2e.ts after the run.
export const CONTRACT_ANSWERS_DIR = 'test-results/contract-answers'

export const contractAnswersFile = (mockPort: number): string => `${CONTRACT_ANSWERS_DIR}/mock-${mockPort}.jsonl`
