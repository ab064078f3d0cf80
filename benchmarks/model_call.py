"""The framework's own cost of one call to an OpenAI-compatible server: AutoGen's OpenAI client vs ours.

Usage: ``python benchmarks/model_call.py [--messages 300] [--calls 20]``. Builds a
manager conversation of about ``--messages`` messages (briefs, tool calls,
tool results), then times ``create`` against the local fake server
(``tests/openai_stub.py``, which answers at once) with AutoGen's
``OpenAIChatCompletionClient`` and with ``agents.http_client.HttpChatCompletionClient``;
also the time to build and serialise our request body alone. Prints
milliseconds per call: the median wall time, the process's CPU time (the server's own parsing and its
thread per connection included, alike for both) and the calling thread's CPU time (the client's own work:
building, sending and reading the request; the framework's cost). Not a test: figures depend on the machine.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

from autogen_core import FunctionCall
from autogen_core.models import (AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage,
                                 ModelInfo, SystemMessage, UserMessage)
from autogen_ext.models.openai import OpenAIChatCompletionClient

from agents.http_client import HttpChatCompletionClient, request_body
from agents.role_tools import role_tools
from roles.prompts import SYSTEM_MESSAGES

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from openai_stub import StubServer  # noqa: E402


def conversation(n: int) -> list:
    """A manager conversation of about ``n`` messages (no turn block, so the fake server just answers)."""
    msgs = [SystemMessage(content=SYSTEM_MESSAGES["manager"])]
    i = 0
    while len(msgs) < n:
        i += 1
        msgs.append(UserMessage(content=f"[d1 {8 + i % 12:02d}:00] You are in the office. Customer said: chawal "
                                        f"50 kilo, 38 rupaye kilo.", source="shop"))
        msgs.append(AssistantMessage(content=[FunctionCall(id=f"c{i}", name="send_message", arguments=json.dumps(
            {"to": "S1", "text": "Namaste, ```negotiate\n{\"items\": [{\"sku\": \"rice-1kg\", \"action\": "
                                 "\"offer\", \"unit_price_inr\": 38}]}\n```"}))], source="manager"))
        msgs.append(FunctionExecutionResultMessage(content=[FunctionExecutionResult(
            content=json.dumps({"ok": True, "minutes": 3, "data": {"sent": True, "to": "S1"}}), call_id=f"c{i}",
            is_error=False, name="send_message")]))
    return msgs[:n]


async def _time(client, msgs, tools, calls: int) -> tuple[float, float, float]:
    """(median wall ms, mean CPU ms of this process — the fake server's threads included —, mean CPU ms of
    the calling thread alone: the framework's own work, without the server's) per call."""
    await client.create(msgs, tools=tools)
    times = []
    c0, t0_thread = time.process_time(), time.thread_time()
    for _ in range(calls):
        t0 = time.perf_counter()
        await client.create(msgs, tools=tools)
        times.append(time.perf_counter() - t0)
    return (statistics.median(times) * 1000, (time.process_time() - c0) / calls * 1000,
            (time.thread_time() - t0_thread) / calls * 1000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=300)
    parser.add_argument("--calls", type=int, default=20)
    args = parser.parse_args()
    msgs, tools = conversation(args.messages), role_tools(None, "manager")
    info = ModelInfo(vision=False, function_calling=True, json_output=False, family="unknown",
                     structured_output=False, multiple_system_messages=True)
    t0 = time.process_time()
    for _ in range(args.calls * 5):
        json.dumps(request_body("m", msgs, tools), ensure_ascii=False).encode()
    build = (time.process_time() - t0) / (args.calls * 5) * 1000
    with StubServer() as server:
        sdk = OpenAIChatCompletionClient(model="m", base_url=server.url, api_key="k", model_info=info, max_retries=0)
        ours = HttpChatCompletionClient("m", server.url)
        sdk_ms = asyncio.run(_time(sdk, msgs, tools, args.calls))
        our_ms = asyncio.run(_time(ours, msgs, tools, args.calls))
    print(f"{len(msgs)} messages, {len(tools)} tools, median of {args.calls} calls to the local fake server")
    print(f"{'':37}{'wall ms':>9} {'CPU ms':>8} {'client CPU ms':>14}   (CPU: the process, the fake server's "
          f"parsing included, alike for both; client CPU: the calling thread alone)")
    print(f"  AutoGen OpenAIChatCompletionClient : {sdk_ms[0]:7.1f} {sdk_ms[1]:8.1f} {sdk_ms[2]:14.1f}")
    print(f"  agents.http_client (httpx)         : {our_ms[0]:7.1f} {our_ms[1]:8.1f} {our_ms[2]:14.1f}")
    print(f"  our request built and serialised   : {'':7} {build:8.2f}")


if __name__ == "__main__":
    main()
