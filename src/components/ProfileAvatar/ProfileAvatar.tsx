import type { AvatarComponent } from '@rainbow-me/rainbowkit'
import { useEffect, useMemo } from 'react'
import { mainnet } from 'viem/chains'
import { useEnsAvatar, useEnsName, useEnsText } from 'wagmi'
import styles from './ProfileAvatar.module.css'
import { reportAvatarFailure } from './reportAvatarFailure'
import { useAvatarImage } from './useAvatarImage'

/** A hue of its own for each address, so a fallback avatar still tells accounts apart. */
function hueOf(address: string) {
  let hash = 0
  for (const character of address.toLowerCase()) hash = (hash * 31 + character.charCodeAt(0)) | 0
  return Math.abs(hash) % 360
}

/**
 * The name-service avatar lookup failed when the name has an avatar record but nothing
 * loadable came of it: viem's getEnsAvatar gives null for a record it cannot resolve (a missing
 * file, a bad content type) and says nothing else. The same queries as RainbowKit's (mainnet),
 * so they share its cache.
 */
function useUnresolvedAvatarRecord(address: string) {
  const { data: name } = useEnsName({ address: address as `0x${string}`, chainId: mainnet.id })
  const enabled = { query: { enabled: Boolean(name) } }
  const record = useEnsText({
    name: name ?? undefined,
    key: 'avatar',
    chainId: mainnet.id,
    ...enabled,
  })
  const avatar = useEnsAvatar({ name: name ?? undefined, chainId: mainnet.id, ...enabled })
  const unresolved =
    typeof record.data === 'string' &&
    record.data !== '' &&
    avatar.status === 'success' &&
    avatar.data === null
  return { name: name ?? undefined, record: record.data ?? undefined, unresolved }
}

/**
 * RainbowKit's avatar (its `avatar` prop): the name-service image once it has loaded, else a
 * fallback. An avatar that fails (ERR-AVATAR: its image does not load, or its record cannot be
 * resolved) raises AvatarUnavailableError and keeps the fallback; RainbowKit's own avatar waits
 * for ever on an image that does not load.
 */
export const ProfileAvatar: AvatarComponent = ({ address, ensImage, size }) => {
  const image = useAvatarImage(ensImage)
  const lookup = useUnresolvedAvatarRecord(address)
  const failedAvatar =
    image === 'failed' && ensImage ? ensImage : lookup.unresolved ? lookup.record : undefined
  useEffect(() => {
    if (failedAvatar) reportAvatarFailure({ name: lookup.name, avatar: failedAvatar })
  }, [failedAvatar, lookup.name])
  const hue = useMemo(() => hueOf(address), [address])

  if (image === 'loaded' && ensImage)
    return (
      <div
        className={styles.image}
        data-testid="profile-avatar"
        data-avatar="image"
        style={{ backgroundImage: `url(${ensImage})`, height: size, width: size }}
      />
    )
  return (
    <div
      className={styles.fallback}
      data-testid="profile-avatar"
      data-avatar={failedAvatar ? 'failed' : 'fallback'}
      style={{
        height: size,
        width: size,
        background: `linear-gradient(135deg, hsl(${hue} 70% 62%), hsl(${(hue + 48) % 360} 70% 48%))`,
      }}
    />
  )
}
