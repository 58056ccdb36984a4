import { BENEFIT_ICONS, CULTURE_VALUE_ICONS } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { KNOWN_ICON_NAMES } from './option-icon';

describe('option icons', () => {
  it('has an icon for every name the domain gives a culture value or a benefit', () => {
    for (const name of [...Object.values(CULTURE_VALUE_ICONS), ...Object.values(BENEFIT_ICONS)])
      expect(KNOWN_ICON_NAMES).toContain(name);
  });
});
