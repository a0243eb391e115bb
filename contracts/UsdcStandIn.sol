// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title A stand-in for USDC on the local dev chains
/// @notice The local chains run each chain's real id, so the app's offer to add USDC to the
/// visitor's wallet (`wallet_watchAsset`, spec CALL-1) finds a token at Circle's USDC address of
/// that chain. `scripts/dev-chains` places this runtime code with `anvil_setCode` at each address
/// in packages/test/src/chains/usdc.ts (a fork keeps the real contract): no constructor runs, so name,
/// symbol and decimals are USDC's as constants and the supply starts at zero.
contract UsdcStandIn {
    string public constant name = "USD Coin";
    string public constant symbol = "USDC";
    uint8 public constant decimals = 6;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "USDC: allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "USDC: balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
