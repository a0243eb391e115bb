import { useEffect, useState } from 'react'

export type AvatarImageStatus = 'none' | 'loading' | 'loaded' | 'failed'

/** Loads `url` as an image, off screen: whether it can be shown. */
export function useAvatarImage(url: string | null | undefined): AvatarImageStatus {
  const [state, setState] = useState<{ url?: string; status: AvatarImageStatus }>({
    status: 'none',
  })
  useEffect(() => {
    if (!url) return
    let current = true
    const image = new Image()
    image.onload = () => current && setState({ url, status: 'loaded' })
    image.onerror = () => current && setState({ url, status: 'failed' })
    image.src = url
    return () => {
      current = false
    }
  }, [url])
  if (!url) return 'none'
  return state.url === url ? state.status : 'loading'
}
