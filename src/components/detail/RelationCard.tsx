// A relation of the object (e.g. a user's groups, a group's members): the related items with a remove button,
// and a select to add more. Adds post relation rows `[{from, to}]`; removes delete `?from=…&to=…`. The select and
// its Add button are also used alone, above a table of relation rows (a detail tab's `add`).
import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { httpRequest } from '../../http/client'
import { canAdminInOrg } from '../env/access'
import type { ConsoleEnv } from '../env/ConsoleEnv'
import { toast } from '../feedback'
import { defaultOptionLabel, useRelationItems } from '../form/widgets/relationData'
import { RelationSelect } from '../form/widgets/RelationSelect'
import type { RelationAddSpec, RelationSpec, Row } from '../resource/types'

/** The select of items to relate and its Add button: posts `[{from: object.id, to: id}]`, then `onChanged`. */
export function RelationAdder({
  object,
  spec,
  disabled = false,
  onChanged,
}: {
  object: Row
  spec: RelationAddSpec
  disabled?: boolean
  onChanged(): void
}) {
  const { t } = useTranslation()
  const [adding, setAdding] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const optionsQuery = typeof spec.optionsQuery === 'function' ? spec.optionsQuery(object) : spec.optionsQuery
  const add = async () => {
    setBusy(true)
    try {
      await httpRequest({ url: spec.relationUrl, method: 'POST', data: adding.map((id) => ({ [spec.from]: object.id, [spec.to]: id })) })
      toast(t('detail.relationAdded'))
      setAdding([])
      onChanged()
    } catch {
      // shown by the HTTP layer
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: 1, minWidth: 280 }}>
      <Box sx={{ flex: 1 }}>
        <RelationSelect
          url={spec.optionsUrl}
          query={optionsQuery}
          multiple
          value={adding}
          onChange={(v) => setAdding(Array.isArray(v) ? v : [])}
          label={t(spec.labelKey ?? 'detail.addRelation')}
          optionLabel={spec.optionLabel}
        />
      </Box>
      <Button variant="contained" disabled={disabled || busy || adding.length === 0} onClick={() => void add()}>
        {t('common.Add')}
      </Button>
    </Box>
  )
}

export function RelationCard({ object, spec, env, onChanged }: { object: Row; spec: RelationSpec; env: ConsoleEnv; onChanged(): void }) {
  const { t } = useTranslation()
  const ids = spec.value(object)
  const optionsQuery = typeof spec.optionsQuery === 'function' ? spec.optionsQuery(object) : spec.optionsQuery
  const items = useRelationItems(spec.optionsUrl, optionsQuery, ids)
  const label = spec.optionLabel ?? defaultOptionLabel
  const [busy, setBusy] = useState(false)
  const editable = canAdminInOrg(env)
  const title = t(spec.titleKey)
  const remove = async (id: string) => {
    setBusy(true)
    try {
      await httpRequest({ url: spec.relationUrl, method: 'DELETE', params: { [spec.from]: String(object.id), [spec.to]: id } })
      toast(t('detail.relationRemoved'))
      onChanged()
    } catch {
      // shown by the HTTP layer
    } finally {
      setBusy(false)
    }
  }
  const byId = new Map((items.data ?? []).map((i) => [String(i.id), label(i)]))
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {editable && (
        <Box sx={{ display: 'flex', mb: 1 }}>
          <RelationAdder object={object} spec={spec} disabled={busy} onChanged={onChanged} />
        </Box>
      )}
      <List dense>
        {ids.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('table.noData')} />
          </ListItem>
        )}
        {ids.map((id) => (
          <ListItem
            key={id}
            secondaryAction={
              editable ? (
                <IconButton
                  edge="end"
                  aria-label={t('detail.removeRelation', { name: byId.get(id) ?? id })}
                  disabled={busy}
                  onClick={() => void remove(id)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              ) : undefined
            }
          >
            <ListItemText primary={byId.get(id) ?? id} />
          </ListItem>
        ))}
      </List>
    </Paper>
  )
}
