/** React Aria's packages and the small ones only they use. */
const KIT_PACKAGE = /\/node_modules\/(?:react-aria|react-aria-components|react-stately|@internationalized\/[\w-]+|@react-types\/[\w-]+|@swc\/helpers|aria-hidden|client-only|clsx)\//;

/** What the kit's providers (UiProvider: the locale, router links) run: every page drawn with the kit. */
const PROVIDERS = /\/i18n\/(?:I18nProvider|useDefaultLocale|utils)\.mjs$|\/utils\/(?:openLink|platform|focusWithoutScrolling)\.mjs$|\/ssr\//;

/** What fields add to a button: labels, validation, text fields, check boxes. */
const FIELDS =
  /\/(?:label|textfield|form|toggle|checkbox|visually-hidden)\/|\/utils\/(?:useFormReset|useLabels|useControlledState)\.mjs$|\/react-aria-components\/dist\/private\/(?:Autocomplete|FieldError|Form|Group|Input|Label|TextArea|TextField|Checkbox)\.mjs$/;

/** What a button needs (presses, hovering, focus rings, its pending state) and the helpers every part shares. */
const BUTTON =
  /\/(?:interactions|live-announcer|flags|button)\/|\/(?:utils|focus|collections)\/(?:[^/]*(?:mergeProps|mergeRefs|filterDOMProps|useId|useLayoutEffect|useObjectRef|useSlot|useSyncRef|useValueEffect|useEffectEvent|useGlobalListeners|useDescription|chain|domHelpers|getMetaValue|getNonce|isElementVisible|isFocusable|isVirtualEvent|runAfterTransition|number|useFocusRing|Hidden)\.mjs$|shadowdom\/)|\/react-aria-components\/dist\/private\/(?:Button|ProgressBar|Text|utils|SelectionIndicator|SharedElementTransition)\.mjs$|\/(?:clsx|@swc\/helpers|client-only)\//;

/**
 * React Aria's parts that nearly every page drawn with the kit runs, in five chunks instead of the
 * ~25 small ones Rollup split them into (each part shared by a different set of ~40 pages, so a
 * form page fetched and ran ~50 files before drawing): the providers, a button, fields, the focus
 * scope (dialogs, radio groups), React Aria's own strings' formatter and its number formatter. Each chunk imports only the
 * ones before it. The other parts (dialogs, menus, lists, dates) stay split by use.
 *
 * A module given no chunk here is split by use too, except that Rollup moves into a manual chunk
 * every static import of its modules that no other manual chunk claims (even one whose code only
 * other pages run): the focus scope and the formatters have chunks of their own for that reason (with `kit`,
 * the form pages fetched the number parser),
 * and `vite build`'s "Circular chunk" warning or the budget test (scripts/bundle-budget.mjs) show
 * a part that lands in the wrong one.
 */
export function kitChunk(id: string): string | undefined {
  if (!KIT_PACKAGE.test(id) || /\/dist\/exports\//.test(id)) return undefined;
  if (PROVIDERS.test(id)) return 'kit-providers';
  if (FIELDS.test(id)) return 'kit-fields';
  if (/\/focus\/FocusScope\.mjs$/.test(id)) return 'kit-focus-scope';
  if (/\/@internationalized\/string\/|\/i18n\/useLocalizedStringFormatter\.mjs$/.test(id)) return 'kit-strings';
  if (/\/@internationalized\/number\/|\/i18n\/useNumberFormatter\.mjs$/.test(id)) return 'kit-numbers';
  if (BUTTON.test(id)) return 'kit';
  return undefined;
}
