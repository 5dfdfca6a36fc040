// The outcome of a finished batch command run, one row per host: exit code and success, what it printed on stdout
// and stderr, how long it took; a host that could not run it shows why, and an error of the whole run is shown alone.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { hostFailed, outputOf, type Execution } from '../userArea/executionOutput'

const PRE = { m: 0, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre', overflowX: 'auto', maxWidth: 560 } as const

export function RunResults({ result }: { result: Execution['result'] }) {
  const { t } = useTranslation()
  const { error, hosts } = outputOf(result)
  if (error)
    return (
      <Alert severity="error" role="alert">
        {t('batch.runError', { error })}
      </Alert>
    )
  return (
    <Table size="small" aria-label={t('batch.results')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('batch.host')}</TableCell>
          <TableCell>{t('batch.outcome')}</TableCell>
          <TableCell>{t('batch.rc')}</TableCell>
          <TableCell>{t('batch.stdout')}</TableCell>
          <TableCell>{t('batch.stderr')}</TableCell>
          <TableCell>{t('batch.duration')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {hosts.map((h) => (
          <TableRow key={h.host} data-host={h.host}>
            <TableCell>{h.host}</TableCell>
            <TableCell>
              <Box component="span" sx={{ color: hostFailed(h) ? 'error.main' : 'success.main', fontWeight: 500 }}>
                {t(!h.ran ? 'batch.unreachable' : hostFailed(h) ? 'batch.failed' : 'batch.ok')}
              </Box>
            </TableCell>
            <TableCell>{h.rc ?? ''}</TableCell>
            {h.ran ? (
              <>
                <TableCell>
                  <Box component="pre" sx={PRE}>
                    {h.stdout}
                  </Box>
                </TableCell>
                <TableCell>
                  <Box component="pre" sx={{ ...PRE, color: 'error.main' }}>
                    {h.stderr}
                  </Box>
                </TableCell>
              </>
            ) : (
              <TableCell colSpan={2}>
                <Box component="pre" sx={{ ...PRE, color: 'error.main' }}>
                  {h.error}
                </Box>
              </TableCell>
            )}
            <TableCell>{h.delta}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
