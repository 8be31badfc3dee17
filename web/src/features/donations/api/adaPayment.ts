import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** POST /projects/{id}/donates/ada/build: the wallet as CIP-30 describes it. */
export type AdaBuildRequest = Schemas['BuildRequest'];

/** The unsigned transaction the wallet signs, and the intent that binds it to this donor and project. */
export type AdaBuiltPayment = Schemas['BuiltPayment'];

/** The built transaction, its intent and the wallet's signatures. */
export type AdaSubmitRequest = Schemas['AdaSubmitRequest'];

/** The server builds the payment from the wallet's UTxOs, so the page needs no Cardano library. */
export function buildAdaPayment(projectId: string, body: AdaBuildRequest) {
  return api.post('/projects/{id}/donates/ada/build', { params: { path: { id: projectId } }, body });
}

/** POST /projects/{id}/donates/ada/submit: submits, and records the donation bound to the intent. */
export function submitAdaPayment(projectId: string, body: AdaSubmitRequest) {
  return api.post('/projects/{id}/donates/ada/submit', { params: { path: { id: projectId } }, body });
}
