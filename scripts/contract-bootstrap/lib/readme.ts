// openapi/README.md: the hand-written text of overrides/README.template.md with the generated tables filled in.
import type { Ctx } from './context.ts'

export interface Counts {
  paths: number
  served: number
  xpack: number
  operations: number
  schemas: number
}

export function readme(ctx: Ctx, counts: Counts): string {
  const idRows: string[] = ['| resource | key | id | shown as |', '|---|---|---|---|']
  for (const [resource, entries] of Object.entries(ctx.ov.ids)) {
    for (const [k, e] of Object.entries(entries)) idRows.push(`| ${resource} | \`${k}\` | \`${e.id}\` | ${e.label} |`)
  }
  for (const e of ctx.ref.endpoints.filter((x) => x.status === 'not_served_404')) {
    const row = `| \`${e.path}\` | ${e.lina_methods.join(', ')} |`
    if (!ctx.ov.readme.includes(row)) ctx.problem(`README.template.md: the table of unserved paths lacks the row starting ${row}`)
  }
  const text = ctx.ov.readme
    .replace('{{COUNTS}}', `${counts.paths} paths (${counts.served} open-source paths written here, ${counts.xpack} X-Pack paths referenced), ${counts.operations} operations in the open-source groups, ${counts.schemas} component schemas outside common.yaml and xpack.yaml`)
    .replace('{{ID_TABLE}}', idRows.join('\n'))
  return text.endsWith('\n') ? text : `${text}\n`
}
