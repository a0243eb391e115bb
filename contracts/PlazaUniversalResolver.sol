// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title Name service for the local mainnet
/// @notice Answers the ENS Universal Resolver calls viem makes (`reverseWithGateways` for
/// getEnsName, `resolveWithGateways` with `addr` or `text` for getEnsAddress, getEnsText
/// and getEnsAvatar) from records in its own storage. `scripts/dev-chains` places the
/// runtime code at the address viem uses for mainnet's universal resolver and writes the
/// records of `packages/test/src/ensAccounts.ts` straight into the storage slots below with
/// `anvil_setStorageAt`: no constructor, no setters, no transaction, no block mined.
/// Every name resolves here directly (there is no registry and no CCIP-Read).
contract PlazaUniversalResolver {
    /// Slot 0: the primary (reverse) name of an address.
    mapping(address account => string name) internal primaryNames;
    /// Slot 1: the address of a name, by namehash; zero means the name does not exist.
    mapping(bytes32 node => address account) internal addresses;
    /// Slot 2: the text records of a name, by namehash and key.
    mapping(bytes32 node => mapping(string key => string value)) internal texts;

    // The Universal Resolver's own errors: viem reads these as "no result".
    error ResolverNotFound(bytes name);
    error UnsupportedResolverProfile(bytes4 selector);
    error EmptyAddress();

    bytes4 private constant ADDR = bytes4(keccak256("addr(bytes32)"));
    bytes4 private constant ADDR_COIN_TYPE = bytes4(keccak256("addr(bytes32,uint256)"));
    bytes4 private constant TEXT = bytes4(keccak256("text(bytes32,string)"));

    /// Coin type 60 is Ethereum; 0x80000000 | chainId are the EVM chains (ENSIP-11),
    /// where the local accounts have the same address.
    uint256 private constant ETH_COIN_TYPE = 60;
    uint256 private constant EVM_COIN_TYPE_FLAG = 0x80000000;

    /// Resolves `data` (an encoded resolver call) for the DNS-encoded `name`.
    function resolve(bytes calldata name, bytes calldata data)
        public
        view
        returns (bytes memory result, address resolver)
    {
        if (data.length < 36) revert UnsupportedResolverProfile(data.length < 4 ? bytes4(0) : bytes4(data[:4]));
        bytes4 selector = bytes4(data[:4]);
        bytes32 node = bytes32(data[4:36]);
        address account = addresses[node];
        if (account == address(0)) revert ResolverNotFound(name);

        if (selector == ADDR) return (abi.encode(account), address(this));
        if (selector == ADDR_COIN_TYPE) {
            (, uint256 coinType) = abi.decode(data[4:], (bytes32, uint256));
            bytes memory encoded = isEvmCoinType(coinType) ? abi.encodePacked(account) : bytes("");
            return (abi.encode(encoded), address(this));
        }
        if (selector == TEXT) {
            (, string memory key) = abi.decode(data[4:], (bytes32, string));
            return (abi.encode(texts[node][key]), address(this));
        }
        revert UnsupportedResolverProfile(selector);
    }

    /// `resolve`; the gateways are for CCIP-Read, which no local name needs.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory result, address resolver)
    {
        return resolve(name, data);
    }

    /// The primary name of `lookupAddress` (20 bytes), or "" when it has none.
    function reverse(bytes calldata lookupAddress, uint256 coinType)
        public
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        if (lookupAddress.length != 20) revert EmptyAddress();
        if (!isEvmCoinType(coinType)) return ("", address(0), address(this));
        primary = primaryNames[address(bytes20(lookupAddress))];
        resolver = bytes(primary).length == 0 ? address(0) : address(this);
        reverseResolver = address(this);
    }

    /// `reverse`; the gateways are for CCIP-Read, which no local name needs.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        return reverse(lookupAddress, coinType);
    }

    function isEvmCoinType(uint256 coinType) private pure returns (bool) {
        return coinType == ETH_COIN_TYPE || (coinType >= EVM_COIN_TYPE_FLAG && coinType <= 0xffffffff);
    }
}
