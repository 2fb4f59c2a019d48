import type ModalComponent from './Modal';

type ModalModule = { default: typeof ModalComponent };

let modal: Promise<ModalModule> | undefined;

/**
 * The modal's code and styles (DocSearch's), fetched once, on the first sign of intent: a pointer
 * over the button, its focus, a touch, or the shortcut. A failed fetch (offline) is tried again on
 * the next intent.
 */
export function loadModal(): Promise<ModalModule> {
  modal ??= import('./Modal').catch((error: unknown) => {
    modal = undefined;
    throw error;
  });
  return modal;
}
