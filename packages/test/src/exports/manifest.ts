// Entry `@plaza-social/test/manifest`: the local chains' manifest, a contract with the app.
export {
  defaultLocalBasePort,
  type LocalChainsManifest,
  localChainsManifestPath,
  writeManifest,
} from '../manifest'
