// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title Plaza Token (PLZ) for the local dev chains
/// @notice A plain ERC-20 the app offers to add to the visitor's wallet (`wallet_watchAsset`,
/// spec CALL-1). `scripts/dev-chains` places its runtime code with `anvil_setCode` at the address
/// in fixtures/chain-state/plazaToken.ts on every local chain: no constructor runs, so name,
/// symbol and decimals are constants and the supply starts at zero.
contract PlazaToken {
    string public constant name = "Plaza Token";
    string public constant symbol = "PLZ";
    uint8 public constant decimals = 18;

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
        require(allowed >= value, "PLZ: allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "PLZ: balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
