export declare const mockWalletSourceAliases: { find: RegExp; replacement: string }[]
