/** A provider photo's address: the brand's providerPhotosDir (spec §3 Config) and the file name the provider data lists. */
export function photoUrl(providerPhotosDir: string, file: string): string {
  return `${providerPhotosDir.replace(/\/+$/, '')}/${encodeURIComponent(file)}`;
}
