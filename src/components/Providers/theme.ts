import { darkTheme, lightTheme } from '@rainbow-me/rainbowkit'

/**
 * RainbowKit's light and dark themes with every colour that a visitor reads text in at less than
 * WCAG 2.2 AA's 4.5:1 made darker (light) or given dark text (dark); everything else is
 * RainbowKit's own. The app's stand-in 'Connect Wallet'
 * (src/walletStack/ShellConnectButton.module.css) draws the same accent.
 */
const light = lightTheme({ accentColor: '#0963D6' })
/** RainbowKit's blue, with the dark grey RainbowKit gives its other light accents. */
const dark = darkTheme({ accentColor: '#3898FF', accentColorForeground: '#1A1B1F' })

/** A red that keeps 4.5:1 as text on the light modal and under white text in both modes. */
const errorRed = '#CC2F2F'

/**
 * No backdrop filter behind the modals. RainbowKit's themes give 'blur(0px)', which blurs
 * nothing but still makes the browser filter what lies behind the overlay in every frame of its
 * fade: about three times the compositing work of opening a modal (measured in Chromium with
 * software compositing).
 */
const blurs = { modalOverlay: 'none' }

export const theme = {
  lightMode: {
    ...light,
    blurs,
    colors: {
      ...light.colors,
      modalTextSecondary: '#5F6363',
      // 'transactions will appear here' and the explorer link's icon: 4.8:1 on the modal.
      modalTextDim: '#6F7373',
      error: errorRed,
      connectButtonBackgroundError: errorRed,
    },
  },
  darkMode: {
    ...dark,
    blurs,
    // modalTextDim: 5.4:1 on the dark modal.
    colors: { ...dark.colors, modalTextDim: '#8E9096', connectButtonBackgroundError: errorRed },
  },
}
