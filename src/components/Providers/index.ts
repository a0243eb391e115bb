export { Providers, type ProvidersProps } from './Providers'
