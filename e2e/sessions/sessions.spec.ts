// The sessions page as the administrator and the auditor (ROUTE-TERM-01, SESS-01..05): online and history views
// kept in the address, monitor opening the platform's monitor page, the refused monitor of an RDP client session
// (ERR-31), terminate saying the task was sent (ERR-38) and the session ending in the mock a moment later, and the
// replay of a finished session in the console's player (play, seek, jump to a command, download), and the command
// records per storage, each command replaying its session from its moment (SESS-06). The seed's featured sessions
// (mocks/seed/sessions.ts) are the ones acted on; the mock is reset before and after, so the terminated session is
// back for the other files.
import { test, type Page } from '@playwright/test'
import { resetMock, signIn } from '../spine/helpers'
import { expect, hasRows, rowOf, SCREEN_LOAD, tx } from '../terminal/helpers'

test.setTimeout(180_000)

/** The featured sessions of the seed, by their remote address (unique in the seed). */
const TO_TERMINATE = { id: '5e5a0000-2c4d-4e8a-9f10-0a1b2c3d0001', addr: '10.1.7.21' }
const RDP_CLIENT = { id: '5e5a0000-2c4d-4e8a-9f10-0a1b2c3d0002', addr: '10.1.7.34' }
const RECORDED = { id: '5e5a0000-2c4d-4e8a-9f10-0a1b2c3d0003', addr: '10.1.7.50' }

async function reset({ browser }: { browser: import('@playwright/test').Browser }) {
  const page = await browser.newPage()
  await resetMock(page)
  await page.close()
}
test.beforeAll(reset)
test.afterAll(reset)

const onlineTab = (page: Page) => page.getByTestId('sessions-online')
const historyTab = (page: Page) => page.getByTestId('sessions-offline')

/** The row's action button (inline, or in the row's More menu). */
async function act(page: Page, addr: string, label: string): Promise<void> {
  const row = rowOf(page, addr)
  await expect(row).toBeVisible(SCREEN_LOAD)
  const inline = row.getByRole('button', { name: label, exact: true })
  if (await inline.count()) await inline.click()
  else {
    await row.getByRole('button', { name: tx('table.more') }).click()
    await page.getByRole('menuitem', { name: label, exact: true }).click()
  }
}

test('SESS-01 / ROUTE-TERM-01 online first, the history in the address; monitor and refused RDP client (SESS-05, ERR-31)', async ({
  page,
}) => {
  await signIn(page, 'auditor', '/ui/terminal/sessions')
  await expect(onlineTab(page)).toHaveAttribute('aria-selected', 'true', SCREEN_LOAD)
  await expect(rowOf(page, TO_TERMINATE.addr)).toBeVisible(SCREEN_LOAD)
  // an auditor watches sessions but does not end them
  await expect(rowOf(page, TO_TERMINATE.addr).getByRole('button', { name: tx('sessions.terminate') })).toHaveCount(0)

  const popup = page.waitForEvent('popup')
  await act(page, TO_TERMINATE.addr, tx('sessions.monitor'))
  const monitor = await popup
  expect(new URL(monitor.url()).pathname).toBe(`/luna/monitor/${TO_TERMINATE.id}`)
  await monitor.close()

  await act(page, RDP_CLIENT.addr, tx('sessions.monitor'))
  await expect(page.getByText(tx('errors.RdpMonitorUnsupported'))).toBeVisible()

  await historyTab(page).click()
  await expect(page).toHaveURL(/tab=history/)
  await hasRows(page)
  await expect(rowOf(page, TO_TERMINATE.addr)).toHaveCount(0)
  await page.reload()
  await expect(historyTab(page)).toHaveAttribute('aria-selected', 'true', SCREEN_LOAD)
  await hasRows(page)
})

