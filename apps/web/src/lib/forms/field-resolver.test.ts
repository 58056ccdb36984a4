import { signUpBodySchema } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { fieldResolver } from './field-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const form = { name: 'A', email: 'Siswa@Jenjang.test ', handphone: '', password: 'pendek' };

describe('fieldResolver', () => {
  it("words each field's first problem as the API does, in the page's language", async () => {
    const idn = await fieldResolver(signUpBodySchema, 'idn')(form, undefined, options);
    expect(idn.values).toEqual({});
    expect(idn.errors).toEqual({
      name: expect.objectContaining({ message: 'Nama minimal 2 karakter.' }),
      password: expect.objectContaining({ message: 'Kata sandi minimal 8 karakter.' }),
    });
    const en = await fieldResolver(signUpBodySchema, 'en')(form, undefined, options);
    expect(en.errors.name?.message).toBe('The name needs at least 2 characters.');
  });

  it("hands the contract's output to the submit handler", async () => {
    const valid = { ...form, name: 'Ayu', password: 'cukup-panjang-kok' };
    const result = await fieldResolver(signUpBodySchema, 'idn')(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Ayu',
      email: 'siswa@jenjang.test',
      handphone: undefined,
      password: 'cukup-panjang-kok',
    });
  });
});
