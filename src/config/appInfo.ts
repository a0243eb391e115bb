import { appNameSuffix, defaultProductName } from './constants'

/** '{product} Social', where {product} comes from NEXT_PUBLIC_PRODUCT_NAME. */
export function appName(productName: string | undefined = process.env.NEXT_PUBLIC_PRODUCT_NAME) {
  const product = productName?.trim() || defaultProductName
  return `${product} ${appNameSuffix}`
}
