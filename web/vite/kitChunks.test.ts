import { describe, expect, it } from 'vitest';
import { kitChunk } from './kitChunks';

const aria = (path: string) => `/app/node_modules/react-aria/dist/private/${path}.mjs`;
const components = (name: string) => `/app/node_modules/react-aria-components/dist/private/${name}.mjs`;

describe('kitChunk', () => {
  it('puts the parts nearly every kit page runs in a few chunks, each needing only the ones before it', () => {
    expect(kitChunk(aria('i18n/I18nProvider'))).toBe('kit-providers');
    expect(kitChunk(aria('utils/openLink'))).toBe('kit-providers');
    expect(kitChunk(aria('interactions/usePress'))).toBe('kit');
    expect(kitChunk(components('Button'))).toBe('kit');
    // A dialog's text: pages with a dialog and no field do not load the fields' chunk for it.
    expect(kitChunk(components('Text'))).toBe('kit');
    expect(kitChunk(aria('textfield/useTextField'))).toBe('kit-fields');
    expect(kitChunk(components('TextField'))).toBe('kit-fields');
    expect(kitChunk('/app/node_modules/react-stately/dist/private/form/useFormValidationState.mjs')).toBe('kit-fields');
    expect(kitChunk(aria('focus/FocusScope'))).toBe('kit-focus-scope');
    expect(kitChunk('/app/node_modules/@internationalized/string/dist/private/LocalizedStringFormatter.mjs')).toBe('kit-strings');
    expect(kitChunk('/app/node_modules/@internationalized/number/dist/private/NumberParser.mjs')).toBe('kit-numbers');
  });

  it('leaves the parts few pages run, the re-exporting entry points and our own code split by use', () => {
    expect(kitChunk(components('Menu'))).toBeUndefined();
    expect(kitChunk(aria('overlays/usePopover'))).toBeUndefined();
    expect(kitChunk(aria('datepicker/useDatePicker'))).toBeUndefined();
    expect(kitChunk('/app/node_modules/react-aria/dist/exports/useButton.mjs')).toBeUndefined();
    expect(kitChunk('/app/src/components/ui/Button.tsx')).toBeUndefined();
    expect(kitChunk('/app/node_modules/react-router/dist/index.mjs')).toBeUndefined();
  });
});
