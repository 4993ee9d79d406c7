/**
 * The install offer, kept from the start. Chromium fires `beforeinstallprompt` once per page, often within
 * the first 100 ms, before the page's modules start (they wait for first paint), and an offer that no listener
 * took is not made again on that page: without this the Install button rarely appeared. This script runs
 * inline in <head> (its hash is in the CSP, lib/headers.ts), keeps the event on `window` for the shell
 * (components/pwa/store.ts) and keeps the browser's own mini-infobar away: the site's button makes the offer.
 */
export const EARLY_INSTALL_OFFER = '__installOffer';

export const INSTALL_OFFER_SCRIPT = `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.${EARLY_INSTALL_OFFER}=e})`;
