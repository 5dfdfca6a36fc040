// The fields of the profile forms, described once as field metadata (types and limits from the profile
// serializers of the contract) so that the generic metadata form draws and checks them; labels are ours.
import { useMemo } from 'react'
import type { FieldContext, FieldOverride, FormGroupModel } from '../../components/data/fieldTyping'
import { buildFormModel } from '../../components/data/fieldTyping'
import { passwordProblems, passwordRuleFrom } from '../../components/data/password'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'

const text = (max: number): FieldOverride['meta'] => ({ type: 'string', max_length: max })
const secret = (labelKey: string): FieldOverride => ({
  labelKey,
  required: true,
  meta: { type: 'string', max_length: 128, write_only: true, required: true },
})

/** Shown, never sent: the account's identity is the administrator's to change. */
const identity: Record<string, FieldOverride> = {
  username: { labelKey: 'profile.username', meta: text(128), disabled: true },
  name: { labelKey: 'profile.name', meta: text(128), disabled: true },
  email: { labelKey: 'profile.email', meta: { type: 'email' }, disabled: true },
}

const contact: Record<string, FieldOverride> = {
  phone: { labelKey: 'profile.phone', meta: text(20) },
  wechat: { labelKey: 'profile.wechat', meta: text(128) },
}

/** The user's own MFA choice (0 off, 1 on); level 2 means the administrator forces it and the field is not shown. */
export const mfaLevelField: FieldOverride = {
  labelKey: 'profile.mfaLevel',
  helpKey: 'profile.mfaLevelHelp',
  meta: {
    type: 'choice',
    choices: [
      { value: 0, display_name: '0' },
      { value: 1, display_name: '1' },
    ],
  },
  choiceLabelKeys: { 0: 'profile.mfaOff', 1: 'profile.mfaOn' },
}

export const publicKeyField: FieldOverride = {
  labelKey: 'profile.publicKey',
  helpKey: 'profile.publicKeyHelp',
  widget: 'textarea',
  meta: { type: 'string', max_length: 2048 },
}

/** Profile settings: what PATCH /api/v1/users/profile/ lets a user change about themself. */
export function settingsGroups(showMfa: boolean): FormGroupModel[] {
  return buildFormModel(
    {},
    [
      ['profile.groupAccount', ['username', 'name', 'email']],
      ['profile.groupAuthentication', showMfa ? ['mfa_level'] : []],
      ['profile.groupContact', ['phone', 'wechat']],
    ],
    { ...identity, ...contact, mfa_level: mfaLevelField },
  )
}

/** VAL-07: the new password follows the rules the platform publishes (the admin minimum for administrators). */
export function passwordGroups(forAdmin: boolean): FormGroupModel[] {
  return buildFormModel({}, ['old_password', 'new_password', 'new_password_again'], {
    // every field carries a help line, so that a message replacing it does not move the button under the pointer
    old_password: { ...secret('profile.oldPassword'), helpKey: 'profile.oldPasswordHelp' },
    new_password: {
      ...secret('profile.newPassword'),
      helpKey: 'profile.newPasswordHelp',
      validate: (value, _values, ctx) => {
        const rule = passwordRuleFrom(ctx.settings, forAdmin)
        const [problem] = passwordProblems(String(value ?? ''), rule)
        return problem ? { key: `form.password_${problem}`, values: { min: rule.minLength } } : undefined
      },
    },
    new_password_again: {
      ...secret('profile.confirmPassword'),
      helpKey: 'profile.confirmPasswordHelp',
      validate: (value, values) => (value !== values.new_password ? 'profile.passwordMismatch' : undefined),
    },
  })
}

/** The first-login form: identity, authentication, contact details, and the terms (VAL-17). */
export function firstLoginGroups(options: { showMfa: boolean; showPublicKey: boolean }, terms: FieldOverride): FormGroupModel[] {
  return buildFormModel(
    {},
    [
      ['profile.groupAccount', ['username', 'name', 'email']],
      ['profile.groupAuthentication', [...(options.showMfa ? ['mfa_level'] : []), ...(options.showPublicKey ? ['public_key'] : [])]],
      ['profile.groupContact', ['phone', 'wechat']],
      ['profile.groupTerms', ['terms']],
    ],
    { ...identity, ...contact, mfa_level: mfaLevelField, public_key: publicKeyField, terms },
  )
}

/** What the field rules may look at: the platform's public settings (password rules). */
export function useProfileFieldContext(): FieldContext {
  const env = useConsoleEnv()
  return useMemo(
    () => ({
      mode: 'update',
      orgIsRoot: env.orgIsRoot,
      isSuperAdmin: env.isSuperAdmin,
      licenceValid: env.licenceValid,
      settings: env.settings,
    }),
    [env],
  )
}