test('SESS-03 history → replay: it plays, seeks and jumps to a command; the recording downloads', async ({ page }) => {
  await signIn(page, 'auditor', '/ui/terminal/sessions?tab=history')
  await act(page, RECORDED.addr, tx('sessions.replay'))
  await expect(page).toHaveURL(new RegExp(`/ui/terminal/sessions/${RECORDED.id}\\?tab=replay$`))
  const time = page.getByTestId('replay-time')
  await expect(time).toHaveText(/^0:00 \/ 0:5\d$/, SCREEN_LOAD)
  const screen = page.getByTestId('replay-screen')

  // play: the clock moves and the shell appears
  await page.getByRole('button', { name: tx('sessions.play') }).click()
  await expect(time).not.toHaveText(/^0:00 /)
  await expect(screen).toContainText('Last login')
  await page.getByRole('button', { name: tx('sessions.pause') }).click()

  // seek to the end: everything typed is on screen
  const slider = page.getByRole('slider', { name: tx('sessions.position') })
  await slider.focus()
  await page.keyboard.press('End')
  await expect(time).toHaveText(/^0:5\d \/ 0:5\d$/)
  await expect(screen).toContainText('logout')

  // jump back to a command's moment: the terminal shows what was there then, not what came later
  await page.getByRole('button', { name: /^df -h \// }).click()
  await expect(time).toHaveText(/^0:19 \//)
  await expect(screen).toContainText('df -h /')
  await expect(screen).not.toContainText('tail -n 2')

  await page
    .getByTestId('replay-player')
    .getByRole('combobox', { name: tx('sessions.speed') })
    .click()
  await page.getByRole('option', { name: '4×' }).click()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: tx('sessions.download') }).click()
  expect((await download).suggestedFilename()).toBe(`${RECORDED.id}.tar`)

  // the pauses shortened, the same recording plays in less time, still at the command it was on
  await page.getByRole('switch', { name: tx('sessions.shortenPauses', { seconds: 2 }) }).click()
  await expect(time).not.toHaveText(/ \/ 0:5\d$/)
  await expect(screen).toContainText('df -h /')
  await expect(screen).not.toContainText('tail -n 2')
})

test('SESS-04 / ERR-38 terminate: the task is sent, the row stays, and the session ends a moment later', async ({ page }) => {
  await signIn(page, 'admin', '/ui/terminal/sessions?tab=online')
  await act(page, TO_TERMINATE.addr, tx('sessions.terminate'))
  await page.getByRole('button', { name: tx('common.Confirm') }).click()
  await expect(page.getByText(tx('errors.TerminateTaskSent'))).toBeVisible()
  await expect(rowOf(page, TO_TERMINATE.addr)).toBeVisible()
  // the component ends it: a refresh a moment later no longer lists it online
  await expect(async () => {
    await page.getByRole('button', { name: tx('list.refresh') }).click()
    await expect(rowOf(page, TO_TERMINATE.addr)).toHaveCount(0, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await historyTab(page).click()
  await expect(rowOf(page, TO_TERMINATE.addr)).toBeVisible(SCREEN_LOAD)
})

test('SESS-06 / ERR-30 command records by storage: the unavailable one says so; a command replays its session from its moment', async ({
  page,
}) => {
  await signIn(page, 'auditor', '/ui/terminal/commands')
  const storage = page.getByRole('combobox', { name: tx('terminal.commandStorage') })
  // another storage that answers lists the records too, kept in the address
  await storage.click()
  await page.getByRole('option', { name: /^es-prod\(/ }).click()
  await expect(page).toHaveURL(/_storage=/)
  await hasRows(page)
  await storage.click()
  await page.getByRole('option', { name: /es-archive/ }).click()
  await expect(page.getByText(tx('errors.CommandStorageUnavailable'))).toBeVisible()
  await expect(page.getByRole('grid')).toHaveCount(0)
  await storage.click()
  await page.getByRole('option', { name: /^default\(/ }).click()

  // the recorded session's command, found by the command filter (the platform ignores a free-text search here),
  // opens the replay where it was typed
  const box = page.getByRole('combobox', { name: tx('list.search') })
  await box.click()
  await page.getByRole('option', { name: 'Command', exact: true }).click()
  await box.fill('df -h /')
  await box.press('Enter')
  await expect(page.getByText('Command: df -h /')).toBeVisible()
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2)
  await act(page, 'df -h /', tx('terminal.replayFromCommand'))
  await expect(page).toHaveURL(new RegExp(`/ui/terminal/sessions/${RECORDED.id}\\?tab=replay&at=\\d+$`))
  await expect(page.getByTestId('replay-time')).toHaveText(/^0:19 \//, SCREEN_LOAD)
  const screen = page.getByTestId('replay-screen')
  await expect(screen).toContainText('df -h /')
  await expect(screen).not.toContainText('tail -n 2')
  await expect(page.getByRole('button', { name: /^df -h \// })).toHaveAttribute('aria-current', 'true')
})
