import { describe, expect, it } from 'vitest';
import { PURPOSES_OF_USE_STORAGE_KEY, STORAGE_KEYS_KEPT_ON_LOGOUT } from '../config/storage-keys';
import { clearLocalStorageExcept } from './storage';

describe('clearLocalStorageExcept', () => {
  it('empties localStorage but keeps the purposes of use', () => {
    localStorage.setItem(PURPOSES_OF_USE_STORAGE_KEY, '[{"id":1}]');
    localStorage.setItem('painel:ultima-busca', 'x');
    localStorage.setItem('other', 'y');

    clearLocalStorageExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);

    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(PURPOSES_OF_USE_STORAGE_KEY)).toBe('[{"id":1}]');
  });

  it('does not create a kept key that was not there', () => {
    localStorage.setItem('other', 'y');
    clearLocalStorageExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);
    expect(localStorage.length).toBe(0);
  });
});
