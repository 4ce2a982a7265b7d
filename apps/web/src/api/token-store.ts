/** Part 1 §7: the token lives in local storage under this key. */
export const TOKEN_KEY = 'authenticationToken';

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const storeToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);

export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);
