// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// @title Multicall3 for the local dev chains
/// @notice Speaks the Multicall3 interface (the one viem and wagmi batch reads through,
/// chiefly `aggregate3`) at the canonical address 0xcA11bde05977b3631167028862bE2a173976CA11,
/// where `scripts/dev-chains` places the runtime code with `anvil_setCode`. It has no storage
/// and no constructor, so the runtime code alone is the whole contract.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// A call that was not allowed to fail failed; `index` is its place in the batch.
    error CallFailed(uint256 index, bytes returnData);
    /// The ether sent does not match the sum of the calls' values.
    error ValueMismatch(uint256 sent, uint256 required);

    /// Runs every call and requires each to succeed.
    function aggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes[] memory returnData)
    {
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!success) revert CallFailed(i, data);
            returnData[i] = data;
        }
        blockNumber = block.number;
    }

    /// Runs every call; fails the batch on the first failure only if `requireSuccess`.
    function tryAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (Result[] memory returnData)
    {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess && !success) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
    }

    /// `tryAggregate` plus the block the results belong to.
    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    /// `tryBlockAndAggregate` with every call required to succeed.
    function blockAndAggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        return tryBlockAndAggregate(true, calls);
    }

    /// Runs every call; each says whether it may fail without failing the batch.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            Call3 calldata call = calls[i];
            (bool success, bytes memory data) = call.target.call(call.callData);
            if (!success && !call.allowFailure) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
    }

    /// `aggregate3` with ether forwarded per call; `msg.value` must equal their sum.
    function aggregate3Value(Call3Value[] calldata calls)
        external
        payable
        returns (Result[] memory returnData)
    {
        uint256 required = 0;
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            Call3Value calldata call = calls[i];
            required += call.value;
            (bool success, bytes memory data) = call.target.call{value: call.value}(call.callData);
            if (!success && !call.allowFailure) revert CallFailed(i, data);
            returnData[i] = Result(success, data);
        }
        if (msg.value != required) revert ValueMismatch(msg.value, required);
    }

    function getBlockHash(uint256 blockNumber) external view returns (bytes32) {
        return blockhash(blockNumber);
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function getCurrentBlockCoinbase() external view returns (address) {
        return block.coinbase;
    }

    /// Since the merge the difficulty opcode returns prevrandao.
    function getCurrentBlockDifficulty() external view returns (uint256) {
        return block.prevrandao;
    }

    function getCurrentBlockGasLimit() external view returns (uint256) {
        return block.gaslimit;
    }

    function getCurrentBlockTimestamp() external view returns (uint256) {
        return block.timestamp;
    }

    function getEthBalance(address account) external view returns (uint256) {
        return account.balance;
    }

    function getLastBlockHash() external view returns (bytes32) {
        return blockhash(block.number - 1);
    }

    function getBasefee() external view returns (uint256) {
        return block.basefee;
    }

    function getChainId() external view returns (uint256) {
        return block.chainid;
    }
}
