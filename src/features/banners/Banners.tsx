/** Every banner of the signed-in pages (SPEC §2), in order of importance. */
export function Banners() {
  // TODO: verify e-mail, missing key, lifetime deal, navigation alert.
  return null;
}
