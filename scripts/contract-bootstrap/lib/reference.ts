// Types and loading of the reference facts (endpoints.json, serializers.json).
import fs from 'node:fs'
import path from 'node:path'

export interface Choice {
  value: string | number | boolean | null
  display_name: string
}

export interface ChildInfo {
  drf_type: string
  meta_type: string
  max_length?: number
  min_length?: number
  label?: string
  choices?: Choice[]
}

export interface ModelField {
  model: string
  field: string
  type: string
  max_length?: number
  null?: boolean
  blank?: boolean | null
  default?: unknown
  related_model?: string
  verbose_name?: string
}

export interface RefField {
  name: string
  drf_type: string
  meta_type: string
  required: boolean
  read_only: boolean
  write_only: boolean
  allow_null: boolean
  allow_blank?: boolean
  label: string
  help_text?: string
  max_length?: number
  min_length?: number
  max_value?: number
  min_value?: number
  default?: unknown
  default_note?: string
  choices?: Choice[]
  source?: string
  display_companion_of?: string
  related_model?: string
  many?: boolean
  child?: ChildInfo
  child_relation?: string
  child_serializer?: string
  nested_serializer?: string
  method_serializer?: boolean
  method_name?: string
  method_field?: string
  slug_field?: string
  model_field?: ModelField
}

export interface RefSerializer {
  class: string
  file: string
  drf_base: string
  bases: string[]
  org_resource: boolean
  bulk_serializer: boolean
  supports_fields_query: boolean
  meta?: {
    model?: string
    fields?: string[]
    fields_mini?: string[]
    fields_small?: string[]
    read_only_fields?: string[]
  }
  used_by: string[]
  fields: RefField[]
  display_components?: string[]
  dynamic_variant_of?: string[]
  nested_in?: string[]
}

export interface SerializerChoice {
  action?: string
  serializer?: string | null
}

export interface RefBackend {
  url_pattern: string
  url_name: string
  view: string
  view_file: string
  view_bases: string[]
  router_actions?: Record<string, string>
  methods_routed: string[]
  is_list_endpoint: boolean
  paginated: boolean
  filterset_fields: string[] | Record<string, string[]> | null
  filterset_class?: string
  filterset_class_filters?: Record<string, string>
  search_fields: string[] | Record<string, string[]> | null
  ordering_fields: string[] | null
  default_ordering?: string[]
  filter_backends?: string[]
  serializer_per_method: Record<string, SerializerChoice>
  serializer_by_query?: Record<string, Record<string, string>>
  serializer_classes_attr?: Record<string, string>
  serializer_class_attr?: string
  permission_classes: string[]
  methods_that_return_405?: string[]
  raises_MethodNotAllowed_in?: string[]
  date_range_filter_fields?: [string, [string, string]][]
  custom_filter_fields?: string[]
}

export interface LinaUsage {
  file: string
  line: number
  usage: string
  methods?: string[]
  query?: string
  note?: string
  implied?: boolean
}

export interface RefEndpoint {
  path: string
  lina_methods: string[]
  lina_methods_explicit: string[]
  lina_methods_implied_by_generic_components: string[]
  lina_files: string[]
  lina_query_strings?: string[]
  lina_usages: LinaUsage[]
  backend: RefBackend | null
  status: 'ok' | 'xpack_closed_source' | 'not_served_404' | 'lina_bug_resolves_to_detail_route'
  note?: string
}

export interface Reference {
  endpoints: RefEndpoint[]
  serializers: Record<string, RefSerializer>
  variants: Record<string, Record<string, Record<string, string> | string>>
}

export function loadReference(dir: string): Reference {
  const endpoints = JSON.parse(fs.readFileSync(path.join(dir, 'endpoints.json'), 'utf8')) as { endpoints: RefEndpoint[] }
  const sers = JSON.parse(fs.readFileSync(path.join(dir, 'serializers.json'), 'utf8')) as {
    serializers: Record<string, RefSerializer>
    method_serializer_variants: Record<string, Record<string, Record<string, string> | string>>
  }
  const variants = { ...sers.method_serializer_variants }
  delete variants._about
  return { endpoints: endpoints.endpoints, serializers: sers.serializers, variants }
}
