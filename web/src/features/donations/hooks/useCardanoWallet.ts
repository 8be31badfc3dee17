import { useCallback, useEffect, useMemo, useState } from 'react';

/** The CIP-30 API a wallet gives after `enable()` (addresses and CBOR values in hex). */
export interface Cip30Api {
  getNetworkId?(): Promise<number>;
  getBalance(): Promise<string | number>;
  getUtxos(amount?: string, paginate?: { page: number; limit: number }): Promise<string[] | null | undefined>;
  getUsedAddresses?(): Promise<string[]>;
  getChangeAddress(): Promise<string>;
  /** With `partialSign` true, answers the witness set (hex CBOR) of the keys the wallet holds. */
  signTx(tx: string, partialSign?: boolean): Promise<string>;
}

export interface Cip30Wallet {
  name?: string;
  icon?: string;
  apiVersion?: string;
  enable(): Promise<Cip30Api>;
}

declare global {
  interface Window {
    cardano?: Record<string, Cip30Wallet | undefined>;
  }
}

export interface WalletOption {
  key: string;
  name: string;
  icon?: string;
  installed: boolean;
}

/** Spec §1: the two named vendors, listed even when not installed. */
const KNOWN: { key: string; name: string }[] = [
  { key: 'lace', name: 'Lace' },
  { key: 'yoroi', name: 'Yoroi' },
];

/** The wallets in the browser, and `extra` (the test wallet) keyed as given. */
export function availableWallets(extra: Record<string, Cip30Wallet> = {}): WalletOption[] {
  const injected = { ...(typeof window !== 'undefined' ? (window.cardano ?? {}) : {}), ...extra };
  const isWallet = (value: unknown): value is Cip30Wallet =>
    typeof value === 'object' && value !== null && typeof (value as Cip30Wallet).enable === 'function';
  const known = KNOWN.map(({ key, name }) => {
    const wallet = injected[key];
    return { key, name: wallet?.name ?? name, icon: wallet?.icon, installed: isWallet(wallet) };
  });
  const others = Object.entries(injected)
    .filter(([key, wallet]) => !KNOWN.some((entry) => entry.key === key) && isWallet(wallet))
    .map(([key, wallet]) => ({ key, name: wallet?.name ?? key, icon: wallet?.icon, installed: true }));
  return [...known, ...others];
}

/** `next`, or `shown` when it lists the same wallets (so React keeps its state and draws nothing). */
function sameWallets(shown: WalletOption[], next: WalletOption[]): WalletOption[] {
  const same =
    shown.length === next.length &&
    shown.every((option, index) => {
      const other = next[index];
      return other !== undefined && option.key === other.key && option.name === other.name && option.icon === other.icon && option.installed === other.installed;
    });
  return same ? shown : next;
}

/** Reads a CIP-30 balance: CBOR (a coin, or [coin, assets]) in hex; plain numbers are accepted too. */
export function parseBalance(raw: string | number): number {
  if (typeof raw === 'number') return raw;
  const bytes = raw.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  const readUint = (offset: number): [number, number] | null => {
    const head = bytes[offset];
    if (head === undefined || head >> 5 !== 0) return null;
    const info = head & 0x1f;
    if (info < 24) return [info, offset + 1];
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (!size || offset + size >= bytes.length + 1) return null;
    let value = 0;
    for (let index = 1; index <= size; index += 1) value = value * 256 + (bytes[offset + index] ?? 0);
    return [value, offset + 1 + size];
  };
  if (/^[0-9a-f]+$/i.test(raw) && raw.length % 2 === 0) {
    const direct = readUint(0);
    if (direct && direct[1] === bytes.length) return direct[0];
    if (bytes[0] === 0x82) {
      const coin = readUint(1);
      if (coin) return coin[0];
    }
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  throw new Error('Unreadable balance');
}

export type WalletStatus = 'idle' | 'connecting' | 'connected' | 'failed';
export type WalletError = 'connect' | 'data' | null;

export interface WalletState {
  status: WalletStatus;
  key: string | null;
  name: string | null;
  api: Cip30Api | null;
  address: string | null;
  balance: number | null;
  error: WalletError;
}

const NO_EXTRA: Record<string, Cip30Wallet> = {};

const IDLE: WalletState = { status: 'idle', key: null, name: null, api: null, address: null, balance: null, error: null };

/**
 * Spec §4 wallet: connect, connecting, connected or failed, and disconnect. `extra` adds wallets
 * the app provides (the development ledger's test wallet); keep it stable between renders.
 */
export function useCardanoWallet(extra: Record<string, Cip30Wallet> = NO_EXTRA) {
  const [state, setState] = useState<WalletState>(IDLE);
  const [injected, setInjected] = useState<WalletOption[]>(() => availableWallets());
  const options = useMemo(
    () => [...injected, ...availableWallets(extra).filter((option) => option.key in extra)],
    [injected, extra],
  );

  // Wallet extensions inject themselves a moment after the page loads. The list is replaced only
  // when it changed: a browser without wallets does not redraw the whole form for nothing.
  useEffect(() => {
    const timer = window.setTimeout(() => setInjected((shown) => sameWallets(shown, availableWallets())), 800);
    return () => window.clearTimeout(timer);
  }, []);

  const connect = useCallback(async (key: string) => {
    const wallet = extra[key] ?? window.cardano?.[key];
    const name = wallet?.name ?? key;
    setState({ ...IDLE, status: 'connecting', key, name });
    let api: Cip30Api;
    try {
      if (!wallet) throw new Error('not installed');
      api = await wallet.enable();
    } catch {
      setState({ ...IDLE, status: 'failed', key, name, error: 'connect' });
      return;
    }
    try {
      // Wallets are other people's code: check the methods the payment needs are there.
      const methods: Partial<Cip30Api> = api;
      if (typeof methods.getUtxos !== 'function' || typeof methods.signTx !== 'function') throw new Error('not a CIP-30 wallet');
      const balance = parseBalance(await api.getBalance());
      const used = (await api.getUsedAddresses?.()) ?? [];
      const address = used[0] ?? (await api.getChangeAddress());
      if (!address) throw new Error('no address');
      setState({ status: 'connected', key, name, api, address, balance, error: null });
    } catch {
      setState({ ...IDLE, status: 'failed', key, name, error: 'data' });
    }
  }, [extra]);

  /** Reads the balance again (after a payment). */
  const refresh = useCallback(async () => {
    const api = state.api;
    if (!api) return;
    try {
      const balance = parseBalance(await api.getBalance());
      setState((current) => (current.api === api ? { ...current, balance } : current));
    } catch {
      // The balance shown stays the last one read; the next connection reads it again.
    }
  }, [state.api]);

  const disconnect = useCallback(() => setState(IDLE), []);

  return { ...state, options, connect, disconnect, refresh };
}
