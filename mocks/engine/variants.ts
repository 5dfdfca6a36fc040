// Variants of the polymorphic fields (`attrs` of applications, `meta` of tickets and storages): which contract
// schema describes them for a given type.
import { contract, type FieldMeta } from './contract'
import type { Ctx } from './http'

/** Serializer class of each variant of the polymorphic fields (by `type`). */
const VARIANT_CLASSES: Record<string, Record<string, string>> = {
  attrs: {
    mysql: 'MySQLSerializer',
    mariadb: 'MariaDBSerializer',
    oracle: 'OracleSerializer',
    postgresql: 'PostgreSerializer',
    chrome: 'ChromeSerializer',
    mysql_workbench: 'MySQLWorkbenchSerializer',
    vmware_client: 'VMwareClientSerializer',
    custom: 'CustomSerializer',
    k8s: 'K8SSerializer',
  },
  storage: {
    es: 'CommandStorageTypeESSerializer',
    s3: 'ReplayStorageTypeS3Serializer',
    ceph: 'ReplayStorageTypeCephSerializer',
    swift: 'ReplayStorageTypeSwiftSerializer',
    oss: 'ReplayStorageTypeOSSSerializer',
    azure: 'ReplayStorageTypeAzureSerializer',
    obs: 'ReplayStorageTypeOBSSerializer',
  },
}

function schemaBySerializer(test: (serializer: string) => boolean): string | undefined {
  for (const [name, s] of Object.entries(contract.meta.schemas)) if (s.serializer && test(s.serializer)) return name
  return undefined
}

/** An application category's own attrs serializer: the fields its types share. */
const CATEGORY_ATTRS: Record<string, string> = { db: 'DBSerializer', remote_app: 'RemoteAppSerializer', cloud: 'CloudSerializer' }

/** The polymorphic `attrs`/`meta` variant selected by `?type=`/`?category=` (and `?action=` for tickets). */
export function pickVariant(fieldName: string, f: FieldMeta, ctx: Ctx): string | undefined {
  const by = f.discriminator?.in === 'parent' ? f.discriminator.propertyName : 'type'
  const key = ctx.query.get(by) ?? ctx.query.get('type')
  if (key) return variantFor(fieldName, f, key, ctx.query.get('action') === 'open')
  const category = ctx.query.get('category')
  return category ? categoryVariant(fieldName, category) : undefined
}

/** The attrs schema of an application category (read with `?category=` alone). */
function categoryVariant(fieldName: string, category: string): string | undefined {
  const cls = fieldName === 'attrs' ? CATEGORY_ATTRS[category] : undefined
  if (!cls) return undefined
  const own = schemaBySerializer((s) => s.endsWith(`.application_category.${category}.${cls}`))
  if (own) return own
  // a category whose fields equal its types' (db, cloud) has no schema of its own: any of its types' serves
  const sameFields: Record<string, string> = { db: 'MySQLSerializer', cloud: 'K8SSerializer' }
  const typeCls = sameFields[category]
  return typeCls ? schemaBySerializer((s) => s.split(' | ').some((one) => one.endsWith(`.${typeCls}`))) : undefined
}

/** `a MethodSerializer field`: the polymorphic fields whose variant follows the parent's `type`. */
export function isTypePolymorphic(f: FieldMeta): boolean {
  return !!f.oneOf && f.discriminator?.in === 'parent' && f.discriminator.propertyName === 'type'
}

/** The variant schema of a polymorphic field for a type value (`open`: the ticket apply variant). */
export function variantFor(fieldName: string, f: FieldMeta, key: string, open = false): string | undefined {
  const mapping = f.discriminator?.mapping
  if (mapping?.[key]) return mapping[key]
  if (fieldName === 'attrs' && VARIANT_CLASSES.attrs[key]) {
    const cls = VARIANT_CLASSES.attrs[key]
    // a schema shared by several types lists their serializers joined with ' | '
    const hit = schemaBySerializer((s) => s.split(' | ').some((one) => one.endsWith(`.${cls}`)) && s.includes('application_type'))
    if (hit) return hit
  }
  if (fieldName === 'meta' && VARIANT_CLASSES.storage[key]) {
    const cls = VARIANT_CLASSES.storage[key]
    const hit = schemaBySerializer((s) => s.endsWith(`.${cls}`))
    if (hit) return hit
  }
  if (fieldName === 'meta') {
    const hit =
      schemaBySerializer(
        (s) => s.includes(`.ticket_type.${key}.`) && (open ? /\.ApplySerializer$/.test(s) : !/\.ApplySerializer$/.test(s)),
      ) ?? schemaBySerializer((s) => s.includes(`.ticket_type.${key}.`))
    if (hit) return hit
  }
  const lower = key.toLowerCase().replace(/[_-]/g, '')
  return f.oneOf?.find((n) => n.toLowerCase().replace(/[_-]/g, '').includes(lower))
}
