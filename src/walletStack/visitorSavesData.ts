type NetworkInformation = { saveData?: boolean }

/** The visitor asked their browser to save data (Save-Data): fetch nothing they did not ask for. */
export function visitorSavesData() {
  return (
    (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true
  )
}
